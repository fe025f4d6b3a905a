import { bank } from '../types.ts'

export default bank('bookkeeping', `
Tickmark | - | the small tick an auditor pencils beside every figure that checks out | Every figure ticked, every month.
PennyColumn | - | the ruled column where every penny is counted | Counted to the penny, every time.
Crossfoot | - | crossfooting: adding the rows and the columns to prove they agree | Rows and columns that agree.
OddPenny | - | the one odd penny a good bookkeeper will not stop hunting | We find the odd penny.
Greenshade | - | the green eyeshade old bookkeepers wore at the ledger desk | Old-school care, new-school software.
BlackInk | - | books in the black, written in black ink | Keeping you in the black.
Sumline | - | the ruled line drawn under a total | Drawn under a clean total.
DebitLeft | - | debits on the left: the first rule every bookkeeper learns | Debits left, credits right, books done.
Dittomark | - | the ditto marks that run down a ledger page | Same care, every entry.
BeadCount | - | the beads of an abacus, counted one by one | Every bead counted, every bill paid.
Receiptly | - | receipt + a light ending: receipts sorted, never lost | Snap the receipt, we do the rest.
Columnar | - | the columnar pad bookkeepers rule their figures on | Neat columns, calm owners.
Sleevegarter | - | the sleeve garters clerks wore to keep ink off their cuffs | Sleeves up, books straight.
Tallybook | - | the old tally book where a trader kept his counts | Your year, tallied and tidy.
NetThirty | freelancer | net 30: the payment terms on every freelancer's invoice | Invoices out, paid by day thirty.
GigLedger | freelancer | gig + ledger: one ledger for all your gigs | Many gigs, one tidy ledger.
SoloSums | freelancer | solo + sums: the numbers of a one-person business | Books for a business of one.
AprilReady | tax | ready for April and the tax deadline, all year round | Tax-ready in March, relaxed in April.
QuarterDue | tax | the quarterly tax payment the self-employed must not miss | Never surprised by a quarterly bill.
ReceiptRun | tax | the run of receipts that ends at tax time, sorted | Shoebox in, tax return out.
Wagebook | payroll | the wage book where every payday is written down | Every payday, on time and on record.
Payrun | payroll | the pay run: the moment payroll goes out to the team | Payday, run without a hitch.
PayRollcall | payroll | payroll + roll call: every employee answered for, paid right | Everyone present, everyone paid.
RunwayCount | startup | the months of runway a founder counts | Know your runway to the week.
SeedLedger | startup | a ledger from the seed round onward | Clean books from the seed round.
Burnline | startup | the burn rate line every founder watches | Watch the burn, not the spreadsheet.
TillRoll | restaurant | the till roll a restaurant prints at closing | From till roll to tax return.
MenuMargin | restaurant | menu + margin: the profit on every plate | Know what every plate earns.
Platecost | restaurant | the cost of each plate, worked out to the penny | Costed plate by plate.
YieldSheet | farm | the yield of a field and of an account, on one sheet | Books that know the seasons.
Acreworth | farm | acre + worth: what every acre really earns | What every acre is worth.
BarnDesk | farm | the desk in the corner of the barn where the farm accounts live | Farm accounts, done from the barn.
StudioTally | creative | studio + tally: the books of a creative studio | You make the work, we tally it.
MuseMargin | creative | muse + margin: creative work that still turns a profit | Inspired work, healthy margins.
RoyaltyDesk | creative | a desk for royalties, fees and commissions | Royalties, fees and commissions, sorted.
GrantSheet | nonprofit | a sheet for every grant, spent as promised | Every grant spent as promised.
BoardReady | nonprofit | reports ready for the board meeting | Reports your board can read.
MissionMath | nonprofit | mission + math: the numbers behind a good cause | The numbers behind the good.
`)
