import { bank } from '../types.ts'

export default bank('snacks', `
Poptimist | popcorn | pop + optimist: popcorn for glass-half-full people | Popcorn for the glass-half-full.
Snackademy | - | snack + academy: a school for serious snackers | Snacking, studied seriously.
Lastcrisp | - | the last crisp at the bottom of the packet | Worth fighting over.
Crunchmail | box subscription | crunch + mail: a box of crunchy snacks by mail | A box of crunch through your letterbox.
Letterbite | letterbox subscription box | letter + bite: snacks that fit through the letterbox | Snacks that fit through the letterbox.
Packetrustle | - | the rustle of a crisp packet being opened | Hear the rustle, share the packet.
Saltpinch | - | the pinch of salt that makes a crisp | Sliced thin, salted right.
Kernelpop | popcorn | the moment a kernel pops | Popped fresh, buttered well.
Trailerpop | popcorn cinema movie | popcorn for the trailers before the film | Popcorn for the trailers.
Smokestrip | jerky meat beef | smoke + strip: strips of smoked jerky | Smoked low, chewed slow.
Chewstrip | jerky | chew + strip: jerky to chew on | A strip for the trail.
Shellcrack | nuts | the crack of a nut shell | Roasted in the shell.
Cashewcrunch | nuts cashew | crunch + cashew: roasted cashews | Roasted, salted, gone.
Saltknot | pretzel pretzels | a pretzel knot with coarse salt | Twisted by hand, salted hard.
Drawerstash | office workplace | the snack stash in a desk drawer | Restock the drawer.
Lunchbite | kids school lunch | lunch + bite: snacks for the lunch box | A bite for the lunch box.
Trailbag | hiking outdoor trail mix | a bag of trail mix for the walk | A handful for every mile.
Oatcrunch | healthy oat granola bar | oat + crunch: crunchy oat bars | Oats, honey, crunch.
Snackglobe | world international japanese | snack + globe: snacks from around the world | A box from around the globe.
Chillicrisp | spicy chilli hot | chilli + crisp: hot crisps for heat lovers | Hot crisps, cold drink.
Munchbag | - | munch + bag: a bag of something to munch | A bag of munch for the road.
Saltcrunch | - | salt + crunch: the two things every good snack needs | Salty, crunchy, gone.
`)
