import { bank } from '../types.ts'

export default bank('bookkeeping', `
Pennyproof | - | every penny proven against a receipt | Proven to the penny, every month.
GigLedger | freelancer freelance self-employed contractor | a ledger for gig workers and freelancers | Books for people with many clients.
*Hustlebooks | freelancer freelance side | books kept for people running a side hustle | You hustle. We keep the books.
Taxcalm | tax return self-assessment | calm at tax time, because it is already done | Tax time, without the panic.
AprilReady | tax return year-end | ready before the tax year ends in April | Ready before the deadline, every year.
Earlyfile | tax return self-assessment | the tax return filed early, not at midnight | Filed early, never at midnight.
Paysteady | payroll wage staff | payroll that runs steady, every payday | Every payday, right and on time.
Raiseready | startup founder investor | accounts ready for the next funding raise | Books ready before the pitch.
Chefcount | restaurant cafe hospitality | counting a kitchen's costs so the chef can cook | You cook. We count.
Platepenny | restaurant cafe hospitality | the pennies in every plate you serve | Know what every plate earns.
Acreworth | farm farmer rural agriculture | acre + worth: what every acre of the farm earns | Know what every acre earns.
*Barnbooks | farm farmer rural agriculture | farm accounts kept as tidy as the barn | Farm books, kept as tidy as the barn.
MuseMargin | creative artist designer musician | the margin that keeps the muse paid | Make the art. We mind the margin.
MissionMath | nonprofit charity | the sums that keep a mission running | Every pound working for the cause.
Clicktill | ecommerce online shop store | a till for sales that come by click | Online sales, counted like cash.
`)
