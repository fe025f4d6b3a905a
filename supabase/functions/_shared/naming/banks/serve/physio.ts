import { bank } from '../types.ts'

export default bank('physio and massage', `
Knotfound | - | the knot found and worked loose | We find the knot.
Sprintback | sport athlete runner running | sprinting back after injury | Back to the sprint.
Stonewarm | massage spa relaxation relax | warm stones on tired muscles | Warm stones, slow breath.
Slowknead | massage spa relaxation relax | a slow, deep massage | Slow hands, deep rest.
Hushhands | massage spa relaxation relax | hands that bring a hush | Quiet hands, quiet mind.
Hunchfree | back pain posture office desk chiropractor osteopath | free of the desk hunch | Stand tall again.
Spinecalm | back pain posture chiropractor osteopath spine | a calm, supported spine | A calm spine, a calm day.
Scarsoft | rehab surgery knee recovery | softening scar tissue after surgery | Softer scars, freer movement.
Mendpath | rehab surgery knee recovery | the path back after injury | Your path back.
Bumpease | pregnancy prenatal postnatal | easing aches through pregnancy | Ease for the bump.
Ninemonth | pregnancy prenatal | care through all nine months | Nine months of care.
Canefree | elderly senior mobility falls | walking free of the cane again | Walk without the cane.
Stairready | elderly senior mobility falls | ready for the stairs again | Ready for the stairs.
Steadystride | elderly senior mobility falls | a steady stride, fewer falls | Steady on your feet.
Corecalm | women pelvic postnatal | a calm, strong core after birth | Strong again, from the core.
Teamknot | office corporate workplace | knots worked out for a whole team | Looser teams, better work.
`)
