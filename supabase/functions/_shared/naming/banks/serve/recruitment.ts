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
*Hello World Hires | tech developer software coding | hello world, a coder's first program: developers for their next job | Say hello to your next developer.
*Boots On Site | construction trades building site | boots on the ground + on site: workers ready at the site | Boots on site by seven.
*Toolbelt Talent | construction trades building site | skilled trades workers with their toolbelts on | Skilled hands, toolbelts on.
*Shift Happens | hospitality restaurant hotel chef bar | shift + the saying: staff for the shifts that need filling | Shifts covered, whatever happens.
*Corner Office | executive search board leadership | the corner office: leaders for the top job | Leaders for the corner office.
*Top Table | executive search board leadership | the top table: directors and board members found | Finding your next board member.
*First Payslip | graduate student intern | the first payslip after graduation | From graduation to first payslip.
*Number Crunchers | finance accounting accountant | number crunchers: accountants and finance staff | Accountants who crunch numbers.
*Forklift & Fleet | warehouse logistics driver | forklift operators and fleet drivers for warehouses | Forklifts crewed, fleets driven.
`)
