import { bank } from '../types.ts'

export default bank('pool care', `
*Swimmaculate | - | swim + immaculate: water clean enough to dive straight in | Clean enough to dive straight in.
Skimnet | - | the long net that skims the leaves off the top | Skimmed every week.
Skimmer Blue | - | the skimmer working on a clear blue pool, right down to the drain | Blue right down to the drain.
Glasswater | - | water as clear as glass | Clear right to the bottom.
*Tubside Manner | hot tub spa jacuzzi | tub + bedside manner: gentle care for your hot tub | Gentle care for your hot tub.
Bubbletub | hot tub spa jacuzzi | the bubbles of a clean hot tub | Bubbles on, worries off.
Coverlift | opening closing winter seasonal | the cover coming off in spring | Cover off, summer on.
Winterlid | opening closing winter seasonal | the pool tucked under its lid for winter | Tucked in for winter.
*Cannonball Club | family kids children | the first cannonball of the summer | Ready for the first cannonball.
Flamingo Float | family kids holiday summer | the pink flamingo float on a sunny pool | Sunny pool, pink flamingo.
Villablue | holiday rental villa airbnb | a villa pool kept blue between guests | Blue for every guest.
Lounger Blue | luxury resort hotel | loungers beside clear blue water | Resort blue at home.
Leafscoop | - | the scoop that lifts the leaves before they sink | Leaves out before they sink.
# r10: detail names
Linerfix | leak leaks leaking repair repairs liner liners | a pool liner patched and sealed | Liners patched, water kept.
Sunblanket | heating heated heat solar | the solar cover that keeps the pool warm | Warm water, free from the sun.
Swamp & Swim | green algae swamp neglected cleanup rescue | a green swamp turned back into a pool | From green swamp to swimming.
Brine Dip | salt saltwater chlorinator | a soft dip in a saltwater pool | Salt water, soft on the skin.
Dig & Dive | build builds installation install construction | dig the hole, then dive in | Dug this spring, diving by summer.
# r11: detail names
Dipstrip | chlorine ph chemicals chemical testing balance | the test strip dipped in the water | Dipped, tested, balanced.
Pumphum | pump pumps filter filters motor | the steady hum of a working pool pump | Keep the pump humming.
Filter & Flow | pump pumps filter filters | a clean filter and strong flow | Clean filters, strong flow.
Reed & Ripple | natural pond ponds swimpond wild | reeds filter the water of a natural pool | Swim with the reeds.
Lanerope | gym gyms school schools leisure public commercial | the lane ropes of a public pool | Clean lanes, open doors.
Lifeguard Blue | hotel hotels gym gyms leisure public commercial | blue water under the lifeguard's chair | Blue water for every swimmer.
# r12: detail names
Skimday | weekly maintenance regular service | skim + day: the day the pool gets skimmed and tested | Every week, skimmed and tested.
*Blue Again Pools | green algae swamp neglected rescue cleanup | a green pool turned blue again | Green today, blue by Friday.
# r13: detail names
Nightdip | lighting lights led underwater night evening | a night dip in a pool lit from below | Lights on, one more dip.
Steamglass | indoor enclosure enclosed dehumidifier | the steamed-up glass round an indoor pool | Indoor pools, clear air, clear water.
# r14: detail names
Waterline Tiles | leak leaks leaking repair repairs liner liners tile tiles | the tiles along the waterline, mended | Leaks found, tiles fixed.
Warmlap | heating heated heat solar heatpump | a warm lap in a heated pool | Warm water, every lap.
First Fill | build builds installation install construction | the first fill of a newly built pool | From dug hole to first fill.
Armband Pools | kids children | the armbands on a child's first swim | Safe water for little swimmers.
`)
