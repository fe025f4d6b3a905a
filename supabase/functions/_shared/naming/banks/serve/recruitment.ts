import { bank } from '../types.ts'

export default bank('recruitment', `
Newlanyard | - | the new lanyard round a new starter's neck | Here is your lanyard.
Offerday | - | offer day: the day the offer call goes out | We live for offer day.
Stackmatch | tech developer software coding | matching developers to your tech stack | Matched to your stack.
Scrubsready | healthcare nursing nurse medical | nurses ready in their scrubs | Nurses, ready for the shift.
Wardmatch | healthcare nursing nurse medical | the right nurse matched to the ward | The right nurse, the right ward.
Gradgown | graduate student intern | from the graduation gown to the first job | From gown to first job.
Chalkstart | education teacher school teaching | a teacher at the chalkboard from day one | Teachers, ready for the class.
Termbell | education teacher school teaching | a teacher in place by the first bell of term | By the first bell.
Dockstart | warehouse logistics driver | starting at the dock, ready to work | Ready at the dock.
# r10: detail names
Apronready | hospitality chef chefs hotel restaurant | apron + ready: staff with aprons on, ready to serve | Aprons on by Friday.
BootsOnSite | construction trades builders tradespeople | boots on site: workers ready on the building site | Boots on site by Monday.
Ledgermatch | finance accounting accountants accountancy banking | ledger + match: accountants matched to your books | Numbers people, matched.
Briefmatch | legal law lawyers solicitors paralegal | brief + match: lawyers matched to the brief | The right lawyer for the brief.
Cornerdesk | executive executives director directors leadership | the corner desk a leader sits at | Filling the corner desk.
Blueprinthire | engineering engineers engineer manufacturing | blueprint + hire: engineers hired to the drawing | Engineers, hired to spec.
Tillready | retail shop shops store stores | till + ready: shop staff ready at the till | Ready at the till.
Civvystreet | veterans veteran military forces army | civvy street: life after the forces | From the forces to civvy street.
# r11: detail names
Careshift | care carer carers caregivers caregiver | care + shift: carers found for every care shift | Carers ready for every shift.
Shiftfill | temp temporary temps shifts locum | shift + fill: empty shifts filled fast | Empty shift? Filled by morning.
Handshakehire | sales salesperson salespeople | handshake + hire: hiring people who close the deal | Hires who close.
Portfoliomatch | creative creatives marketing designers agency | portfolio + match: creatives matched by their portfolio | The right portfolio for the brief.
Diarydesk | admin administrative secretarial receptionist assistant | diary + desk: assistants who run the diary from the front desk | Inbox handled from day one.
Schoolrunjobs | parents parent mums returners parttime flexible | jobs that fit round the school run | Work that fits the school run.
Visahire | visa sponsorship overseas international migrants | visa + hire: overseas hires with the paperwork done | Hired abroad, ready here.
Fieldshift | seasonal harvest farm agriculture agricultural pickers | field + shift: extra hands for a shift in the fields | Hands for the harvest.
Deployday | developer developers software coding devops | deploy + day: a new developer shipping on day one | Shipping code on day one.
# r12: detail names
Homedesk Hire | remote wfh home | hiring for jobs done at a home desk | Jobs you do from home.
Gradstart | graduate graduates student intern entry | grad + start: a graduate's first job | Your first job starts here.
Rotahire | hospitality shifts chef chefs hotel restaurant | rota + hire: filling the weekly kitchen and bar rota | Every shift on the rota, filled.
Hardhathire | construction trades builders site tradespeople | hard hat + hire: workers for building sites | Hard hats on site by Monday.
# r13: detail names
Seedround Hires | startup startups founder founders seed vc | the first hires a startup makes after its seed round | Your first ten, after the seed round.
Bathtime Nannies | nanny nannies childcare aupair au babysitter babysitters governess | the nanny who has the kids in the bath by seven | Nannies who make bathtime easy.
Pipette Hire | science scientist scientists lab labs laboratory pharma biotech | pipette + hire: scientists found for the lab bench | Scientists at the bench by Monday.
Second Innings Hire | over50s older mature retirees retired fifty fifties | a second innings: work for people in later life | Work for your second innings.
# r14: detail names
Fobwatch | healthcare nursing nurse nurses medical nhs hospital hospitals clinical | the fob watch pinned to a nurse's uniform | Nurses on shift, watch pinned.
Staffroom Supply | education teacher teachers school schools teaching | supply teachers for the staffroom | A teacher in the staffroom by eight.
Monday Cover | temp temporary temps locum locums | cover found by Monday for a missing worker | Short-staffed Friday, covered Monday.
# r16: detail names
Nursepin | nurse nurses nursing rn newlyqualified | the pin a nurse earns on qualifying | From your nursing pin to your first ward.
Chart & Cuff | healthcare medical clinical hospital hospitals clinic clinics allied | the patient chart and blood-pressure cuff of every clinic | Clinical staff, from chart to cuff.
Palletpick | warehouse warehouses logistics picker pickers packer packers | pallet + pick: warehouse pickers for the busy season | Pickers on the pallets by Monday.
Logbook Drivers | driver drivers hgv lorry trucking truck delivery logistics | drivers with their logbooks filled in and keys in hand | Drivers with the paperwork straight.
Tax Season Temps | finance accounting accountant accountants accountancy bookkeeper bookkeepers tax | accountants taken on for the tax season | Extra hands for tax season.
Stockroom Crew | retail shop shops store stores christmas seasonal | extra hands for the stockroom before Christmas | Extra hands before the rush.
# r19: detail names
Handover Hire | nurse nurses nursing care carer carers healthcare hospital ward shift shifts | the handover at shift change, with a new nurse or carer ready to take it | Ready at handover, every shift.
`)
