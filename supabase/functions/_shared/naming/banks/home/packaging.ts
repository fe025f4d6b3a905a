import { bank } from '../types.ts'

export default bank('packaging', `
Kraftline | - | kraftliner: the strong brown board every good box is made of | Strong brown board, honest boxes.
Tuckend | - | the tuck-end box: the carton that closes without tape | Boxes that close themselves.
Crinklefill | - | crinkled paper fill that cushions every parcel | Cushioned in crinkle, not plastic.
Hexwrap | - | honeycomb paper: hexagon cells that wrap and protect | Paper that cushions like bubble wrap.
Tapegun | - | the tape gun every packing bench runs on | Packed, taped and out the door.
Boxwright | - | a maker of boxes, the old way round | Boxes made to measure.
Flutecut | - | corrugated board cut across its flutes | Cut clean, folded strong.
Handletwist | retail bag shop | the twisted paper handle of a good shop bag | Bags people carry twice.
Pulpform | compostable eco biodegradable | moulded pulp formed into trays and inserts | Moulded pulp, gone back to earth.
Seedpaper | compostable eco biodegradable | paper with seeds inside that you can plant | Plant the wrapping.
Caneware | compostable eco biodegradable food | tableware pressed from sugarcane fibre | Sugarcane plates, back to soil.
Mycopack | compostable eco biodegradable | packaging grown from mushroom roots | Grown, not made.
Hingebox | food takeaway restaurant | the hinged takeaway box that shuts with one press | Takeaway boxes that shut tight.
Snaplid | food takeaway restaurant | the lid that snaps on and stays on | Snaps shut, stays shut.
Traystack | food takeaway restaurant | food trays that stack neatly in a bag | Stack it, carry it, eat it.
Dipcup | food takeaway | the little lidded pot for sauces and dips | Small pots, no spills.
Tearstrip | ecommerce shipping online | the tear strip that opens a mailer in one pull | One pull, and it's open.
Firstpeel | ecommerce shipping online | the first peel of tape on a new parcel | Make opening it the best part.
Mailfold | ecommerce shipping online | a mailer box folded from one sheet | One sheet, one fold, posted.
Pumptop | beauty cosmetics skincare | the pump top on a bottle of lotion | Pumps, jars and tubes for beauty brands.
Frostjar | beauty cosmetics skincare | the frosted glass jar of a good face cream | Frosted glass, clean lines.
Compactly | beauty cosmetics | the powder compact, and packaging that fits compactly | Beauty packaging that fits.
Tissuefold | luxury gift | the tissue paper folded inside a gift box | Folded in tissue, opened with care.
Ribbonpull | luxury gift | the ribbon tab that lifts the lid of a rigid box | Pull the ribbon, lift the lid.
Magnetlid | luxury gift | the magnetic lid that closes a gift box with a soft click | The soft click of a good box.
Sipslot | coffee cup cafe | the sip slot in a coffee cup lid | Lids that sip right.
Doublewall | coffee cup cafe | double-walled cups that keep coffee hot and hands cool | Hot coffee, cool hands.
Ripplecup | coffee cup cafe | the ripple-walled cup every coffee shop hands over | The cup every cafe counts on.
Spotgloss | print custom branded | spot gloss: the shine printed only on your logo | Shine where your name is.
Foilpress | print custom branded | hot-foil pressing of a logo onto a box | Your name, pressed in foil.
Inkcarton | print custom branded | cartons printed with your brand's ink | Printed cartons, in your colours.
Parceltwine | - | parcels tied with twine, the way they used to be | Tied with twine, sent with care.
`)
