import { bank } from '../types.ts'

export default bank('software', `
Chorebot | - | a bot for the chores: software that does the boring part | The boring part, done.
Opsdesk | b2b saas enterprise | one desk for a team's operations | One desk for all of ops.
Clientloop | b2b saas enterprise crm | the loop with every client closed | Every client, in the loop.
Riskgraph | insurance underwriting | a graph of risk at a glance | See the risk before you write it.
Claimflow | insurance claim | claims that flow through without a jam | Claims that keep moving.
Coversync | insurance broker | cover details synced everywhere | Every policy, in sync.
Dosesafe | health clinic pharmacy | software that keeps every dose safe | Every dose, checked.
Cashgraph | finance bank fintech | your cash, graphed | Your cash, at a glance.
Ledgerlogic | finance bank fintech accounting | ledger + logic: accounts that reconcile themselves | Books that balance themselves.
*Codekite | kid child children | code that flies like a kite | Code that takes off.
Syllabyte | student school education | syllabus + byte: schoolwork in small bites | The syllabus, bite by bite.
Studyscript | student school education | a script that plans study time | Study, planned for you.
Batonpass | team collaboration remote | handing work on like a baton | Hand it on, smoothly.
Pairdesk | team collaboration remote | a desk two people share, online | Work side by side, anywhere.
Mergecalm | developer devops developers | merges without the panic | Merge without fear.
Clearquery | data analytics dashboard | a clear answer to every query | Ask it anything.
Trendsift | data analytics | sifting data for trends | The trend in the noise.
Crateflow | logistics shipping warehouse | crates flowing through the warehouse | Every crate, tracked.
Dockready | logistics shipping warehouse | loads ready at the dock on time | Ready at the dock, on time.
Palletpath | logistics shipping warehouse | the path of every pallet | Follow every pallet.
Siteledger | construction builder site | a ledger for every building site | Every site, on the books.
*Snaglog | construction builder site | a log of every snag on site | Every snag, fixed and logged.
# r10: detail names
Shelfsync | retail inventory stock shop store | shelf + sync: shelves and stock in sync | Every shelf in sync.
Cropgraph | farm farmer agriculture crop agtech | crop + graph: the farm's crops, graphed | See the harvest coming.
Donorloop | nonprofit charity donor donation fundraising | donor + loop: every donor kept in the loop | Keep every donor close.
Slotbot | booking appointment appointments scheduling salon | slot + bot: a bot that books the slots | Slots booked while you work.
Stubstack | event events ticket ticketing festival | ticket stub + stack: ticketing software | Every stub, stacked and scanned.
Clausebot | law lawyer legal attorney | clause + bot: contract software for lawyers | Contracts checked while you sleep.
# r11: detail names
Rentbook | landlord landlords rental tenant letting | the old rent book, rebuilt as software | The rent book, rebuilt.
Keyrack | landlord property rental letting agent | the key rack in a letting office | Every key, every tenant, tracked.
Repgraph | gym fitness trainer workout | rep + graph: every rep graphed | Every rep, on the graph.
Lockerdesk | gym fitness studio | locker + desk: the front desk of a gym, in software | The front desk, sorted.
Vanroute | plumber electrician tradesman tradie field | van + route: jobs routed van by van | Every van on the right job.
Calloutboard | plumber electrician tradesman emergency callout | callout + board: every callout on one board | Every callout, on the board.
Keycardsync | hotel hotels hostel guesthouse | keycard + sync: rooms and bookings in sync | Every room, every keycard, in sync.
Pawchart | vet veterinary pet animal | paw + chart: patient charts for vets | Every paw, on the chart.
Ramplog | garage mechanic auto car repair | the car ramp + log: every job on the ramp logged | Every car on the ramp, logged.
Cartsync | ecommerce webshop shopify dropshipping | cart + sync: carts, stock and orders in sync | Every cart, every order, in sync.
Hymnsheet | church churches parish ministry | the hymn sheet, now the church's whole rota | Everyone on the same hymn sheet.
Bedboard | hospital ward clinic | the ward's bed board, in software | Every bed, on the board.
Herdlog | farm farmer livestock cattle dairy | herd + log: every animal logged | Every cow, counted and logged.
# r12: detail names
Tillside | small business shop retail | software that sits beside the till of a small shop | Run your shop from beside the till.
Toothchart | dentist dental | the tooth chart every dental practice keeps | Your dental practice, one chart.
Fringebook | salon hairdresser barber beauty booking | booking the next fringe trim | Bookings for every fringe and fade.
*Cubbylog | nursery childcare preschool daycare | a log for each child's cubby at nursery | Every nap, meal and smile logged.
Mopmap | cleaning cleaner cleaners janitorial | mapping out the cleaning jobs | Every clean, every team, mapped.
Leashlog | dogwalker dog walking pet | a log of every dog walk | Every walk logged, every owner updated.
# r13: detail names
Fixturebook | club clubs sports league grassroots football | the club's fixture book, subs and team sheets in one | Fixtures, subs and teams, sorted.
Lathelog | manufacturing factory factories machining cnc | lathe + log: every machine run logged | Every part, every machine, logged.
Lessonloop | tutor tutors tutoring lessons teacher teachers | lessons, payments and reminders kept in one loop | Teach the lesson. The rest loops.
Plusone Planner | wedding weddings bride | tracking every guest and plus-one for wedding planners | Every guest, every plus-one, placed.
# r14: detail names
Greenbuild | developer developers devops ci deployment deploy | the green build that says every test passed | Every build green.
Leaveboard | hr leave absence | the board of who is off and when | Who's off, at a glance.
Triagetap | health healthcare clinic clinics gp medical patient patients | triage in a tap: patients sorted by need | The right patient, seen first.
Noshow Nudge | booking bookings appointment appointments scheduling reminder reminders | the text that stops a customer forgetting their slot | Fewer empty slots.
Robot Recess | kid kids child children coding | coding robots at break time | Code it at break.
Shipfriday | mvp prototype startup startups founder | shipping the first version by Friday | Built Monday. Shipped Friday.
Thumbfirst | app apps mobile ios android | apps designed for the thumb first | Built for thumbs.
# r15: detail names
Earlies & Lates | rota rotas roster rosters rostering shift shifts shiftwork | the two shifts every care home, pub and shop rota is built from | Earlies, lates and nobody double-booked.
Billable Minute | billable timetracking timer stopwatch | every billable minute caught and put on the bill | Bill for every minute you work.
Payday Button | payroll payslip payslips payday wages salary salaries paycheck paychecks | one button on payday and everyone is paid | Press it. Everyone's paid.
Paidstamp | invoice invoices invoicing billing | the red PAID stamp on an invoice, sooner | Invoices that come back stamped paid.
Driveway Quote | quote quotes quoting estimate estimates estimating | the quote sent from the customer's driveway, before you drive off | Quoted before you leave the driveway.
Glovebox Receipts | expense expenses receipt receipts reimbursement reimbursements mileage | the receipts stuffed in the van's glovebox, claimed at last | Out of the glovebox, into the claim.
Lastbox | inventory stocktake stocktaking stockroom reorder reordering restock restocking | knowing before you open the last box on the shelf | Reorder before the last box.
Orderbell | order orders ordering preorder preorders | the bell that rings when a new order comes in | Ding. Another order in.
Beep & Bag | pos epos till tills checkout | the scan beep and the bag at the counter | Scan, pay, bag, next.
Tenthcup | loyalty reward rewards punchcard stampcard stamps | the tenth coffee free on a loyalty card | Every ninth cup earns the tenth.
Fifthstar | review reviews rating ratings testimonial testimonials | asking happy customers for the fifth star | Turn happy customers into five stars.
No Hold Music | helpdesk livechat chatbot chatbots | customer support that answers without the hold music | Answers, minus the hold music.
Smiley Buttons | survey surveys feedback poll polls questionnaire | the row of smiley-face buttons by the exit, asking how it went | One tap: how did we do?
Sign Here Tab | signature signatures esignature esignatures esign agreement agreements | the little sign-here tab stuck on a contract, now on screen | Sign here. Done.
Kettle Tour | onboarding onboard induction inductions newhire newhires | the first-morning tour every new starter gets, kettle first | Day one, sorted before they arrive.
Tickwalk | inspection inspections inspect inspector checklist checklists walkaround | ticking the checklist as you walk the site | Walk it, tick it, send it.
Lunchbreak Lessons | trainee trainees elearning upskilling microlearning lms | staff training short enough for a lunch break | Learn something before the sandwich is gone.
Sponsor Sheet | donation donations donate donating donor donors fundraising fundraiser sponsorship | the paper sponsor sheet, now a link anyone can give through | Every pledge on the sheet, paid.
Donepile | task tasks todo todos kanban | the pile of done tasks growing by the end of the day | Watch the done pile grow.
Three Stops Away | delivery deliveries courier couriers dispatch | the text that says the driver is three stops away | Your parcel is three stops away.
Buzzcoaster | queue queues queuing waitlist waitlists | the buzzing coaster that says your table is ready | Buzz when it's their turn.
# r16: detail names
Rosterwall | rota rotas roster rosters rostering shift shifts shiftwork scheduling schedule staff | the roster pinned on the staffroom wall, now on every phone | The staffroom wall, on every phone.
Swapslip | rota rotas roster shift shifts shiftwork swap swaps scheduling staff | the paper slip staff filled in to swap a shift | Swap a shift without the paperwork.
Brigade Clock | restaurant restaurants kitchen chef chefs rota rotas shift shifts staff hospitality | the kitchen brigade clocking in, every shift planned | Every chef, every shift, on the clock.
Tiptally | restaurant restaurants cafe bar tips tipping waiter waiters servers hospitality | tip + tally: every tip tallied and split fairly | Every tip, split fair.
Medround | carehome carehomes care nursing residents elderly carers medication | the care home's medicine round, ticked off on a tablet | Every med round, signed off.
Tokenmeter | ai artificial intelligence llm gpt machinelearning | token + meter: a meter for every AI token you spend | See what every prompt costs.
Phishdrill | security cybersecurity cyber phishing scam scams infosec | a phishing drill for staff, like a fire drill | Catch the fake email before a real one.
# r17: detail names
Shiftgrab | open openshift openshifts pickup pickups shift shifts cover swap rota restaurant restaurants staff extra hours | open shifts posted for whoever wants the hours to grab first | An open shift, grabbed in a minute.
Probe Log | haccp foodsafety food safety temperature temperatures fridge fridges compliance | the kitchen's probe and fridge temperatures, logged without a clipboard | Every fridge and probe reading, logged.
# r18: detail names
*Covers & Crew | restaurant restaurants rota rotas shift shifts scheduling schedule staff bookings hospitality | the covers booked tonight matched to the crew on the rota | Tonight's covers, tonight's crew, matched.
# r19: detail names
Rush Rota | rota rotas shift shifts staff scheduling restaurant restaurants | the rota that puts enough hands on for the Friday rush | Staffed for the rush, not the lull.
`)
