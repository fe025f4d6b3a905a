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
# r10: detail names
Smokestrip | jerky biltong meat beef | smoke + strip: strips of smoked jerky | Smoked slow, chewed slower.
Jerkytrail | jerky biltong hiking hike trail | jerky + trail: jerky in the pocket on a hike | Fuel for the trail.
Kettlecrisp | crisps chips kettle potato | kettle-cooked crisps | Cooked in the kettle, crunched loud.
Spudsnap | crisps chips potato | spud + snap: a crisp that snaps | Hear the snap.
Repsnack | protein gym fitness workout | rep + snack: a snack between reps | Between sets, a snack.
Chickpop | vegan plant chickpea chickpeas plantbased | chickpea + pop: roasted chickpeas that pop | Roasted chickpeas, popped.
Chillisnap | spicy chilli chili heat | chilli + snap: a crisp with a chilli kick | Snap, then the heat.
Ribbon & Crunch | gift gifts hamper hampers corporate | a ribbon on a box of crunchy snacks | Snacks, tied with a bow.
Trailhandful | hiking hike trail walking outdoor | a handful of trail mix on the path | A handful for the hill.
# r11: detail names
Mangostrip | dried fruit fruits mango apricot | mango + strip: strips of dried mango | Sunshine, dried in strips.
Applering | dried fruit fruits apple apples | the dried apple ring in a snack bag | Apple rings, chewy and sweet.
Vendspiral | vending machine machines | vend + spiral: the spiral that turns to drop your snack | Watch it spiral, hear it drop.
Pramsnack | baby babies toddler toddlers weaning | pram + snack: snacks for the pram bag | For little hands in the pram.
Ketocrunch | keto lowcarb carb sugarfree | keto + crunch: a crunchy snack with no carbs | All crunch, no carbs.
Cheesecrisp | keto lowcarb cheese | a crisp made of baked cheese | Baked cheese, snapped crisp.
Seaweedsnap | seaweed nori | seaweed + snap: crisp seaweed sheets | Snap a sheet of the sea.
Matineebag | cinema movie movies film films | matinee + bag: a bag of snacks for the afternoon film | A bag for the matinee.
Plantainsnap | plantain caribbean african | plantain + snap: crisp plantain chips | Sliced thin, fried crisp.
Shellcrack | nuts pistachio pistachios | the crack of a pistachio shell | Crack one, then another.
# r12: detail names
Cornsnap | gluten glutenfree corn | corn snacks with no gluten | Gluten-free, still crunchy.
Seedsnap | healthy seeds seed | a snap of seeds held in a crunchy bar | Seeds, snapped into a bar.
Kalecrisp | healthy kale vegan plant | crisps made from kale | Crisps that count as greens.
Teabreak Tin | office workplace break | a tin of snacks for the office tea break | Open the tin at eleven.
Liftbite | protein gym fitness workout | a bite of protein after a lift | A protein bite after every lift.
# r13: detail names
Cracklejar | pork scratchings scratching crackling | crackle + jar: the jar of pork scratchings on the bar | Crackling, by the jar.
Namkeen Tin | indian namkeen chevda bombay | the tin of spicy namkeen every Indian home offers guests | Open the tin, offer a handful.
Respawn Crunch | gaming gamer gamers esports | respawn + crunch: snacks for one more game | One more game, one more handful.
# r14: detail names
Breaktime Bag | kids children school lunchbox | the snack bag opened at morning break | Opened at break, gone by the bell.
Jetlag Snacks | world international global | snacks from so far away they come with jetlag | Snacks from the other side of the world.
Reaper Dust | spicy chilli chili heat | a dusting of Carolina Reaper, one of the hottest chillies | One pinch of reaper, then water.
`)
