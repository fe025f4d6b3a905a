import { bank } from '../types.ts'

export default bank('packaging', `
Kraftfold | - | kraft is the strong brown paper board, folded into boxes that compost | Brown kraft, folded to fit.
Firstpeel | - | the first peel of the tape when a parcel arrives | Make the first peel count.
Caneware | compostable eco biodegradable food ecofriendly sustainable | sugar-cane fibre made into plates, boxes and cups | Made from cane, back to soil.
Mycopack | compostable eco biodegradable ecofriendly sustainable | packaging grown from mushroom roots | Grown, not made.
Leafwrap | compostable eco biodegradable ecofriendly sustainable | a wrap that goes back to the earth like a leaf | Wraps that fall like leaves.
*Postproof | ecommerce shipping online mailer postal parcel | proof against whatever the post does | Proof against the post.
Frostjar | beauty cosmetics skincare | a frosted glass jar for skincare | Frosted glass for fine creams.
Velvetlid | beauty cosmetics skincare luxury | a velvet-touch lid for beauty jars | Soft to touch, made to keep.
Ribbonpull | luxury gift premium | the ribbon you pull to open a gift box | Pull the ribbon, feel the moment.
Slowreveal | luxury gift premium | an unboxing that reveals slowly | Unboxing, slowed down.
Sipslot | coffee cup cafe | the slot in the lid you sip through | Sip, do not spill.
Tillbag | retail bag shop carrier | the bag handed over at the till | Handed over with a smile.
Swingtote | retail bag shop carrier | a tote that swings from the shoulder | Totes that swing.
Secondtrip | plastic-free zero-waste refill reusable plasticfree zerowaste | crates and boxes made for the second trip and more | Made for the second trip.
Stackproof | wholesale b2b bulk | boxes that stack without crushing | Stack high, arrive whole.
# r10: detail names
Cakewindow | bakery bakeries cake cakes pastry patisserie | the little window in a cake box | Let the cake show.
Bunbox | bakery bakeries bun buns pastry | a box for buns and pastries | Buns, boxed.
Wokbox | takeaway takeout noodle noodles wok | a box for food straight from the wok | From the wok to the door.
Pizzalid | pizza pizzas pizzeria | the lid of a pizza box | Hot pizza, flat lid.
Logolid | printed print custom branded logo | your logo on the lid | Your logo, on top.
Inkbox | printed print custom branded logo | a box printed in your ink | Printed, folded, yours.
Clinkfree | wine bottle bottles drinks gin spirits brewery | bottles that arrive without a clink or a crack | Not a clink on the way.
Bottlecradle | wine bottle bottles drinks gin spirits brewery | a box that cradles each bottle | Every bottle, cradled.
Ringslot | jewellery jewelry ring rings | the velvet slot a ring sits in | A slot for every ring.
Chillcrate | chilled frozen insulated meat | a crate that keeps food cold on the road | Packed cold, arrives cold.
Peelprint | labels label stickers sticker | a printed label you peel and stick | Peel, stick, sell.
# r11: detail names
Teefold | clothing apparel fashion garment garments tshirt | a T-shirt folded into its mailer | Folded, sealed, sent.
Tissue & Tag | clothing apparel fashion garment garments boutique | tissue paper and the swing tag round clothes | Wrapped in tissue, tagged with care.
Boxday | subscription subscriptions mailer monthly | the day the box arrives | Make box day the best day.
Tearstrip | ecommerce shipping mailer mailers returns | the tear strip that opens a mailer | Pull the strip, reseal for returns.
Caddytin | tea teas loose infusion | a tea caddy tin | Tins that keep tea fresh.
Leafcaddy | tea teas loose infusion | a caddy for loose tea leaves | Every leaf kept dry.
Truffletray | chocolate chocolatier confectionery truffle truffles | a tray with a slot for each truffle | A slot for every truffle.
Barwrap | chocolate chocolatier confectionery | the wrapper round a chocolate bar | Wraps for chocolate bars.
Stemsleeve | florist florists flower flowers bouquet bouquets | the sleeve round a bouquet's stems | Bouquets, sleeved and sent.
Soapband | soap soaps candle candles | the paper band round a bar of soap | A band for every bar.
Shredfill | plasticfree zero paper | shredded paper to fill the box instead of plastic | Shredded paper, not bubble wrap.
Carton & Pallet | wholesale bulk pallet pallets b2b industrial | cartons stacked on a pallet | Cartons by the pallet.
# r12: detail names
Lunchfold | food takeaway lunch | a folding box for lunches to go | Lunch, folded and ready to go.
Beanpouch | coffee roaster roastery beans | pouches for fresh roasted coffee beans | Fresh beans, sealed in.
Bowbox | gift gifts premium | a gift box finished with a bow | Boxes worth unwrapping slowly.
# r13: detail names
Twistlid | jar jars jam jams preserves honey sauce sauces glass | the twist-off lid of a filled jar | Jars that seal with one twist.
Foamfit | fragile electronics protective foam insert inserts | foam cut to fit the shape of each item | Foam cut to fit, nothing rattles.
Fiftybox | startup startups minimum minimums smallbusiness lowminimum | start with fifty boxes, without a big minimum order | Fifty boxes to start, not fifty thousand.
# r14: detail names
Letterbox Fit | ecommerce shipping mailer mailers postal parcel parcels letterbox | mailers slim enough to fit through the letterbox | No missed parcel, no card on the mat.
Foilstamp | printed print custom branded logo personalised personalized | your logo pressed in gold foil on the box | Your logo, in gold.
Doorstep Monthly | subscription subscriptions monthly | the box on the doorstep each month | The box they wait for each month.
Smallrun | startup startups minimum minimums smallbusiness lowminimum shortrun | short print runs for a first order | Short runs for first orders.
`)
