import { bank } from '../types.ts'

export default bank('electrical work', `
Ringmain | - | the ring main: the circuit that feeds every socket in a home | Every socket on a sound ring.
Earthpin | - | the earth pin: the long pin that keeps a plug safe | Safe from the earth pin up.
Backbox | - | the box behind every socket and switch, where the real work is | The neat work behind the faceplate.
Ohmstead | - | ohm + homestead: wiring for the whole home | Wiring the whole homestead.
Wirenut | - | the little twist connector that joins two wires | Joined tight, wired right.
Pullcord | - | the pull cord switch in every bathroom | Every switch, down to the pull cord.
Socketry | - | sockets + -ry: the craft of fitting them well | Sockets where you actually need them.
Flickfix | - | flick the switch, and it works: fixed | Flick it. It works.
Tripfree | - | no more breakers tripping | No more trips to the fuse box.
Crimpline | - | a row of crimped cable ends, neat as a ruler | Neat crimps, tidy boards.
Coppercore | - | the copper core inside every cable | Sound to the copper core.
Drivewatt | ev charger car | driveway + watt: a charger fitted on your drive | Charge on the drive, not the forecourt.
Chargebay | ev charger car | a parking bay with its own charge point | A charge point for every bay.
Plugpark | ev charger car | plug in when you park | Park, plug in, drive off full.
Scenelight | smart automation | smart lighting scenes set for every mood | One tap, the whole room changes.
Clapswitch | smart automation | the old clap-on switch, made smart | Lights that listen.
Sensorly | smart automation | sensors fitted so the home switches itself | Lights on before you reach for them.
Pendantly | lighting | the pendant light hung just right | Hung at the right height, every time.
Beamangle | lighting | the lighting designer's word for how wide a lamp throws | The right light on the right wall.
Lampcord | lighting | the lamp cord, wired with care | Every lamp, wired with care.
Roundpin | rewire period old | old round-pin sockets, the sign an old house needs rewiring | From round pin to safe.
Dollyswitch | rewire period old | the brass dolly switch of period homes, kept and made safe | Period switches, modern safety.
Chaseline | rewire | the channel cut in a wall to bury new cable | Rewired, and the walls look untouched.
Megohm | safety test landlord certificate | the megohm reading that proves a circuit's insulation | Tested, measured, certified.
Earthcheck | safety test landlord certificate | checking every earth in the home | Checked to the last earth.
Fuseproof | safety test landlord certificate | proof that every fuse and breaker is safe | Proof your wiring is safe.
Busbar | commercial industrial | the busbar: the copper spine of a big distribution board | Power for sites that never stop.
Threephase | commercial industrial | three-phase power for shops, farms and factories | Heavy power, done safely.
Trayrun | commercial industrial | cable trays run across warehouses and offices | Tidy trays, long runs, no fuss.
Lightsback | emergency | what you want most in a power cut | Power cut? Lights back tonight.
Voltdash | emergency | volt + dash: an electrician who dashes out when the power fails | Power out? We are already on the way.
Nightfuse | emergency | a blown fuse in the night, fixed | Blown at night, fixed by morning.
Twinwire | - | twin-and-earth, the flat grey cable in every home | Wired in twin and earth, the right way.
`)
