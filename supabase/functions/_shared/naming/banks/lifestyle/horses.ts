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
# r10: detail names
Tacktrunk | tack saddlery shop | the rider's trunk of bridles, brushes and buckles | Everything for the tack trunk.
Bridle & Buckle | tack saddlery shop | the bridle on the hook and every buckle to fit it | Every buckle, every bridle.
Ramp & Rug | transport horsebox trailer travel | the horsebox ramp and the travel rug | Rugged up, ramped up, on the road.
Muscle & Mane | physio therapy massage rehab | hands-on care for a horse's muscles | Loose muscles, long strides.
Muzzlenudge | therapy wellbeing autism disability mental | the soft nudge of a horse's muzzle | Sometimes a horse says it best.
Old Mare Paddock | rescue retired retirement sanctuary | a paddock where old mares see out their days | A quiet paddock for old friends.
Party Plaits | party parties birthday | a pony's mane plaited for a birthday party | Ponies plaited, candles lit.
Lasso & Spur | western cowboy ranch rodeo | the cowboy's lasso and spurs | Ride western, ride easy.
Sandgallop | beach seaside sea sand coast | a gallop along the sand | Gallop where the sea meets sand.
Seafoam Trot | beach seaside sea sand coast | a trot through the seafoam at the water's edge | Trot where the waves break.
# r11: detail names
Bride & Bridle | wedding weddings bride bridal carriage | bride + bridle: a bride arriving behind a horse | Arrive by horse and carriage.
Foalfield | foal foals breeding stud mare mares | a field of new foals in spring | Where the foals find their legs.
Hedgeleap | eventing crosscountry hunting hunter jumps | a horse leaping a hedge across country | Over the hedge, on across country.
Steady Stirrup | nervous confidence anxious adult adults returners | a steady foot in the stirrup for a nervous rider | Back in the saddle, at your pace.
Bale & Bucket | feed feeds bedding hay supplies haylage | the hay bale and the feed bucket | Hay, feed and bedding, delivered.
Mallet & Mare | polo | the polo mallet and the mare who carries it | Swing the mallet, ride the mare.
Saddlebag Trek | holiday holidays vacation trekking treks | a trek with the saddlebags packed | Pack the saddlebags, ride for days.
# r12: detail names
Liverylane | livery yard stables | a lane of livery stables | A good home for your horse.
Homeward Horsebox | transport horsebox trailer travel | a horsebox that brings your horse to the show and home again | Safe there, safe home.
Greymane Acres | rescue retired retirement sanctuary | acres of grass for old grey-maned horses | Every old horse deserves a field.
Beachgallop | beach seaside sea sand coast | a gallop along the sand | Gallop the tideline.
# r13: detail names
Rasp & Molar | dentist dentists dental teeth tooth dentistry | the equine dentist's rasp smoothing a horse's molars | Smooth teeth, easy bit.
Hayloft Camp | camp camps summer | pony campers sleeping up in the hayloft | Ride all day, sleep in the hayloft.
Lungeline | schooling backing breaking youngster youngsters horsemanship | the long line a young horse is first schooled on | Good manners start on the lunge.
# r14: detail names
Muckout Mornings | livery yard stables stabling grazing | the early mornings mucking out at a livery yard | Mucked out, fed, turned out.
Centreline Halt | dressage | the halt and salute on the centreline of the dressage arena | Down the centreline, halt, salute.
Stable Talk | therapy therapeutic wellbeing mental equineassisted autism | talking things through with a horse beside you in the stable | Some things are easier said to a horse.
Carriage & Plume | wedding weddings carriage carriages funeral funerals | the horse-drawn carriage with feathered plumes | Arrive by carriage.
Ride & Bunk | holiday holidays vacation trekking treks | a day in the saddle and a bunk in the farmhouse at night | Ride all day, bunk down at night.
`)
