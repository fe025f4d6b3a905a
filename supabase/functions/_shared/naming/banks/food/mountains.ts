import { bank } from '../types.ts'

export default bank('mountain walks', `
Windridge | - | wind + ridge: walking a windy ridge | Feel the wind on the ridge.
Cairnstep | - | cairn + step: following the cairns step by step | From cairn to cairn.
Slowclimb | - | slow + climb: mountain walks at an easy pace | Climb slow, see more.
Cloudstride | - | cloud + stride: striding above the clouds | Stride above the clouds.
Quietcrag | - | quiet + crag: peaceful mountain paths | Where the crags are quiet.
Kindtrail | - | kind + trail: friendly guided mountain trails | A kinder way up.
Skyboot | - | sky + boot: boots that take you to the sky | Boots on, sky ahead.
Highhello | - | high + hello: a hello from the high paths | Say hello from up high.
Colwalk | alps alpine pass | col + walk: walking over mountain passes | Over the col and down the other side.
Cowbellpass | alps alpine pasture | cowbells heard on alpine pastures | Follow the cowbells.
Edelweg | alps alpine austria switzerland | edelweiss + weg: the alpine flower's path | The path of the edelweiss.
Strudelstop | alps austria hut | strudel + stop: the cake stop at an alpine hut | Walk, strudel, walk.
Hutslipper | hut alps alpine | the slippers you wear inside a mountain hut | Boots off, slippers on.
Hutsupper | hut alps alpine | hut + supper: a hearty supper at the mountain hut | Supper at the hut.
Bunkhike | hut alps alpine | bunk + hike: hiking hut to hut, sleeping in bunks | Hike by day, bunk by night.
Fellroam | lake district uk fell | fell + roam: roaming the fells | Roam the fells.
Tarnhop | lake district uk fell | tarn + hop: walking from tarn to tarn | Tarn to tarn.
Fellfriend | lake district uk fell | fell + friend: a friendly guide on the fells | A friend on the fells.
Munrobag | scotland highland munro | bagging Munros, the Scottish hills over 3000 feet | Bag your Munros with us.
Bothyway | scotland highland | bothy + way: walking between mountain bothies | Bothy to bothy.
Glenstride | scotland highland | glen + stride: striding through the glens | Stride through the glens.
Cramponday | winter snow ice | crampon + day: a winter day on snow and ice | Crampons on, day on.
Frostridge | winter snow | frost + ridge: winter ridge walks | Crisp ridges in winter.
Snowtread | winter snow snowshoe | snow + tread: treading through snow | Tread softly on the snow.
Teahousetrek | himalaya nepal trek | trekking from teahouse to teahouse | Tea at every stop.
Yakpath | himalaya nepal trek | yak + path: the high paths yaks walk | Walk where the yaks walk.
Prayerpath | himalaya nepal trek | prayer + path: paths lined with prayer flags | Walk under the prayer flags.
BagsAhead | luggage guided self | your bags go ahead while you walk | Your bags go ahead. You just walk.
Packfree | luggage guided self | pack + free: mountain walks without carrying a pack | Leave the pack to us.
Sisterstep | women solo group | sister + step: mountain walks for women | Up the mountain, together.
Soloascent | solo women single | solo + ascent: group mountain walks for solo travellers | Come alone, walk together.
Trailsister | women solo group | trail + sister: women walking the trails together | Sisters on the trail.
Trustguide | guided group safety | trust + guide: guides you can trust | Guided by people you trust.
Firstpeak | beginner family easy | first + peak: your first mountain | Every walker has a first peak.
Littlepeak | beginner family kids easy | little + peak: mountain walks for little legs | Big views for little legs.
Easyascent | beginner easy senior | easy + ascent: gentle mountain walks | Up, gently.
Polentapass | dolomites italy | polenta + pass: Italian passes with a hearty hut lunch | Polenta at the pass.
Rifugiowalk | dolomites italy hut | rifugio + walk: walking between Italian mountain huts | Rifugio to rifugio.
Palerock | dolomites italy | pale + rock: the pale rock of the Dolomites | Walk the pale mountains.
`)
