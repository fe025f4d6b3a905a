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
`)
