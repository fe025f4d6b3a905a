import { bank } from '../types.ts'

export default bank('creative work', `
NudgeKey | - | the arrow key designers tap to nudge a shape one pixel | One pixel better, every time.
Makeready | - | makeready: the printer's word for everything done before the run | Everything ready before the run.
FinalFinal | - | the final_final file every designer has saved at least once | Final means final here.
Tracepaper | - | the tracing paper a sketch is refined on, layer by layer | Sketched, traced, then made right.
SwatchRoom | - | a room full of swatches where the colour gets decided | Where the colour gets decided.
Gutterspace | - | the gutter between columns that keeps a layout breathing | Room to breathe on every page.
ThumbSketch | - | the tiny thumbnail sketches every idea starts as | Big ideas, started small.
Loupedesk | - | the desk where every proof is checked under a loupe | Checked under the loupe.
Moodpin | - | a pin on the mood board where a project begins | Every project starts with a pin.
Inkhorn | - | the old horn inkpot an artist dipped into | Old ink, new ideas.
Halftone | - | the dot pattern of printed pictures | Dot by dot, done right.
Spraymount | - | the spray mount every studio once glued its layouts with | Sticky ideas, mounted straight.
Sketchloft | illustrator | a loft full of sketchbooks where illustrators draw | Drawn upstairs, seen everywhere.
DipNib | illustrator | the dip pen nib illustrators still ink with | Inked by hand, nib by nib.
PenWash | illustrator | pen and wash: the classic illustration technique | Pen, wash and patience.
Cropmark | print | the crop marks that show the printer where to trim | Trimmed exactly where we meant.
Blueline | print | the blueline proof checked before a print run | Proofed before it is printed.
Bleedline | print | the bleed line colour runs past so nothing is left white | Colour right to the edge.
Hoverstate | web | the hover state: how a button answers the cursor | Websites that answer back.
Abovefold | web | above the fold: what a visitor sees before scrolling | Seen before the scroll.
Pixelgrid | web | the pixel grid every screen layout snaps to | Snapped to the grid.
Cartonfold | packaging | the folds that make a flat sheet a carton | Boxes people keep.
Foilblock | packaging | foil blocking: the shine pressed into a premium box | Packaging with a little shine.
ShelfPop | packaging | packaging that pops off the shelf | Picked first off the shelf.
Onionskin | motion | the onion skin animators use to see the frame before | Frame by frame, made to move.
EaseIn | motion | ease-in: the curve that makes motion feel natural | Motion that feels natural.
Tweenhouse | motion | a house of tweens, the frames between the keys | All the frames in between.
Kernfield | type | kerning: the space between letters, set with care | Every letter spaced by eye.
Swashbuckle | type | the swash of a letter + swashbuckler: bold, flourished type | Bold letters with a flourish.
Serifside | type | the side of type with serifs and character | Type with character.
DeckleInk | wedding | the torn deckle edge of fine paper, printed in ink | Invitations with a torn edge.
VellumVow | wedding | vellum + vow: wedding stationery on translucent paper | Your vows, on vellum.
SealScript | wedding | wax seal and hand script on every envelope | Sealed, scripted, sent with love.
CritTable | collective | the table where work is pinned up and critiqued | Better work, round one table.
PinWall | collective | the wall where a studio pins its work in progress | Work in progress, out in the open.
CritNight | collective | the evening crit where creatives share work in progress | Bring your work, leave it better.
`)
