import { bank } from '../types.ts'

export default bank('recruitment', `
Hirewire | - | the wire that brings a hire in fast | Hired, fast.
Newlanyard | - | the new lanyard round a new starter's neck | Here is your lanyard.
Offerday | - | offer day: the day the offer call goes out | We live for offer day.
Stackmatch | tech developer software coding | matching developers to your tech stack | Matched to your stack.
Commitfit | tech developer software coding | engineers who fit, from their first commit | From the first commit.
Scrubsready | healthcare nursing nurse medical | nurses ready in their scrubs | Nurses, ready for the shift.
Wardmatch | healthcare nursing nurse medical | the right nurse matched to the ward | The right nurse, the right ward.
Sitegate | construction trades building site | workers at the site gate by seven | At the gate by seven.
Hivisready | construction trades building site | workers with their hi-vis on, ready | Hi-vis on, ready to work.
Rotafill | hospitality restaurant hotel chef bar | the rota filled | A full rota.
Chairsearch | executive search board leadership | the search for the right chair | The right chair, found quietly.
Quietsearch | executive search board leadership | a discreet executive search | Discreet, thorough, right.
Gradgown | graduate student intern | from the graduation gown to the first job | From gown to first job.
Tasselturn | graduate student intern | the turn of the tassel at graduation, then work | After the tassel, the job.
Ledgerpeople | finance accounting accountant | people for the ledgers | Finance people, placed.
Chalkstart | education teacher school teaching | a teacher at the chalkboard from day one | Teachers, ready for the class.
Termbell | education teacher school teaching | a teacher in place by the first bell of term | By the first bell.
Bayhands | warehouse logistics driver | hands for the loading bay | Every bay, every shift.
Dockstart | warehouse logistics driver | starting at the dock, ready to work | Ready at the dock.
`)
