import { bank } from '../types.ts'

export default bank('legal work', `
Whereas | - | whereas: the word that opens the recitals of a contract | Every contract starts with us.
PinkTape | - | the pink tape that has tied legal briefs for centuries | Tied up properly.
Hereby | - | hereby: the word that makes a legal promise binding | Hereby, in plain English.
Plainclause | - | plain + clause: contracts written so anyone can read them | Clauses anyone can read.
SignedSealed | - | signed, sealed: the moment a deal is done | Signed, sealed, sorted.
Tipstaff | - | the tipstaff, the officer who keeps order in court | Order kept, answers given.
Forthwith | - | forthwith: legal for straight away | Legal help, forthwith.
RedlineDesk | - | the desk where contract redlines are marked and settled | Every redline, settled.
Witnessbox | - | the witness box where a case is won on the facts | Ready for the witness box.
RibbonSeal | - | the ribbon and seal that close an old deed | Sealed the proper way.
BriefBundle | - | the bundle of papers that goes to court with every case | Prepared to the last page.
Longhand | - | the careful longhand lawyers once drafted in | Careful drafting, plain answers.
Clausely | - | clause + a light ending: contracts checked clause by clause | Read clause by clause.
LeaveToRemain | immigration visa | leave to remain: the status every immigration client is waiting for | The stamp you are waiting for.
EntryStamp | immigration visa | the entry stamp in a new passport | From application to entry stamp.
PassportDesk | immigration visa | a desk where every passport and visa case is handled | Every visa, handled with care.
Partwell | divorce family | part + well: separating without a war | Part ways, well.
TwoHomes | divorce family | two homes, one family: arrangements that work for children | Two homes, one calm plan.
QuietDecree | divorce | a decree reached quietly, out of court where possible | Settled quietly, out of court.
Deedchest | property conveyancing | the deed chest a solicitor keeps every title in | Your deeds, safe in the chest.
KeyDay | property conveyancing | completion day, when the keys change hands | Straight to key day.
ExchangeDay | property conveyancing | the day contracts are exchanged on a house | Exchanged on time.
Cliffvest | startup | the vesting cliff every founder agreement sets | Founder deals done right.
FirstTerms | startup | the first terms a startup signs, done right | Term sheets without the fear.
Vestday | startup | the day founder shares vest | Every share vested on schedule.
GardenLeave | employment | garden leave: the paid notice of an employment dispute | Leave the dispute to us.
FairNotice | employment | notice given fairly, by employer and employee | Fair notice on both sides.
Wagewrit | employment | wage + writ: a claim for the pay you are owed | For the pay you are owed.
Codicil | will estate | a codicil: the note that amends a will | Wills kept up to date.
Heirline | will estate | heir + line: the line an estate passes down | What you leave, left right.
InWitness | will estate | in witness whereof: the line every will is signed under | Signed in witness, left in order.
DepositBack | tenant rent | the deposit every tenant wants back | Get your deposit back.
Fairlease | tenant rent | a lease that is fair to the tenant | Leases read before you sign.
RentRights | tenant rent | a tenant's rights over rent and repairs | Know your rights as a renter.
DutyCall | criminal police | the duty solicitor's call to the police station | A lawyer at the station, fast.
Bailday | criminal court | the day bail is argued in court | Ready for your day in court.
Silentright | criminal police | the right to silence, used wisely | Say nothing until we arrive.
`)
