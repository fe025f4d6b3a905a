import { bank } from '../types.ts'

export default bank('printing', `
Quoinkey | - | the key that locks type tight in the chase | Locked up tight, printed true.
Deckleleaf | - | a leaf of paper with a soft deckle edge | Soft edges, sharp ink.
Brayerbench | - | the bench where ink is rolled out with a brayer | Rolled, inked, pressed.
Inkdisc | - | the turning ink disc on a platen press | Every sheet inked on the disc.
Kissprint | - | a kiss impression: the lightest touch of type on paper | A light kiss of ink.
Deepbite | - | the deep bite of letterpress type into thick card | Feel the bite.
Tympanset | - | the tympan: the packed sheet behind the paper on the press | Set on the tympan, pressed true.
Bonefold | - | the bone folder that creases every card | Folded with a bone, crisp as a bone.
Typehigh | - | type-high: the height every piece of type must stand | Everything set type-high.
Quirefold | - | a quire of sheets folded into a section | Folded by the quire.
Platenjaw | - | the jaws of a platen press closing on the sheet | Pressed between the jaws.
Proofpull | - | the proof pulled before the run | We pull a proof first.
Serifset | - | serif type, set by hand | Set in serifs, one letter at a time.
Kernpair | - | the pair of letters a typesetter nudges closer | Every pair kerned by eye.
Blindstamp | - | an uncoloured stamp pressed into the paper | Pressed in, no ink needed.
Vowpress | wedding invitation | wedding vows, pressed onto card | Your day, pressed in paper.
Tissueliner | wedding invitation | the tissue sheet tucked inside a wedding envelope | Tucked in tissue, sent with love.
Waxletter | wedding invitation | an invitation closed with a wax seal | Sealed in wax, opened with joy.
Risodrum | riso zine | the ink drum that turns inside a risograph | Fresh off the riso drum.
Zinestack | riso zine | a stack of freshly stapled zines | Folded, stapled, stacked.
Fluopink | riso zine | riso's famous fluorescent pink | Pink so bright it glows.
Squeegeepull | screenprint tshirt merch | the pull of the squeegee across the screen | One pull per colour.
Meshframe | screenprint tshirt merch | the mesh frame every screen print comes through | Through the mesh, onto the shirt.
Inkflood | screenprint tshirt merch | the flood stroke that fills the screen before the print | Flood, pull, lift.
Spinebound | stationery notebook journal | a notebook bound at the spine by hand | Bound at the spine, made to be filled.
Dotpage | stationery notebook journal | the dotted page every planner loves | Dots for every plan.
Penloop | stationery notebook journal | the loop that holds the pen to the notebook | Never lose the pen.
Cardbite | business card | the bite of letterpress on a thick card | Cards people keep.
Cottoncard | business card | heavy cotton card stock | Heavy card, lasting impression.
Pocketproof | business card | a proof of your card, ready for the pocket | Ready for every pocket.
`)
