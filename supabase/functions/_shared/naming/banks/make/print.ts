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
# r11: detail names
Handshakecard | businesscard businesscards card cards networking | handshake + card: the card you hand over with a handshake | Shake hands, hand one over.
Chefproof | menu menus restaurant takeaway | chef + proof: menus proofed and printed for chefs | Menus, proofed.
Hymnproof | funeral funerals memorial orderofservice | hymn + proof: orders of service checked and printed with care | Printed with care.
Thesisbind | dissertation thesis student students university | thesis + bind: theses and dissertations bound on time | Bound before the deadline.
Canvaswrap | canvas canvases | canvas + wrap: prints wrapped round a canvas frame | Wrapped and ready to hang.
Monthflip | calendar calendars | month + flip: printed calendars | Flip to a new month.
Squeegeepull | screenprint screenprinting tshirt tshirts merch | squeegee + pull: pulling ink through a screen | One pull, one shirt.
Vowpress | wedding invitation invitations | vow + press: wedding stationery | Vows, pressed.
Ribbonmarker | notebook notebooks journal journals planner | ribbon + marker: the ribbon bookmark in a good notebook | Keep your place.
Pulpprint | eco recycled sustainable | pulp + print: printing on recycled paper | Printed on second-life paper.
Peelcorner | sticker stickers label labels | peel + corner: the corner you lift to peel a sticker | Lift the corner.
# r12: detail names
Inkhouse Invites | wedding invitation invitations | wedding invitations inked in house | Save the date in style.
Stickerstack | sticker stickers label labels | stacks of custom stickers | Stick your brand on everything.
Greenink Print | eco recycled sustainable | printing on recycled paper with green inks | Print that doesn't cost the earth.
# r13: detail names
Stillwarm | sameday express urgent rush fast quick overnight nextday | still + warm: prints handed over still warm from the press | Still warm when you collect.
Mantelcard | greeting greetings birthday christmas thankyou | mantel + card: cards printed to stand on the mantelpiece | Made for the mantelpiece.
Foilstrike | foil foiling foiled embossed embossing luxury | foil + strike: the press striking gold foil into paper | Struck in gold.
`)
