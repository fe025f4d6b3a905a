import { bank } from '../types.ts'

export default bank('furniture', `
Mendwax | restoration antique repair | mending and waxing old furniture back to life | Mended, waxed, loved again.
Velvetmend | upholstery reupholstery | old chairs mended and dressed in velvet | Old frame, new velvet.
*Skipfind | reclaimed upcycled painted | the treasure found in a skip, made good | Found in a skip, made to last.
Salvageoak | reclaimed upcycled painted | salvaged oak given a second life | Old oak, second life.
Teakline | vintage midcentury retro | the long clean teak lines of the fifties and sixties | The clean lines of the sixties.
Grainmatch | bespoke custom commission | boards matched grain to grain for one piece | Matched grain to grain.
Tailorwood | bespoke custom commission | furniture tailored to you like a suit | Made to measure, in wood.
Weatheroak | outdoor garden outdoors patio | oak that weathers well outside | Oak that loves the weather.
*Longsupper | table dining | a long table for long suppers | Long tables, long suppers.
Feastboard | table dining | a dining board made for feasts | Made for feasts.
Cotcraft | kids nursery children baby | cots and cribs made by hand | Handmade for the smallest sleepers.
Wallfold | small apartment space flat | furniture that folds into the wall | Folds away when you need room.
Acornmade | eco sustainable | an acorn planted for every tree we use | One piece made, one acorn planted.
Slowforest | eco sustainable | wood from forests grown slowly and kept | Wood from forests that stay.
# r10: detail names
Pillow & Plank | bed beds bedroom headboard | the pillow and the oak plank of a handmade bed | Beds made to last the night and the decades.
Rolltop Oak | desk desks office study bureau | the roll-top oak desk | A desk worth sitting down at.
Caneweave | rattan cane wicker woven weaving | cane woven into seats and backs | Cane seats, woven by hand.
Birch & Beech | scandi scandinavian nordic danish minimalist | the pale birch and beech of Scandinavian furniture | Pale wood, clean lines.
Larder & Oak | kitchen kitchens cabinet cabinets pantry larder | an oak larder cupboard | Kitchens in solid oak.
Alcoveoak | fitted alcove alcoves wardrobe wardrobes builtin | oak cupboards fitted into the alcove | Every alcove, put to work.
Shellacsheen | french polish polishing shellac | the sheen of a French-polished table | A sheen you can see your face in.
# r11: detail names
Sprungseat | sofa sofas couch couches armchair armchairs | a sofa seat sprung by hand | Sit down, sink in.
Scrubtop | farmhouse rustic pine | a scrubbed pine table top, farmhouse style | Scrub it, use it, hand it down.
Pine & Peg | farmhouse rustic pine | pine boards joined with wooden pegs | Pine, pegged together by hand.
Pipe & Plank | industrial metal steel iron | steel pipe legs under a thick plank | Steel legs, solid plank.
Spineshelf | shelf shelves shelving bookcase bookcases bookshelf | shelves made for the spines of your books | Room for every spine.
Dowel & Key | flatpack assembly assemble ikea | the dowels and the little key in every flatpack | We build it, you keep the spare screws.
Flatpackfix | flatpack assembly assemble ikea | flatpack furniture put together right | Flatpack, built right.
Spindle & Seat | chair chairs stool stools seating | the turned spindles and the seat of a chair | Chairs made spindle by spindle.
Benchday | class classes course courses lesson lessons learn | a day at the woodwork bench | Make something in a day.
Resinriver | epoxy resin liveedge slab | a river of resin through a wooden slab | A river through your table.
Tack & Tweed | upholstery reupholstery reupholster recover | the upholsterer's tacks and a tweed cover | Old chair, new tweed.
Veneermend | restoration antique antiques repair | mending lifted veneer on old furniture | Veneer laid flat again.
Splayleg | vintage midcentury retro | the splayed legs of mid-century furniture | Legs from the sixties.
# r12: detail names
*Chiselmark | handmade craft | the chisel marks of furniture made by hand | Made by hand, marked by the chisel.
Mellowoak | oak solid | solid oak that mellows with age | Solid oak that gets better with age.
Walnut & Brass | luxury premium highend | walnut timber with brass fittings | Walnut, brass, made to last.
Foldleaf | small apartment space flat | a drop-leaf table that folds away in a small flat | Fold it out, fold it away.
Mallet & Plane | handmade craft | the mallet and hand plane of a furniture maker | Made by hand, with mallet and plane.
Windfall Oak | eco sustainable oak | furniture from oak trees that fell in storms | Furniture from fallen oaks.
Scribbleproof | kids children | children's furniture that wipes clean of crayon | Tough enough for little artists.
# r13: detail names
Crate & Console | dog dogs pet pets puppy crate | a dog crate built into a console table | The dog's den, dressed as a table.
Trestle & Hay | hire rental rent event events wedding weddings | trestle tables and hay bales for hire at barn weddings | Tables and bales, delivered to the barn.
Deepbutton | chesterfield leather buttoned tufted | deep + button: the deep-buttoned back of a leather Chesterfield | Deep buttons, soft leather.
# r14: detail names
Feather & Frame | sofa sofas couch couches armchair armchairs | feather cushions on a hardwood sofa frame | Hardwood frame, feather seat.
Chapelpew | church pew pews | chapel + pew: tables and benches from reclaimed chapel pews | Once a pew, now your bench.
# r15: detail names
Kerbside Chair | swap swaps swapping marketplace peertopeer rehome rehoming | the chair left on the kerb that someone else wants | One street's chair, another's living room.
# r17: detail names
Heartwood Table | solid hardwood hardwoods oak timber walnut | a table cut from the heartwood, solid right through | Solid heartwood, top to leg.
Sketch & Saw | bespoke custom commission commissions madetomeasure madetoorder builttoorder tailored | your sketch, our saw: furniture built to order | Your sketch, our saw.
Mortise & Sons | family familyrun father son sons daughter daughters generation generations | mortise joints cut by a family of makers | Joined by hand, father to son.
Dale & Dovetail | yorkshire dales dale north northern countryside rural village | dovetail joints cut in a workshop in the Dales | Dovetailed in the Dales.
Pegrail | shaker simple minimal | the Shaker peg rail: plain, useful furniture | Plain, useful, Shaker made.
`)
