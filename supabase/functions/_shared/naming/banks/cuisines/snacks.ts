import { bank } from '../types.ts'

export default bank('snacks', `
*Poptimist | popcorn | pop + optimist: popcorn for glass-half-full people | Popcorn for the glass-half-full.
Snackademy | - | snack + academy: a school for serious snackers | Snacking, studied seriously.
*Lastcrisp | - | the last crisp at the bottom of the packet | Worth fighting over.
Crunchmail | box subscription | crunch + mail: a box of crunchy snacks by mail | A box of crunch through your letterbox.
Letterbite | letterbox subscription box | letter + bite: snacks that fit through the letterbox | Snacks that fit through the letterbox.
Kernelpop | popcorn | the moment a kernel pops | Popped fresh, buttered well.
Cashewcrunch | nuts cashew | crunch + cashew: roasted cashews | Roasted, salted, gone.
Saltknot | pretzel pretzels | a pretzel knot with coarse salt | Twisted by hand, salted hard.
Drawerstash | office workplace | the snack stash in a desk drawer | Restock the drawer.
Lunchbite | kids school lunch | lunch + bite: snacks for the lunch box | A bite for the lunch box.
Oatcrunch | healthy oat granola bar | oat + crunch: crunchy oat bars | Oats, honey, crunch.
Snackglobe | world international japanese | snack + globe: snacks from around the world | A box from around the globe.
`)
