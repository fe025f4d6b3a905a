import { bank } from '../types.ts'

export default bank('electrical work', `
*Lightsback | emergency urgent night | the moment the lights come back on | Lights back on tonight.
Nightfuse | emergency urgent night | a blown fuse at night, fixed at night | Blown at night, fixed at night.
Voltdash | emergency urgent night | a dash across town when the power is out | Out of power? We are on our way.
Drivewatt | ev charger car electric | watts for your drive, charged at home | Charge at home, drive in the morning.
Plugpark | ev charger car electric | park the car, plug it in | Park it, plug it, done.
Clapswitch | smart automation app | lights that answer a clap or your phone | Clap, tap or ask.
*Sunsocket | solar battery renewable | sunshine coming out of your sockets | Sun in, power out.
Pathbeam | outdoor garden | light along the garden path | Light the way home.
Patiolit | outdoor garden | a patio lit for long evenings | Long evenings, lit.
Bulbrun | handyman small jobs | the small jobs run: bulbs, sockets, switches | No job too small.
# r10: detail names
Brasstoggle | period victorian georgian heritage listed | the brass toggle switches of an old house, kept | Old switches, safe wiring.
Rentswitch | landlord landlords rental letting tenant certificate | rent + switch: safety checks and repairs for landlords | Every let, certified safe.
Pendantflex | lighting lights lamp lamps pendant chandelier | the flex a pendant light hangs from | Hang the light you love.
Dimmerdial | lighting lights lamp lamps mood dimmer | the dial that sets the mood of a room | Turn the room down low.
Porchcam | security cctv camera doorbell | a camera at the porch | See who is at the door.
Fairyfuse | christmas festive fairy festoon | fairy lights + fuse: Christmas lights put up safe | Fairy lights up, fuses fine.
Shopsocket | commercial shop shops retail industrial office | sockets and circuits for shops | Shops wired and open on time.
Plugtag | pat appliance appliances testing | the tag a plug gets once it is tested | Every plug tested, every plug tagged.
Cabinsocket | shed garage summerhouse cabin annex workshop | a socket out in the garden cabin | Power at the bottom of the garden.
# r11: detail names
Boardswap | fuseboard fusebox consumer breaker breakers | the old fuse board swapped for a new one | Old fuses out, new board in.
Tripfree | fuseboard fusebox breaker breakers tripping | a board that stops tripping | No more trips to the fuse box.
Screenwire | cinema av audio tv television speaker speakers | wiring behind the screen for a home cinema | Cables hidden, film on.
Smokebeep | smoke alarm alarms fire detector detectors | the beep of a working smoke alarm | Alarms fitted, tested, beeping.
Chirpcheck | smoke alarm alarms fire detector detectors | the low-battery chirp, checked and fixed | No more midnight chirps.
Barnwire | farm farms rural agricultural barn barns stables | barns and sheds wired for work | Barns wired, yards lit.
Fieldfuse | farm farms rural agricultural outbuilding | power run out to the field buildings | Power out to the far field.
Stageplug | event events festival festivals stage gig | the stage plugged in and safe | Stages powered, shows on.
Marqueewire | event events festival marquee wedding weddings | marquees wired for light and music | Lights and power in the marquee.
Voiceswitch | smart automation alexa voice app | switches that answer your voice | Say it, and the lights come on.
Floodbeam | security floodlight floodlights sensor | a floodlight beam that comes on at a step | Light on the drive when it matters.
# r12: detail names
Cablerun | rewire rewiring rewires | running new cable through the whole house | New cable, house to house.
Sunwire | solar battery renewable | wiring your solar panels into the house | Your roof's sunshine, wired in.
Roundpin | period victorian heritage listed | the old round-pin sockets found in period houses | Old houses, safely rewired.
Shopfloor Sparks | commercial shop shops retail industrial | electricians for shop floors and units | Electricians for shops and units.
Kerbcharge | ev charger car electric | charging the car at the kerb outside your home | Charge at home, by the kerb.
Trip & Torch | emergency urgent night powercut | when the power trips and you reach for a torch | Lights out? We're on our way.
# r13: detail names
Tubwire | hottub hottubs jacuzzi pool pools | tub + wire: a safe supply run out to the hot tub | Wired in, bubbling by the weekend.
Patchbay | data network networking cabling ethernet wifi | the patch bay where every network cable ends | Every cable patched, every desk online.
Buzzgate | intercom intercoms doorentry gate gates | buzz + gate: door entry and intercoms that open the gate | Buzz, and the gate swings open.
# r14: detail names
Wallchase | rewire rewiring rewires | wall + chase: the channel cut in plaster for new cable | New cable, chased in, plastered over.
One Socket Job | handyman odd minor | the one socket job other electricians will not come out for | Yes, we come out for one socket.
# r17: detail names
Stud & Socket | newbuild newbuilds newconstruction construction developer developers housebuilder housebuilders selfbuild | stud walls and sockets: new homes wired from the frame | Wired from the frame up.
Roofwatt | solar panel panels pv photovoltaic battery batteries renewable renewables | roof + watt: power made on your roof | Watts from your own roof.
Fullbar Charging | ev evs charger chargers charging chargepoint car cars electric vehicle | a full battery bar on the car by morning | A full bar by breakfast.
Sister Circuit | women woman female ladies | a circuit wired by a team of women electricians | Women electricians, wiring your home.
`)
