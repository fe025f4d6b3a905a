import { bank } from '../types.ts'

export default bank('mountain walks', `
Trigtop | - | the concrete trig pillar that marks the top of so many hills | Touch the trig, then the flask.
Gridref | - | the six-figure grid reference walkers use to pin a spot on the map | Meet us at the grid ref.
Screerun | - | the quick, sliding descent down a slope of loose stones | Up the path, down the scree.
Closecontour | - | where contour lines crowd together on the map, the climb gets steep | Where the contour lines close in.
Colwalk | alps alpine pass | col + walk: walking over mountain passes | Over the col and down the other side.
Cowbellpass | alps alpine pasture | cowbells heard on alpine pastures | Follow the cowbells.
Edelweg | alps alpine austria switzerland | edelweiss + weg: the alpine flower's path | The path of the edelweiss.
Strudelstop | alps austria hut | strudel + stop: the cake stop at an alpine hut | Walk, strudel, walk.
Hutslipper | hut alps alpine | the slippers you wear inside a mountain hut | Boots off, slippers on.
Hutsupper | hut alps alpine | hut + supper: a hearty supper at the mountain hut | Supper at the hut.
Fellroam | lake district uk fell | fell + roam: roaming the fells | Roam the fells.
Tarnhop | lake district uk fell | tarn + hop: walking from tarn to tarn | Tarn to tarn.
Munrobag | scotland highland munro | bagging Munros, the Scottish hills over 3000 feet | Bag your Munros with us.
Bothyway | scotland highland | bothy + way: walking between mountain bothies | Bothy to bothy.
Cramponday | winter snow ice | crampon + day: a winter day on snow and ice | Crampons on, day on.
Yakpath | himalaya nepal trek | yak + path: the high paths yaks walk | Walk where the yaks walk.
BagsAhead | luggage guided self | your bags go ahead while you walk | Your bags go ahead. You just walk.
Sisterstep | women solo group | sister + step: mountain walks for women | Up the mountain, together.
Littlepeak | beginner family kids easy | little + peak: mountain walks for little legs | Big views for little legs.
Polentapass | dolomites italy | polenta + pass: Italian passes with a hearty hut lunch | Polenta at the pass.
Rifugiowalk | dolomites italy hut | rifugio + walk: walking between Italian mountain huts | Rifugio to rifugio.
`)
