import { bank } from '../types.ts'

export default bank('pet food and treats', `
Lickbowl | - | a bowl licked clean: food pets finish | Licked clean, every time.
Sit & Supper | - | sit on command, then supper is served | Sit nicely, supper's served.
# detail names
Rawbone | raw barf bones meat | raw + bone: raw food and meaty bones | Raw, real and meaty.
Butcher Bowl | raw fresh meat butcher humangrade | a bowl of fresh butcher's cuts for dogs | Fresh cuts, straight to the bowl.
Purr Gravy | cat cats feline wet pouch | a pouch of gravy that gets a purr | Gravy good enough to purr.
Bone Bakehouse | bakery baked biscuits biscuit cookies treats | a bakehouse baking dog biscuits | Baked biscuits for good dogs.
Hide & Chew | chews chew natural airdried dried single ingredient | hide-and-seek with natural chews | Natural chews worth hiding.
Calm Tummy Kitchen | sensitive allergy allergies hypoallergenic grainfree digestion | food made kind to sensitive tummies | Kind to tummies that can't take much.
Cricket Kibble | insect insects cricket eco sustainable planet | kibble made from cricket protein | Protein that chirps, not moos.
Silver Snout | senior older elderly old aging | a silver snout: food for older pets | Gentle food for silver snouts.
`)
