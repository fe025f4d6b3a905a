import { bank } from '../types.ts'

export default bank('horses', `
*Mane Street | - | mane + main street: the busiest yard in town | Where every horse knows your name.
Paddockgate | - | the gate to the paddock | Open the gate, saddle up.
Saddlepeg | - | the saddle on its peg in the tack room | Tacked up and ready.
*Carrot Pocket | - | the carrot in every rider's pocket | Always a carrot in the pocket.
Oatbucket | - | the bucket of oats at feed time | Feed time, every time.
Canterfield | - | a field to canter across | Room to canter.
Horseshoe Hill | - | a horseshoe over the door of a hillside yard | Good luck, good riding.
*Reinbow | kids children pony ponies | rein + rainbow: a bright start in the saddle | A bright start in the saddle.
Ponytrot | pony ponies kids children | a little pony at a trot | Little riders, happy ponies.
Trotabout | riding school lessons | a trot about the arena | Heels down, eyes up, off we go.
*First Canter | lessons beginners beginner adults | the first canter a new rider never forgets | Your first canter starts here.
Stirrupstep | lessons beginners beginner | the first step up into the stirrup | Foot in the stirrup, up you go.
Haynet Yard | livery yard stables | the full hay nets in the stable block | Full hay nets, happy horses.
Hoofpath | hacking trail trails treks | the path worn by hooves | Out on the bridleway.
Bridle Lane | hacking trail trails treks | a quiet lane for riding out | Ride out, breathe in.
*Rosette Row | show jumping dressage competition | the row of rosettes on the stable door | From first pony ride to first rosette.
Shoe & Anvil | farrier | the horseshoe and the farrier's anvil | Shod right, every six weeks.
Maneshine | grooming groom | a mane brushed until it shines | Groomed till the mane shines.
`)
