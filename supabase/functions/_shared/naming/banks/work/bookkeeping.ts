import { bank } from '../types.ts'

export default bank('bookkeeping', `
Calmledger | - | calm + ledger: books kept so well you stop worrying about them | The calm side of your accounts.
Pennyproof | - | every penny proven against a receipt | Proven to the penny, every month.
Clearcolumn | - | clear + column: figures anyone can read at a glance | Your numbers, in clear columns.
Quietsum | - | quiet + sum: accounts done without fuss or drama | Sums done quietly, always on time.
Neatfolio | - | a neat folio: every account filed where it belongs | Every figure filed, nothing lost.
Plaintally | - | plain + tally: numbers explained in plain words | Plain numbers, plainly explained.
Steadytick | - | a steady tick beside every figure that checks out | Every figure checked, every month.
Evencoin | - | books that come out even, coin for coin | Balanced to the last coin.
Tidytotal | - | a tidy total at the bottom of every page | Tidy books, totals you trust.
Surefigure | - | figures you can be sure of | Numbers you can stand behind.
GigLedger | freelancer freelance self-employed contractor | a ledger for gig workers and freelancers | Books for people with many clients.
Solosum | freelancer freelance self-employed sole | solo + sum: accounts for the one-person business | Your books, sorted while you work solo.
Hustlebooks | freelancer freelance side | books kept for people running a side hustle | You hustle. We keep the books.
Taxcalm | tax return self-assessment | calm at tax time, because it is already done | Tax time, without the panic.
AprilReady | tax return year-end | ready before the tax year ends in April | Ready before the deadline, every year.
Earlyfile | tax return self-assessment | the tax return filed early, not at midnight | Filed early, never at midnight.
Paysteady | payroll wage staff | payroll that runs steady, every payday | Every payday, right and on time.
Wagewell | payroll wage staff | wages worked out well for every employee | Paid right, every time.
Payslipsure | payroll wage staff | payslips the whole team can trust | Payslips nobody has to question.
Runwaycount | startup founder | counting a startup's runway month by month | Know your runway, every month.
Seedfolio | startup founder | the books of a seed-stage company | Investor-ready from the seed round.
Raiseready | startup founder investor | accounts ready for the next funding raise | Books ready before the pitch.
Chefcount | restaurant cafe hospitality | counting a kitchen's costs so the chef can cook | You cook. We count.
Platepenny | restaurant cafe hospitality | the pennies in every plate you serve | Know what every plate earns.
Forkfigure | restaurant cafe hospitality | the figures behind knife and fork | The numbers behind the menu.
Acreworth | farm farmer rural agriculture | acre + worth: what every acre of the farm earns | Know what every acre earns.
Barnbooks | farm farmer rural agriculture | farm accounts kept as tidy as the barn | Farm books, kept as tidy as the barn.
Yardtally | farm farmer rural agriculture | farmyard + tally: every animal and invoice counted | Every head and every invoice counted.
MuseMargin | creative artist designer musician | the margin that keeps the muse paid | Make the art. We mind the margin.
Inkcolumn | creative artist designer writer | ink + column: books for people who draw and write | For people who'd rather draw than add.
Studiotick | creative artist designer studio | a studio's accounts, ticked off and done | Your studio's books, ticked off.
MissionMath | nonprofit charity | the sums that keep a mission running | Every pound working for the cause.
Goodpurse | nonprofit charity | the purse of a good cause, kept carefully | Donors' money, carefully kept.
Grantbalance | nonprofit charity grant | every grant balanced against what it paid for | Every grant accounted for.
Webtill | ecommerce online shop store | the till of a web shop, reconciled daily | Every sale reconciled, every day.
Cartbalance | ecommerce online shop store | each basket sold, balanced in the books | From cart to balance sheet.
Clicktill | ecommerce online shop store | a till for sales that come by click | Online sales, counted like cash.
Vanreceipt | tradesperson trade builder plumber electrician | receipts from the van, kept for you | Hand us the receipts from the van.
Toolpurse | tradesperson trade builder plumber electrician | a purse as handy as the toolbox | Books as handy as your tools.
Sitemargin | tradesperson trade builder contractor | the margin on every site job | Know the margin on every job.
Rentreceipt | landlord property rental | every rent receipt recorded for the landlord | Every rent paid, on record.
Keycoin | landlord property rental | what each key you hand over earns | Know what every let earns.
Leasetotal | landlord property rental | a lease's totals, tidy at year end | Rental books, totalled and tidy.
`)
