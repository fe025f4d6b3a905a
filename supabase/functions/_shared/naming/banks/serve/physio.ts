import { bank } from '../types.ts'

export default bank('physio and massage', `
Knotfound | - | the knot found and worked loose | We find the knot.
Sprintback | sport athlete runner running | sprinting back after injury | Back to the sprint.
Slowknead | massage spa relaxation relax | a slow, deep massage | Slow hands, deep rest.
Hunchfree | back pain posture office desk chiropractor osteopath | free of the desk hunch | Stand tall again.
Bumpease | pregnancy prenatal postnatal | easing aches through pregnancy | Ease for the bump.
Stairready | elderly senior mobility falls | ready for the stairs again | Ready for the stairs.
Steadystride | elderly senior mobility falls | a steady stride, fewer falls | Steady on your feet.
*Knot Today | - | knot + not today: muscle knots sent packing | Knots? Not today.
*Knead To Know | massage spa relaxation relax | knead + need to know: massage that finds what your body needs | Kneaded where you need it.
*Hot Stone Hour | massage spa relaxation relax stone | an hour of warm stones on tired muscles | One hour, warm stones, deep rest.
*Spine & Dandy | back pain posture chiropractor osteopath spine | spine + fine and dandy: your back feeling fine again | Feeling fine and dandy again.
*Back On Track | rehab surgery knee recovery sport | back on track after injury or surgery | Back on your feet, on track.
*Bump & Back | pregnancy prenatal postnatal | the bump and the back that aches with it | For the bump and the back.
*Sure Footed | elderly senior mobility falls | steady, sure-footed walking and fewer falls | Steady steps, fewer falls.
*Core Restore | women pelvic postnatal core | restoring core strength after birth | Your core, restored after birth.
*Stiff Upper Back | office corporate workplace desk | stiff upper lip + stiff upper back: desk aches sorted | No more stiff upper back.
`)
