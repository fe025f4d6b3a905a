import { bank } from '../types.ts'

export default bank('printing', `
Waxletter | wedding invitation | wax + letter: invitations sealed with wax | Sealed with wax.
Zinestack | riso zine | zine + stack: stacks of printed zines | Stacks of zines.
*Risoriot | riso zine | riso + riot: loud, colourful riso prints | A riot of riso.
Inkflood | screenprint tshirt merch | ink + flood: the flood of ink through a screen | Flood the screen.
Notenook | stationery notebook journal | note + nook: notebooks for quiet notes | A nook for your notes.
Typekiss | letterpress craft | type + kiss: the light kiss of type on paper | Kissed by type.
Slowletter | letterpress craft | slow + letter: letterpress set by hand | Set by hand, letter by letter.
*Seedprint | eco recycled sustainable | seed + print: print on seed paper you can plant | Print it, plant it.
Peelstack | sticker label packaging | peel + stack: stacks of stickers | Peel, stick, repeat.
# r10: detail names
Doormatdrop | flyer flyers leaflet leaflets brochure | doormat + drop: leaflets that land on the doormat | Land on every doormat.
Flyerfold | flyer flyers leaflet leaflets brochure | flyer + fold: flyers folded and ready | Folded, stacked, ready.
Postertube | poster posters artprint art giclee | poster + tube: posters rolled and posted in tubes | Rolled, tubed, on your wall.
Spinestitch | book books binding bookbinding author publishing | spine + stitch: a book stitched at the spine | Stitched at the spine.
Authorproof | book books author selfpublishing publishing | author + proof: the first proof copy in an author's hands | Hold your first proof.
Shoeboxphoto | photo photos photograph photography | shoebox + photo: photos printed for the shoebox again | Back in the shoebox.
Boxcrease | packaging box boxes carton | box + crease: printed boxes creased and folded | Creased, folded, branded.
`)
