import { bank } from '../types.ts'

export default bank('recruitment', `
*Hirewire | - | the wire that brings a hire in fast | Hired, fast.
Newlanyard | - | the new lanyard round a new starter's neck | Here is your lanyard.
Offerday | - | offer day: the day the offer call goes out | We live for offer day.
Stackmatch | tech developer software coding | matching developers to your tech stack | Matched to your stack.
Scrubsready | healthcare nursing nurse medical | nurses ready in their scrubs | Nurses, ready for the shift.
Wardmatch | healthcare nursing nurse medical | the right nurse matched to the ward | The right nurse, the right ward.
Gradgown | graduate student intern | from the graduation gown to the first job | From gown to first job.
Chalkstart | education teacher school teaching | a teacher at the chalkboard from day one | Teachers, ready for the class.
Termbell | education teacher school teaching | a teacher in place by the first bell of term | By the first bell.
Dockstart | warehouse logistics driver | starting at the dock, ready to work | Ready at the dock.
`)
