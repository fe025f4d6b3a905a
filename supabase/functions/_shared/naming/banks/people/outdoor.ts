import { bank } from '../types.ts'

export default bank('outdoor gear', `
Gritstone | climbing | gritstone, the rough rock of English crags | Gear for gritstone days.
Guyline | camping camp tent | the guylines that hold a tent in the wind | Held firm in any wind.
Kitlist | - | the kit list every trip starts with | Everything on the kit list.
Sitstart | bouldering boulder | the sit start of a boulder problem | Start low, top out.
Resend | used secondhand | re + send: used climbing gear sent again | Gear for its second send.
Daysack | hiking hike walking | the daysack, the small pack for a day's walk | Packed for the day.
Baseweight | ultralight lightweight | baseweight, the number ultralight hikers count | Lighter base, longer days.
Snowhole | winter alpine snow | the snow hole mountaineers dig to shelter in | Gear for a night in a snow hole.
FigureEight | climbing | the figure-eight knot every climber ties in with | Tied in, checked, climbing.
Billycan | camping camp | the billycan boiled over a camp fire | Tea from the billycan.
Firesteel | - | the firesteel that lights a fire in any weather | Spark a fire, whatever the weather.
Mantleshelf | bouldering boulder | the mantle shelf, the last press onto a boulder's top | Made for the final mantle.
Waymark | hiking hike walking | the waymarks that guide a walking route | Follow the waymarks.
Gramcount | ultralight lightweight | counting grams, the ultralight habit | Every gram counted.
Bivvy | winter alpine camping | the bivvy bag for a night under the sky | A night out, under the stars.
Resole | used repair | resoled climbing shoes, good for another season | Another season from your shoes.
Ridgepole | - | the ridge pole that holds up a tent | Gear that holds up.
Crimpy | climbing | crimpy, the small-edged holds climbers train for | Small holds, strong fingers.
Crashpad | bouldering boulder | the crash pad under every boulder problem | Fall soft, try again.
Flysheet | camping camp tent | the flysheet, the tent's outer skin | Dry under the flysheet.
Stormflap | winter alpine | the storm flap over a jacket zip | Sealed against the storm.
Gearloop | used secondhand | the gear loop on a harness: gear passed on | Clip more on the gear loop.
Mapcase | hiking hike walking | the map case worn round a walker's neck | The map stays dry.
Ouncewise | ultralight lightweight | wise with every ounce | Wise with every ounce.
Stuffsack | - | the stuff sack every sleeping bag squeezes into | Everything fits in the stuff sack.
Ropewalk | climbing | the ropewalk, where long ropes were once made | Rope, by the metre.
Tarpline | camping camp | the line a camp tarp is strung from | String a tarp, make camp.
Bootroom | hiking hike | the boot room by the door, full of muddy kit | Straight from the boot room.
Trailstove | camping camp hiking | the small stove carried on a trail | Hot food, miles out.
Frontpoint | winter alpine ice | front-pointing, kicking crampon spikes into ice | Kick in, step up.
Clipwell | - | clip in, climb well | Clip in, climb well.
Hutkit | - | the kit a walker takes hut to hut | Kit for hut to hut.
`)
