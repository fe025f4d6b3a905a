import { bank } from '../types.ts'

export default bank('mountain walks', `
*Cowbellpass | alps alpine pasture | cowbells heard on alpine pastures | Follow the cowbells.
*Strudelstop | alps austria hut | strudel + stop: the cake stop at an alpine hut | Walk, strudel, walk.
Hutsupper | hut alps alpine | hut + supper: a hearty supper at the mountain hut | Supper at the hut.
Fellroam | lake district uk fell | fell + roam: roaming the fells | Roam the fells.
Tarnhop | lake district uk fell | tarn + hop: walking from tarn to tarn | Tarn to tarn.
Bothyway | scotland highland | bothy + way: walking between mountain bothies | Bothy to bothy.
Yakpath | himalaya nepal trek | yak + path: the high paths yaks walk | Walk where the yaks walk.
BagsAhead | luggage guided self | your bags go ahead while you walk | Your bags go ahead. You just walk.
Littlepeak | beginner family kids easy | little + peak: mountain walks for little legs | Big views for little legs.
Polentapass | dolomites italy | polenta + pass: Italian passes with a hearty hut lunch | Polenta at the pass.
`)
