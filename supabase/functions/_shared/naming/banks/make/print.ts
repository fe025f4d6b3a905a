import { bank } from '../types.ts'

export default bank('printing', `
Kisscut | - | kiss cut: a cut through a sticker but not its backing sheet | Cut through the sticker, not the sheet.
Inkslab | - | the ink slab: the stone or glass where a printer rolls out ink | Mixed on the slab, rolled on the page.
Proofpull | - | pulling a proof: the first test print checked before the full run | We pull a proof before every run.
Tympanworks | - | the tympan: the packing sheet on a press that sets how deep the type bites | Set just right for a crisp bite.
Waxletter | wedding invitation | wax + letter: invitations sealed with wax | Sealed with wax.
Zinestack | riso zine | zine + stack: stacks of printed zines | Stacks of zines.
Fluopink | riso zine | fluorescent pink, the signature riso colour | Bright pink, printed loud.
Risoriot | riso zine | riso + riot: loud, colourful riso prints | A riot of riso.
Inkflood | screenprint tshirt merch | ink + flood: the flood of ink through a screen | Flood the screen.
Merchpull | screenprint tshirt merch band | merch + pull: merch printed pull by pull | Printed one pull at a time.
Notenook | stationery notebook journal | note + nook: notebooks for quiet notes | A nook for your notes.
Cardbite | business card | card + bite: cards with a deep letterpress bite | Cards with bite.
Frameproof | poster art print gallery | frame + proof: prints ready for the frame | Ready for the frame.
Typekiss | letterpress craft | type + kiss: the light kiss of type on paper | Kissed by type.
Slowletter | letterpress craft | slow + letter: letterpress set by hand | Set by hand, letter by letter.
Seedprint | eco recycled sustainable | seed + print: print on seed paper you can plant | Print it, plant it.
Peelstack | sticker label packaging | peel + stack: stacks of stickers | Peel, stick, repeat.
Spinename | book self publishing | spine + name: books with your name on the spine | Your name on the spine.
`)
