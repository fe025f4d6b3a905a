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
# r10: detail names
Llamaridge | peru andes inca machu | llama + ridge: walking the Inca trail with llamas | Walk with the llamas.
Dragonpeak | wales welsh snowdonia snowdon eryri | dragon + peak: walks up the peaks of Wales, land of the red dragon | Climb the dragon's peaks.
Sistersummit | women woman ladies female | sister + summit: mountain walks for women | Up the mountain with the sisters.
Cramponridge | winter snow ice crampon crampons | crampon + ridge: winter walks on snowy ridges | Crampons on, ridge ahead.
Tentpeak | camping camp wild tent backpacking | tent + peak: wild camping below the peak | Pitch up, wake up on top.
Pawpeak | dog dogs | paw + peak: mountain walks with your dog | Four paws, one peak.
Fonduehut | switzerland swiss | fondue + hut: fondue at a Swiss mountain hut | Walk up, dip in.
Baguette & Boots | france french chamonix savoie | baguette + boots: French mountain walks with a proper lunch | Boots on, baguette packed.
Lavapath | iceland volcano volcanic | lava + path: walks over Iceland's lava fields | Walk where the lava cooled.
Fjordridge | norway norwegian fjord fjords | fjord + ridge: ridge walks above the fjords | High above the fjord.
Kilisunrise | kilimanjaro tanzania | Kili + sunrise: the summit sunrise on Kilimanjaro | Sunrise on the roof of Africa.
# r11: detail names
Pledgepeak | charity challenge fundraising sponsored fundraiser | pledge + peak: charity climbs for sponsors' pledges | Climb it for a cause.
Mapfold | navigation map maps skills | map + fold: learn to read and fold the map | Learn the map before the mountain.
Lensridge | photography photo photographers camera | lens + ridge: photography walks on mountain ridges | Walk the ridge, frame the view.
Summitmat | yoga retreat retreats wellness mindful | summit + mat: yoga at the top of the walk | Roll out the mat at the top.
Siestapeak | spain spanish pyrenees picos sierra andalucia | siesta + peak: Spanish mountain walks with a long lunch | Walk the morning, siesta the afternoon.
Tagine & Trail | morocco moroccan atlas toubkal berber | tagine + trail: Atlas walks with a tagine at the end | A trail by day, a tagine by night.
Dawnridge | sunrise dawn | dawn + ridge: walks timed to reach the ridge at sunrise | On the ridge before the sun.
Ironpath | viaferrata ferrata scrambling scramble | iron + path: via ferrata means iron path, cables and ladders up the rock | Clip in, climb on.
Moosepass | canada canadian rockies banff | moose + pass: walks in the Canadian Rockies | Watch for moose at the pass.
Onsenpeak | japan japanese fuji kumano | onsen + peak: a Japanese summit, then a hot spring | Climb the peak, soak in the onsen.
Munrotick | scotland scottish highland highlands munro munros | Munro + tick: ticking off Scotland's Munros | One more Munro ticked.
Pocketpeak | kids children beginner beginners toddlers | pocket + peak: small peaks for little walkers | Pocket-sized peaks, giant views.
# r13: detail names
Gritedge | derbyshire edale kinder gritstone sheffield | grit + edge: walks along the Peak District's gritstone edges | Walk the edge of the gritstone.
Torchridge | stargazing stars moonlight fullmoon headtorch | head torch + ridge: night walks on the ridge by torchlight | The ridge, by torchlight.
Cairnstack | corporate teambuilding offsite | cairn + stack: a team adds a stone each to the summit cairn | Everyone adds a stone.
Condorpass | patagonia chile chilean argentina torres | condor + pass: walks under the condors of Patagonia | Walk where the condors fly.
Tussocktrack | newzealand zealand nz tramping milford | tussock + track: tramping tracks through New Zealand tussock | Tramp the tussock.
Oregano Trail | greece greek crete cretan | oregano + trail: Greek mountain paths that smell of wild herbs | Follow the smell of oregano.
# r14: detail names
Backmarker | guided guide guides led leader | the backmarker: the guide who walks at the back so no one is left behind | No one walks at the back alone.
Wagtail Ridge | dog dogs dogfriendly | a wagging tail on the ridge: mountain walks with your dog | Tails up on the ridge.
First Trig Point | beginner beginners novice novices firsttime | the first trig point you touch at the top of a hill | Touch your first trig point.
Bivvy & Brew | camping camp wildcamping bivvy tent backpacking | bivvy + brew: a night in a bivvy bag, a stove brew at dawn | Sleep out, brew up.
`)
