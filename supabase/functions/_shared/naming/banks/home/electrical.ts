import { bank } from '../types.ts'

export default bank('electrical work', `
Flickfix | - | flick the switch and it works: fixed | Flick it. It works.
Tripfree | - | no more tripping fuse box: wiring done right | No more trips to the fuse box.
Calmcurrent | - | current running calm and safe through the walls | Safe current, quiet walls.
Safewire | - | wiring done safe, to the letter | Wired safe, signed off.
Tidycable | - | neat cables, tucked away | Neat cables, no mess.
Wattwise | - | an electrician wise about every watt | Wise about every watt.
Switchwell | - | switches that work well, every time | Every switch, working well.
Steadyamp | - | steady, dependable power | Power you can depend on.
Lightsback | emergency urgent night | the moment the lights come back on | Lights back on tonight.
Nightfuse | emergency urgent night | a blown fuse at night, fixed at night | Blown at night, fixed at night.
Voltdash | emergency urgent night | a dash across town when the power is out | Out of power? We are on our way.
Drivewatt | ev charger car electric | watts for your drive, charged at home | Charge at home, drive in the morning.
Plugpark | ev charger car electric | park the car, plug it in | Park it, plug it, done.
Chargebay | ev charger car electric | a charging bay on your own drive | Your own charging bay.
Clapswitch | smart automation app | lights that answer a clap or your phone | Clap, tap or ask.
Thinkwire | smart automation app | wiring that thinks for itself | Wiring with a brain.
Voicelamp | smart automation app | lamps that turn on when you ask | Ask, and the lights come on.
Moodbeam | lighting design | lighting that sets the mood of a room | Light that sets the mood.
Warmbulb | lighting design | warm light in every room | Warm light, every room.
Lampwright | lighting design | a craftsman of lamps and lighting | Lighting, made properly.
Heritagefuse | rewire period old victorian | old homes rewired with respect | Old house, new wiring.
Periodplug | rewire period old victorian | modern sockets that suit a period home | Modern power, period charm.
Freshcircuit | rewire period old victorian | a whole house of fresh new circuits | A fresh start behind the walls.
Earthcheck | safety test landlord certificate | the earth check on every safety test | Tested, earthed, certified.
Checkcircuit | safety test landlord certificate | every circuit checked before it is signed off | Every circuit checked.
Proofvolt | safety test landlord certificate | proof that every volt is safe | Proof it is safe.
Sitecurrent | commercial industrial business | power for sites, shops and factories | Power for sites that cannot stop.
Plantpower | commercial industrial business | power for plant rooms and factory floors | Factory floors, powered.
Fitoutamp | commercial industrial business | shop and office fit-outs wired fast | Fitted out, powered up.
Sunsocket | solar battery renewable | sunshine coming out of your sockets | Sun in, power out.
Storecharge | solar battery renewable | sunshine stored in a home battery | Store the day, use it at night.
Panelpower | solar battery renewable | solar panels wired in by an electrician | Panels wired in right.
Pathbeam | outdoor garden | light along the garden path | Light the way home.
Patiolit | outdoor garden | a patio lit for long evenings | Long evenings, lit.
Lawnlight | outdoor garden | lights across the lawn and the garden | Your garden, after dark.
Bulbrun | handyman small jobs | the small jobs run: bulbs, sockets, switches | No job too small.
Socketsmith | handyman small jobs | a smith of sockets and switches | Sockets, switches, sorted.
Tinkercable | handyman small jobs | a tinker with the cables: the small jobs done well | The small jobs, done properly.
`)
