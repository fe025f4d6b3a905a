import { bank } from '../types.ts'

export default bank('physio and massage', `
Knotfound | - | the knot found and worked loose | We find the knot.
Sprintback | sport athlete runner running | sprinting back after injury | Back to the sprint.
Slowknead | massage spa relaxation relax | a slow, deep massage | Slow hands, deep rest.
Hunchfree | back pain posture office desk chiropractor osteopath | free of the desk hunch | Stand tall again.
Bumpease | pregnancy prenatal postnatal | easing aches through pregnancy | Ease for the bump.
Stairready | elderly senior mobility falls | ready for the stairs again | Ready for the stairs.
Steadystride | elderly senior mobility falls | a steady stride, fewer falls | Steady on your feet.
`)
