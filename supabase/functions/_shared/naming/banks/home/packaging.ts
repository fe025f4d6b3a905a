import { bank } from '../types.ts'

export default bank('packaging', `
Boxwright | - | a wright, an old word for a maker, of boxes | Boxes, made properly.
Firstpeel | - | the first peel of the tape when a parcel arrives | Make the first peel count.
Snugpack | - | packed snug, nothing rattling | Packed snug, arrives whole.
Safefold | - | folded safe around what matters | Folded around what matters.
Wrapsure | - | wrapped so you can be sure it arrives | Wrapped sure, arrives whole.
Sealwell | - | sealed well, every time | Sealed well, every time.
Neatcarton | - | a neat carton, nothing wasted | Neat cartons, no waste.
Crateproud | - | packaging you are proud to send out | Proud of every box we send.
Caneware | compostable eco biodegradable food | sugar-cane fibre made into plates, boxes and cups | Made from cane, back to soil.
Mycopack | compostable eco biodegradable | packaging grown from mushroom roots | Grown, not made.
Leafwrap | compostable eco biodegradable | a wrap that goes back to the earth like a leaf | Wraps that fall like leaves.
Earthcarton | compostable eco biodegradable | a carton that goes back to the earth | Back to earth when you are done.
Hotcarry | food takeaway restaurant | carrying hot food home hot | Hot all the way home.
Noodlefold | food takeaway restaurant | the folded takeaway box for noodles | Folded for the noodles.
Crispbag | food takeaway restaurant | a bag that keeps the chips crisp | Crisp all the way home.
Postproof | ecommerce shipping online | proof against whatever the post does | Proof against the post.
Parcelpride | ecommerce shipping online | parcels your customers are proud to open | Parcels worth opening.
Clickcrate | ecommerce shipping online | from click to crate to doorstep | Click, crate, doorstep.
Frostjar | beauty cosmetics skincare | a frosted glass jar for skincare | Frosted glass for fine creams.
Blushbox | beauty cosmetics skincare | a box with a blush of colour for beauty brands | Beauty, beautifully boxed.
Velvetlid | beauty cosmetics skincare luxury | a velvet-touch lid for beauty jars | Soft to touch, made to keep.
Ribbonpull | luxury gift premium | the ribbon you pull to open a gift box | Pull the ribbon, feel the moment.
Giftsleeve | luxury gift premium | the sleeve that slides off a gift | Slide it off slowly.
Slowreveal | luxury gift premium | an unboxing that reveals slowly | Unboxing, slowed down.
Sipslot | coffee cup cafe | the slot in the lid you sip through | Sip, do not spill.
Warmsleeve | coffee cup cafe | the sleeve that keeps hands off hot cups | Warm coffee, cool hands.
Spillsure | coffee cup cafe | lids and cups sure not to spill | Walk fast, spill nothing.
Printpride | print custom branded | printed packaging with your name on it proudly | Your name, printed proud.
Logotape | print custom branded | tape printed with your logo | Your logo on every seal.
Brandpeel | print custom branded | your brand on the first thing they peel | Your brand, first thing they see.
Shopcarry | retail bag shop | the bag your customers carry down the street | Carried proudly down the street.
Tillbag | retail bag shop | the bag handed over at the till | Handed over with a smile.
Swingtote | retail bag shop | a tote that swings from the shoulder | Totes that swing.
Refillpouch | plastic-free zero-waste refill reusable | pouches for refilling, not throwing away | Refill, do not refuse.
Circletin | plastic-free zero-waste refill reusable | a tin that goes round and comes back | The tin comes back.
Secondtrip | plastic-free zero-waste refill reusable | crates and boxes made for the second trip and more | Made for the second trip.
Palletwise | wholesale b2b bulk | wise to pallets, bulk and trade orders | Wise to pallets.
Stackproof | wholesale b2b bulk | boxes that stack without crushing | Stack high, arrive whole.
Floorstack | wholesale b2b bulk | stacked right on the warehouse floor | Stacked right, shipped fast.
`)
