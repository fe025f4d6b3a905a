import { bank } from '../types.ts'

export default bank('mountain walks', `
AlpineStart | - | the pre-dawn start mountain walkers make to beat the heat | We start early so you finish happy.
SeaOfCloud | - | the sea of cloud you look down on from a ridge at sunrise | Walk above the clouds.
Contourwalk | - | a walk that follows the contour lines on the map | Follow the contours, not the crowds.
Ridgerun | - | a long walk along a mountain ridge | Up once, then ridge all day.
Saddlepath | - | the path over a mountain saddle between two peaks | Over the saddle, into the next valley.
Moraine | glacier alps | the ridge of rock a glacier leaves behind | Walk where the glacier used to be.
BagsAhead | luggage guided self | bags sent ahead to the next night's stop | Your bags go ahead, you walk light.
Colwalk | alps alpine pass | walking over a col, the high pass between valleys | One col a day.
Alpenglow | alps alpine sunset | the pink glow on the peaks after sunset | Stay out for the alpenglow.
Hutslipper | hut alps alpine | the slippers every mountain hut hands you at the door | Boots off, slippers on, soup's ready.
Hutbunk | hut alps alpine | the bunk room of a mountain hut | Sleep high in a mountain hut.
RedWhiteRed | alps austria alpine | the red-white-red paint marks on Alpine paths | Follow the red and white.
Strudelstop | alps austria hut | the strudel stop at the hut halfway up | Every walk has a strudel stop.
Cowbellpass | alps alpine pasture | the sound of cow bells on the high Alpine pasture | Walk to the sound of cowbells.
Tarnside | lake district uk | beside a tarn, the small mountain lakes of the fells | Lunch by the tarn.
Fellfoot | lake district uk | the foot of the fell, where every walk begins | Start at the foot of the fell.
Screerun | lake district uk scotland | the loose scree slope walkers run down with a grin | Up the path, down the scree.
Munrobag | scotland highland | munro bagging: climbing Scotland's highest hills one by one | One more Munro for the list.
Bothyway | scotland highland | the way to a bothy, the open mountain shelters of Scotland | A night in the bothy.
Glenroute | scotland highland | a route up a Scottish glen | Up the glen, over the top.
Cramponday | winter snow ice | a winter day walking with crampons | Crampons on, winter walking.
Frostridge | winter snow | a ridge white with frost | Crisp ridges, clear skies.
Snowshoetrail | winter snow | a trail walked on snowshoes | Snowshoes on, trail ahead.
Teahousetrek | himalaya nepal trek | the Himalayan trek from one tea house to the next | Tea house to tea house.
Prayerflag | himalaya nepal trek | the prayer flags strung across high Himalayan passes | Under the prayer flags.
Yakpath | himalaya nepal trek | the paths yaks carry loads along in the Himalaya | Walk the yak paths.
`)
