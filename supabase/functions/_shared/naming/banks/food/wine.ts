import { bank } from '../types.ts'

export default bank('wine', `
Punchdown | - | punching down the skins that float on fermenting red wine | Punched down by hand, twice a day.
Cellarbook | - | the book a cellar keeps of every bottle laid down | Every bottle written down.
BasketPress | - | the old wooden basket press that squeezes grapes gently | Pressed gently, the old way.
Oakstave | - | the oak staves a wine barrel is built from | Shaped by oak, poured by us.
Grapestomp | - | grapes trodden by foot at harvest | Trodden at harvest, shared all year.
Budburst | vineyard estate winery harvest | the spring day the vine buds open | From budburst to bottle.
Crushpad | vineyard estate winery harvest | the concrete pad where grapes are crushed at harvest | Harvest starts on the crush pad.
Southslope | vineyard estate winery | the sunny south slope where the best vines grow | Grown on the sunny side.
SkinContact | natural organic orange biodynamic | white grapes left on their skins: the orange-wine method | Left on the skins, on purpose.
Amphoralane | natural organic orange biodynamic | natural wine aged in clay amphora | Aged in clay, made by hand.
Unfined | natural organic biodynamic | wine left unfined and unfiltered, as it came | Nothing added, nothing taken out.
MixedCase | online subscription club delivery | the merchant's mixed case of twelve bottles | Twelve bottles, chosen for you.
Corkpost | online subscription club delivery | cork + post: wine sent by mail | A case through the door each month.
Cellarpost | online subscription club | your own cellar, arriving by post | Your cellar, delivered.
Binend | shop merchant bottle | bin ends: the last bottles of a wine a merchant sells on | Great bottles, last of the bin.
Shelftalker | shop merchant bottle | the handwritten note on the wine shop shelf | Read the note, take the bottle.
Bincard | shop merchant cellar | the card that marks each bin in a wine cellar | Every bin labelled, every bottle known.
WaitersFriend | bar sommelier restaurant | the sommelier's folding corkscrew | Opened at the table.
Carafeline | bar restaurant | wine poured by the carafe | Order the carafe.
Flightboard | bar tasting | a board of tasting glasses, one wine flight | Three glasses, one flight.
Blindpour | tasting sommelier course education | a blind tasting pour, label hidden | Taste first, label later.
Aromawheel | tasting sommelier course education | the wheel tasters use to name what they smell | Learn to name what you smell.
Tastevin | tasting sommelier education | the little silver tasting cup a sommelier wears | The sommelier's cup, at your table.
Roserow | rose summer vineyard | the rose bush planted at the end of a vine row | The pink end of the vineyard.
Blushpour | rose summer | a pale pink pour | Pale, pink and cold.
Picnicglass | rose summer picnic outdoor | a glass of wine in the open air | Pack a glass, find a blanket.
Riddlerack | sparkling champagne | the rack where sparkling bottles are turned by hand | Turned by hand, bottle by bottle.
Perlage | sparkling champagne prosecco | the trail of fine bubbles in a glass of fizz | Watch the bubbles climb.
Corkcage | sparkling champagne celebration | the wire cage on a sparkling wine cork | Twist the cage, wait for the pop.
Vinetwine | - | the twine that ties each vine to its wire | Tied by hand, row by row.
Terracerow | vineyard estate hillside | vines planted on terraces cut into a steep hill | Grown on the terraces, picked by hand.
Latepick | dessert sweet vineyard | grapes picked late for sweet wine | Picked late, poured sweet.
Claretcup | red bordeaux vintage | claret, the old English name for red Bordeaux | A proper glass of red.
`)
