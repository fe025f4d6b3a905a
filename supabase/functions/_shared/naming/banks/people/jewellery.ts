import { bank } from '../types.ts'

export default bank('jewellery', `
Magpiece | - | magpie + piece: pieces a magpie would steal | Pieces worth stealing, like a magpie.
OneKnee | engagement proposal | the moment someone goes down on one knee | Made for the moment on one knee.
Silverling | silver | silverling, an old word for a silver coin | Small silver, made to last.
BenchPeg | handmade maker | the bench peg every jeweller saws and files against | Made at the bench, by hand.
JumpRing | - | the jump ring that links every chain and charm | The little ring that holds it together.
Goldfinch | gold | the goldfinch, a bright bird with gold in its wings | Gold, light as a wing.
Rosecut | vintage antique | the rose cut, an old diamond cut with soft facets | Old cuts, soft sparkle.
HoopAndStud | earring piercing | hoops and studs: earrings for every piercing | Hoops, studs and every lobe between.
FourClaw | engagement wedding | the four-claw setting that holds a solitaire | Held in four claws, forever.
Locketful | - | a locket full of memories | A locket full of someone.
Hammertone | handmade maker | the hammered finish of metal shaped by hand | Every tap of the hammer shows.
NineTwoFive | silver | 925, the stamp of sterling silver | Stamped 925, made honest.
Waxseal | men signet | the wax seal a signet ring presses | Rings made to seal a letter.
Pavestone | - | pave-set stones + paving stone: sparkle laid close | Stones laid close, sparkle laid on.
Remelt | ethical recycled | old gold remelted into new pieces | Old gold, remelted, reborn.
EarParty | earring piercing | the ear party: several studs and hoops worn together | Every lobe invited.
Giltedge | gold | gilt + gilt-edged: the finest kind | Gilt-edged, through and through.
VelvetBox | - | the velvet box a ring comes in | Worth opening the box for.
Oldcut | vintage antique | old-cut diamonds, cut by hand before machines | Diamonds cut the old way.
FourthFinger | engagement wedding | the fourth finger, where the ring goes | For the fourth finger.
Curbchain | men chain | the curb chain, a classic chunky link | Links with some weight.
Handcast | handmade maker | cast by hand in small batches | Cast by hand, one at a time.
Rougecloth | - | the rouge cloth jewellers polish with | Polished with a rouge cloth.
SilverSixpence | silver wedding | the silver sixpence in a bride's shoe | A silver sixpence for luck.
Grownstone | ethical lab | gems grown, not mined | Grown, not mined.
Lobeline | earring piercing | the line of a pierced ear lobe | Studs set in a line.
Collarstud | men vintage | the small stud that once held a shirt collar: old-school men's pieces | Small pieces for sharp collars.
Charmstring | charm | the old charm string, a keepsake chain of charms | A charm for every chapter.
Gildwell | gold | gild + well: gold done properly | Gilded, and done well.
Fairmined | ethical recycled | gold mined fairly, with a clear trail | Gold with a clear trail.
Claspwell | - | a clasp that shuts well: pieces that stay on | Clasps that stay shut.
Mandrel | handmade maker ring | the tapered mandrel a ring is shaped on | Every ring shaped on the mandrel.
`)
