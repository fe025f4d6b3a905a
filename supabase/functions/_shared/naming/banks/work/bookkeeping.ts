import { bank } from '../types.ts'

export default bank('bookkeeping', `
Pennyproof | - | every penny proven against a receipt | Proven to the penny, every month.
GigLedger | freelancer freelance self-employed contractor | a ledger for gig workers and freelancers | Books for people with many clients.
*Hustlebooks | freelancer freelance side | books kept for people running a side hustle | You hustle. We keep the books.
Taxcalm | tax return self-assessment | calm at tax time, because it is already done | Tax time, without the panic.
AprilReady | tax return year-end | ready before the tax year ends in April | Ready before the deadline, every year.
Earlyfile | tax return self-assessment | the tax return filed early, not at midnight | Filed early, never at midnight.
Paysteady | payroll wage staff wages employees | payroll that runs steady, every payday | Every payday, right and on time.
Raiseready | startup founder investor | accounts ready for the next funding raise | Books ready before the pitch.
Chefcount | restaurant cafe hospitality | counting a kitchen's costs so the chef can cook | You cook. We count.
Platepenny | restaurant cafe hospitality | the pennies in every plate you serve | Know what every plate earns.
Acreworth | farm farmer rural agriculture | acre + worth: what every acre of the farm earns | Know what every acre earns.
*Barnbooks | farm farmer rural agriculture | farm accounts kept as tidy as the barn | Farm books, kept as tidy as the barn.
MuseMargin | creative artist designer musician | the margin that keeps the muse paid | Make the art. We mind the margin.
MissionMath | nonprofit charity | the sums that keep a mission running | Every pound working for the cause.
Clicktill | ecommerce online shop store | a till for sales that come by click | Online sales, counted like cash.
# r10: detail names
Vanledger | tradesman tradie builder plumber electrician | van + ledger: the books for people whose office is a van | Your van's the office. We're the books.
Toolboxbooks | tradesman tradie builder contractor | toolbox + books: books kept as tidy as your toolbox | Books as tidy as your toolbox.
Leaseledger | landlord property rental letting landlords rentals lettings | lease + ledger: rents and repairs tracked for landlords | Every lease and repair, on the ledger.
Scissorsums | salon hairdresser barber stylist | scissors + sums: the books for a salon chair | You cut. We do the sums.
Lashledger | lash beauty nail brow | lash + ledger: books for beauty techs | Lashes booked, ledger balanced.
Toothtally | dentist dental orthodontist | tooth + tally: a dental practice's books, counted | Every filling, tallied.
Couchcount | therapist therapy counsellor counselor psychologist | couch + count: the sums of a therapy practice | You listen. We count.
Likeledger | influencer creator youtuber tiktok | likes + ledger: books for creators paid by brand deals | Likes in, ledger balanced.
Shoeboxbooks | catchup backlog messy cleanup | the shoebox of receipts, turned into proper books | From shoebox to balanced books.
Receiptrescue | catchup backlog messy cleanup | receipts rescued from the pile and put in order | Rescued from the receipt pile.
Tilltally | shop retail store boutique | till + tally: a shop's takings, tallied | Every till, tallied nightly.
Pewcount | church churches parish ministry | pew + count: a church's books, counted with care | Church books, counted with care.
# r11: detail names
Quarterdone | vat gst quarterly quarter | the VAT quarter, done and filed | Every quarter, done on time.
Guestledger | airbnb host shortlet holiday guesthouse | guest + ledger: books for holiday-let hosts | Guests in, books balanced.
Checkincount | airbnb host shortlet guesthouse | check-in + count: every stay counted | Every check-in, counted.
Meterbooks | taxi cab uber rideshare | the taxi meter, turned into proper books | Meter off. Books done.
Milecount | driver courier delivery mileage haulage | mile + count: every mile logged and claimed | Every mile claimed.
Repcount | gym fitness trainer pt coach | rep + count: the books for a fitness business, counted like reps | You count reps. We count pennies.
Naptimebooks | childminder nursery daycare preschool | the books done at nap time | Books done by nap time.
Parcelpenny | ecommerce etsy amazon shopify seller | parcel + penny: what every parcel sold earns | Know what every parcel earns.
Runwaybooks | startup founder investor runway | runway + books: books that show how long the cash lasts | Know your runway, month by month.
Wagepacket | wage wages payslip staff employees | the old wage packet, paid right every time | Every wage packet, right.
Mop & Tally | cleaner cleaning cleaners maid | a mop and a tally: books for cleaning businesses | You mop. We tally.
# r12: detail names
Gigsums | freelancer freelance self-employed gig contractor | gig + sums: the books for people paid by the job | Every gig counted, every expense claimed.
Tinledger | nonprofit charity donation donations | the collecting tin's ledger: every donation accounted for | Every coin in the tin, counted.
Snipsums | salon hairdresser barber stylist | snip + sums: the books for a busy salon chair | You cut. We count.
Easelbooks | creative artist designer musician painter | an artist's easel beside tidy books | Paint freely. The books are kept.
Parcelprofit | ecommerce online shop etsy shopify seller | what every parcel you post really earns | Know what every parcel earns.
Tipjar Books | restaurant cafe hospitality bar | from the tip jar to the till, all counted | From tip jar to tax return.
Burnrate Books | startup founder runway investor | the books that show a startup its burn rate | Know your runway to the week.
Toolbox Tally | tradesman tradie builder plumber electrician | a tally kept as tidy as the toolbox | Tools down. Books done.
# r13: detail names
Inkledger | tattoo tattoos tattooist piercing piercer | ink + ledger: the books for a tattoo studio | You ink. We ledger.
Sixminute Books | lawyer lawyers solicitor solicitors law legal barrister | the six-minute unit lawyers bill in, counted right | Every six minutes, billed and booked.
Shuttersums | photographer photographers photography videographer | shutter + sums: the books for photographers | You shoot. We do the sums.
# r14: detail names
Clockcard Books | payroll wage wages staff employees timesheet timesheets | from the clock card to the payslip, every hour counted | Every hour clocked, every wage right.
Rentroll Books | landlord landlords property properties rental rentals letting lettings | the landlord's rent roll, kept in proper books | Every rent in, every repair claimed.
Stocktake Sums | retail boutique stocktake inventory | the stocktake's numbers, turned into proper books | Count the stock. We count the rest.
# r16: detail names
Moodboard Money | designer designers design creative creatives artist artists agency studio | the money side of the moodboard, kept in order | Moodboards in, money sorted.
Brief & Budget | designer designers design creative creatives agency agencies studio studios | every client brief matched to its budget | Every brief on budget.
Cloudcolumn | online virtual remote cloud digital paperless | cloud + column: books kept online, one column at a time | Books in the cloud, never in a box.
Royalty Rows | musician musicians band bands music songwriter royalties | every royalty payment on its own row | Every stream and royalty, in its row.
Commission Cents | realtor realtors realestate estateagent agent agents broker brokers | every cent of a realtor's commission accounted for | Every commission, down to the cent.
# r18: detail names
*Kern & Earn | designer designers design typography graphic freelance freelancer freelancers creative creatives | kerning, the designer's craft, rhymed with earning | You kern. We count what you earn.
`)
