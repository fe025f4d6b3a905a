import { bank } from '../types.ts'

export default bank('packaging', `
Kraftfold | - | kraft is the strong brown paper board, folded into boxes that compost | Brown kraft, folded to fit.
Firstpeel | - | the first peel of the tape when a parcel arrives | Make the first peel count.
Caneware | compostable eco biodegradable food | sugar-cane fibre made into plates, boxes and cups | Made from cane, back to soil.
Mycopack | compostable eco biodegradable | packaging grown from mushroom roots | Grown, not made.
Leafwrap | compostable eco biodegradable | a wrap that goes back to the earth like a leaf | Wraps that fall like leaves.
Noodlefold | food takeaway restaurant | the folded takeaway box for noodles | Folded for the noodles.
Postproof | ecommerce shipping online | proof against whatever the post does | Proof against the post.
Frostjar | beauty cosmetics skincare | a frosted glass jar for skincare | Frosted glass for fine creams.
Blushbox | beauty cosmetics skincare | a box with a blush of colour for beauty brands | Beauty, beautifully boxed.
Velvetlid | beauty cosmetics skincare luxury | a velvet-touch lid for beauty jars | Soft to touch, made to keep.
Ribbonpull | luxury gift premium | the ribbon you pull to open a gift box | Pull the ribbon, feel the moment.
Slowreveal | luxury gift premium | an unboxing that reveals slowly | Unboxing, slowed down.
Sipslot | coffee cup cafe | the slot in the lid you sip through | Sip, do not spill.
Brandpeel | print custom branded | your brand on the first thing they peel | Your brand, first thing they see.
Tillbag | retail bag shop | the bag handed over at the till | Handed over with a smile.
Swingtote | retail bag shop | a tote that swings from the shoulder | Totes that swing.
Circletin | plastic-free zero-waste refill reusable | a tin that goes round and comes back | The tin comes back.
Secondtrip | plastic-free zero-waste refill reusable | crates and boxes made for the second trip and more | Made for the second trip.
Palletwise | wholesale b2b bulk | wise to pallets, bulk and trade orders | Wise to pallets.
Stackproof | wholesale b2b bulk | boxes that stack without crushing | Stack high, arrive whole.
`)
