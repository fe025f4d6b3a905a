import { bank } from '../types.ts'

export default bank('chocolate', `
Snapline | - | good chocolate breaks with a clean snap along the line | Listen for the snap.
Marbleslab | - | the cold marble slab chocolatiers temper on | Tempered by hand on marble.
OneMoreSquare | - | what everyone says before the bar is gone | Go on, one more square.
Meltpoint | - | chocolate melts just below body heat, on the tongue | Made to melt at the right moment.
Tempercurve | - | the heat curve a chocolatier follows to temper chocolate | Tempered to the degree.
Nibroast | - | cacao nibs fresh from the roaster | Roasted nibs, ground slowly.
Brittlepan | - | the pan where nut brittle sets and cracks | Cracked by hand, piece by piece.
Fudgebox | - | a box of fresh-cut fudge | Cut this morning, boxed for you.
Winnowline | bean to bar craft single origin | winnowing: blowing the shells off roasted cacao | Shell off, flavour in.
Slowconche | bean to bar craft single origin | conching: days of slow stirring that make chocolate smooth | Stirred for days until it's smooth.
Podsplit | bean to bar craft single origin | the moment a cacao pod is split open on the farm | From the split pod to the bar.
FairSquare | ethical fairtrade organic direct | fair and square: fairly paid growers in every square | Fairly paid, square by square.
Fermentbox | ethical organic direct farmer | the wooden boxes where cacao ferments on the farm | Flavour starts on the farm.
Treetobar | ethical organic direct farmer | tree to bar: one maker from cacao tree to wrapper | Tree to bar, one team.
Oatsnap | vegan dairy plant | oat milk chocolate with a clean snap | Creamy, snappy, no dairy.
Hazelmilk | vegan dairy plant | hazelnut milk instead of cow's milk | Milk chocolate, from hazelnuts.
Darkpod | vegan dairy dark | dark chocolate straight from the cacao pod | Dark, pure and dairy free.
Goldfoil | gift luxury wedding corporate | the gold foil around a chocolate worth giving | Wrapped in gold, gone in seconds.
Ballotin | gift luxury wedding | the chocolatier's word for a gift box of pralines | The box worth bringing.
Ribbonbox | gift luxury wedding birthday | a chocolate box tied with ribbon | Tied with ribbon, filled by hand.
Truffledust | truffle praline belgian | the cocoa dusting on a hand-rolled truffle | Rolled by hand, dusted in cocoa.
Pralinepan | truffle praline belgian | the copper pan where praline caramelises | Caramelised slowly, ground fine.
Ganachery | truffle praline bonbon | ganache + -ery: a workshop for soft centres | Soft centres, made daily.
Cocoamug | hot chocolate cafe winter | a mug of proper hot cocoa | Melted bar, not powder.
Churrodip | hot chocolate cafe spanish | churros dipped in thick chocolate | Dip, bite, repeat.
Frothpot | hot chocolate cafe | the old chocolate pot with a frother through the lid | Frothed in the pot, poured thick.
Twistwrap | kids candy sweet shop retro | the twisted paper ends of a wrapped sweet | Twist, unwrap, grin.
SherbetDip | kids candy sweet shop retro | the sherbet dip of the corner sweet shop | A fizz from the old sweet shop.
Quarterjar | candy sweet shop retro | sweets weighed out from the jar by the quarter | A quarter from the big jar.
Cocoapost | online subscription gift delivery | cocoa + post: chocolate by mail | A bar through your letterbox.
Foilpost | online subscription gift delivery | a foil-wrapped bar, posted flat | Fits the letterbox, melts in the mouth.
Nibmail | online subscription delivery | nibs and bars by mail | New bars in the post every month.
`)
