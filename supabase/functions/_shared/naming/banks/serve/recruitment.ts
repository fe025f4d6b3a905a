import { bank } from '../types.ts'

export default bank('recruitment', `
Hirewire | - | the wire that brings a hire in fast | Hired, fast.
Rightseat | - | the right person in the right seat | The right person, the right seat.
Fitfound | - | the fit found between person and team | The right fit, found.
Handshakeday | - | the day of the handshake and the offer | Here's to handshake day.
Offerwell | - | an offer made well, and accepted | Offers that get a yes.
Firstmonday | - | the new starter's first Monday | See you on Monday.
Teamshaped | - | hires that fit the shape of your team | Hires shaped to your team.
Newlanyard | - | the new lanyard round a new starter's neck | Here is your lanyard.
Codehire | tech developer software coding | hiring people who write code | Developers who ship.
Stackmatch | tech developer software coding | matching developers to your tech stack | Matched to your stack.
Commitfit | tech developer software coding | engineers who fit, from their first commit | From the first commit.
Scrubsready | healthcare nursing nurse medical | nurses ready in their scrubs | Nurses, ready for the shift.
Nightcover | healthcare nursing nurse medical | night shifts covered | Every night shift, covered.
Wardmatch | healthcare nursing nurse medical | the right nurse matched to the ward | The right nurse, the right ward.
Sitegate | construction trades building site | workers at the site gate by seven | At the gate by seven.
Hivisready | construction trades building site | workers with their hi-vis on, ready | Hi-vis on, ready to work.
Bootsonsite | construction trades building site | boots on site, the job staffed | Boots on site by Monday.
Shiftcover | hospitality restaurant hotel chef bar | every shift covered | Every shift covered.
Rotafill | hospitality restaurant hotel chef bar | the rota filled | A full rota.
Passcrew | hospitality restaurant hotel chef bar | the crew behind the pass in a kitchen | Your kitchen, fully crewed.
Chairsearch | executive search board leadership | the search for the right chair | The right chair, found quietly.
Boardseat | executive search board leadership | the seat at the board table | For the board table.
Quietsearch | executive search board leadership | a discreet executive search | Discreet, thorough, right.
Shiftfill | temp temporary staffing agency | temp shifts filled fast | Shifts filled, fast.
Pickupcrew | temp temporary staffing agency | a crew picked up at short notice | A crew at short notice.
Fastrota | temp temporary staffing agency | a rota filled fast | Filled by morning.
Gradgown | graduate student intern | from the graduation gown to the first job | From gown to first job.
Tasselturn | graduate student intern | the turn of the tassel at graduation, then work | After the tassel, the job.
Internyear | graduate student intern | the year-long internship that starts a career | Start with a year.
Ledgerpeople | finance accounting accountant | people for the ledgers | Finance people, placed.
Numberfound | finance accounting accountant | the numbers person, found | Your numbers person, found.
Balancedesk | finance accounting accountant | the finance desk, balanced | Finance desks, filled.
Chalkstart | education teacher school teaching | a teacher at the chalkboard from day one | Teachers, ready for the class.
Termbell | education teacher school teaching | a teacher in place by the first bell of term | By the first bell.
Supplybell | education teacher school teaching supply | supply teachers in before the bell | In before the bell.
Bayhands | warehouse logistics driver | hands for the loading bay | Every bay, every shift.
Palletpeople | warehouse logistics driver | people for pallets and packing | People for the warehouse floor.
Dockstart | warehouse logistics driver | starting at the dock, ready to work | Ready at the dock.
`)
