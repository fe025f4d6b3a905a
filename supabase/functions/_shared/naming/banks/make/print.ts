import { bank } from '../types.ts'

export default bank('printing', `
Kindpress | - | kind + press: friendly, careful printing | Printed with care.
Crispsheet | - | crisp + sheet: clean, sharp prints | Crisp on every sheet.
Sharppage | - | sharp + page: crisp, standout prints | Make the page stand out.
Deepinked | - | deep + inked: deep, rich colour on paper | Deep ink, good paper.
Sharpproof | - | sharp + proof: sharp proofs before every run | Sharp from the first proof.
Warmtype | - | warm + type: friendly lettering and type | Type with warmth.
Crispfold | - | crisp + fold: freshly printed and neatly folded | Off the press, neatly folded.
Steadyroller | - | steady + roller: steady, reliable printing | Steady runs, every time.
Heartyink | - | hearty + ink: generous, inky printing | Plenty of ink, plenty of heart.
Vowpress | wedding invitation stationery | vow + press: wedding invitations | Invitations for the vows.
Waxletter | wedding invitation | wax + letter: invitations sealed with wax | Sealed with wax.
Aisleinvite | wedding invitation | aisle + invite: wedding invitations | The first step to the aisle.
Zinestack | riso zine | zine + stack: stacks of printed zines | Stacks of zines.
Fluopink | riso zine | fluorescent pink, the signature riso colour | Bright pink, printed loud.
Risoriot | riso zine | riso + riot: loud, colourful riso prints | A riot of riso.
Inkflood | screenprint tshirt merch | ink + flood: the flood of ink through a screen | Flood the screen.
Merchpull | screenprint tshirt merch band | merch + pull: merch printed pull by pull | Printed one pull at a time.
Teeflood | screenprint tshirt merch | tee + flood: screenprinted t-shirts | Tees flooded with colour.
Dotpage | stationery notebook journal | dot + page: dotted notebook pages | A dot on every page.
Notenook | stationery notebook journal | note + nook: notebooks for quiet notes | A nook for your notes.
Journaljoy | stationery notebook journal | journal + joy: joyful journals | Joy on every page.
Cardbite | business card | card + bite: cards with a deep letterpress bite | Cards with bite.
Cottoncard | business card | cotton + card: business cards on cotton paper | Soft card, firm handshake.
Handshakeink | business card | handshake + ink: business cards to hand over | Ink for the handshake.
Wallsheet | poster art print gallery | wall + sheet: prints for your wall | Made for walls.
Frameproof | poster art print gallery | frame + proof: prints ready for the frame | Ready for the frame.
Hangprint | poster art print | hang + print: art prints to hang | Print it. Hang it.
Typekiss | letterpress craft | type + kiss: the light kiss of type on paper | Kissed by type.
Slowletter | letterpress craft | slow + letter: letterpress set by hand | Set by hand, letter by letter.
Handcrank | letterpress craft | hand + crank: a hand-cranked press | Cranked by hand.
Leafpaper | eco recycled sustainable | leaf + paper: recycled paper printing | Printed kindly.
Seedprint | eco recycled sustainable | seed + print: print on seed paper you can plant | Print it, plant it.
Soyink | eco recycled sustainable | soy + ink: printing with plant-based inks | Plant-based ink.
Peelstack | sticker label packaging | peel + stack: stacks of stickers | Peel, stick, repeat.
Labelpop | sticker label packaging | label + pop: labels that pop | Labels that pop.
Stickgrin | sticker label | stick + grin: fun stickers | Stick on a grin.
Authorink | book self publishing author | author + ink: printing for authors | Your book, in ink.
Selfbind | book self publishing | self + bind: self-published books, bound | Bound for you.
Spinename | book self publishing | spine + name: books with your name on the spine | Your name on the spine.
`)
