import { bank } from '../types.ts'

export default bank('packaging', `
Kraftfold | - | kraft is the strong brown paper board, folded into boxes that compost | Brown kraft, folded to fit.
Firstpeel | - | the first peel of the tape when a parcel arrives | Make the first peel count.
Caneware | compostable eco biodegradable food | sugar-cane fibre made into plates, boxes and cups | Made from cane, back to soil.
Mycopack | compostable eco biodegradable | packaging grown from mushroom roots | Grown, not made.
Leafwrap | compostable eco biodegradable | a wrap that goes back to the earth like a leaf | Wraps that fall like leaves.
*Postproof | ecommerce shipping online | proof against whatever the post does | Proof against the post.
Frostjar | beauty cosmetics skincare | a frosted glass jar for skincare | Frosted glass for fine creams.
Velvetlid | beauty cosmetics skincare luxury | a velvet-touch lid for beauty jars | Soft to touch, made to keep.
Ribbonpull | luxury gift premium | the ribbon you pull to open a gift box | Pull the ribbon, feel the moment.
Slowreveal | luxury gift premium | an unboxing that reveals slowly | Unboxing, slowed down.
Sipslot | coffee cup cafe | the slot in the lid you sip through | Sip, do not spill.
Tillbag | retail bag shop | the bag handed over at the till | Handed over with a smile.
Swingtote | retail bag shop | a tote that swings from the shoulder | Totes that swing.
Secondtrip | plastic-free zero-waste refill reusable | crates and boxes made for the second trip and more | Made for the second trip.
Stackproof | wholesale b2b bulk | boxes that stack without crushing | Stack high, arrive whole.
`)
