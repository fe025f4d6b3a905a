import { bank } from '../types.ts'

export default bank('printing', `
Waxletter | wedding invitation | wax + letter: invitations sealed with wax | Sealed with wax.
Zinestack | riso zine risograph zines | zine + stack: stacks of printed zines | Stacks of zines.
*Risoriot | riso zine risograph zines | riso + riot: loud, colourful riso prints | A riot of riso.
Inkflood | screenprint tshirt merch screenprinting tshirts | ink + flood: the flood of ink through a screen | Flood the screen.
Notenook | stationery notebook journal notebooks journals | note + nook: notebooks for quiet notes | A nook for your notes.
Typekiss | letterpress craft | type + kiss: the light kiss of type on paper | Kissed by type.
Slowletter | letterpress craft | slow + letter: letterpress set by hand | Set by hand, letter by letter.
*Seedprint | eco recycled sustainable ecofriendly | seed + print: print on seed paper you can plant | Print it, plant it.
Peelstack | sticker label packaging stickers labels | peel + stack: stacks of stickers | Peel, stick, repeat.
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
# r14: detail names
Tourtee | merch band bands tour tshirt tshirts tee tees screenprint screenprinting | tour + tee: t-shirts printed for the band's tour | Printed before the tour van leaves.
Dotgrid Press | notebook notebooks journal journals planner planners stationery | dot-grid pages printed and bound | Every page ready for your plans.
Deepbite | letterpress | deep + bite: the deep bite of type pressed into card | Feel the letters with your thumb.
Edition Ten | poster posters artprint artprints giclee edition | a limited run of ten art prints | Ten prints, then never again.
Lid & Sleeve | packaging box boxes carton mailer mailers | printed box lids and sleeves | Packaging worth opening slowly.
Fridgedoor Prints | photo photos photograph photographs photobook | photos printed for the fridge door | Off your phone, onto the fridge.
`)
