import { bank } from '../types.ts'

export default bank('insurance cover', `
Clausebook | - | every policy is a book of clauses; a good broker reads every one | We read every clause for you.
Riskread | - | a broker reading the risk before you sign | We read the risk before you sign.
Ladderpolicy | business trade liability | a policy for people up ladders | Cover for every job.
Shopshelter | business commercial shop | shelter for the small shop | Your shop, sheltered.
Roofsure | home landlord property | sure of the roof over your head | Sure of your roof.
Keyshield | home landlord property | a shield behind the front door key | Your home, shielded.
*Whiskerplan | pet cat dog | a plan for every whisker | Cover for every whisker.
Pawshield | pet cat dog | a shield for every paw | Every paw, protected.
Incomebridge | life health income family | a bridge for your income if you cannot work | Income, bridged.
*Barnbacked | farm rural agriculture farmer farming agricultural | every barn backed | Every barn, backed.
Freshkeys | young new driver learner | cover for fresh keys | Fresh keys, fair cover.
Rookiedrive | young new driver learner | cover for a rookie driver | Cover for rookies.
# r10: detail names
Suitcaseplan | travel holiday trip abroad | suitcase + plan: cover packed with your suitcase | Pack the cover with the suitcase.
Chromeclause | classic vintage | chrome + clause: cover for classic cars | Cover for the chrome.
Parcelpolicy | van courier delivery fleet haulage | parcel + policy: cover for couriers and vans | Every parcel, covered.
Marqueecover | wedding event events marquee festival | marquee + cover: cover for weddings and events | Rain or shine, covered.
Stirrupcover | horse horses equine pony equestrian | stirrup + cover: insurance for horses and riders | Cover from stirrup to stable.
Horseboxplan | horse horses equine pony equestrian | horsebox + plan: cover for horses on the move | Covered down every lane.
Keelclause | boat yacht marine sailing | keel + clause: cover for boats, clause by clause | Cover from the keel up.
Mooringplan | boat yacht marine narrowboat | mooring + plan: cover while the boat is moored | Safe on the mooring.
# r11: detail names
Spokecover | bike bikes bicycle cycling cyclist ebike | spoke + cover: cover for bikes and riders | Every spoke covered.
Dropclaim | gadget gadgets smartphone smartphones laptop laptops | drop + claim: cover for the phone you drop | Dropped it? Claim it.
Sofacover | contents tenant tenants renter renters | sofa cover: cover for the things inside your home | Cover for everything inside.
Padlockpolicy | cyber data hacking breach | padlock + policy: cover against cyber attacks | A padlock for your data.
Gigbagcover | musician musicians instrument instruments | gig bag + cover: cover for instruments on the road | From gig bag to stage, covered.
Towbarplan | caravan caravans motorhome campervan | towbar + plan: cover for caravans and motorhomes | Covered from the towbar back.
Kickstandplan | motorbike motorcycle biker scooter moped | kickstand + plan: cover for motorbikes | Cover from the kickstand up.
Ringboxcover | jewellery jewelry ring rings engagement | ring box + cover: cover for rings and jewellery | Cover for what's in the box.
Toolboxplan | tools tool tradesman tradesmen tradesperson | toolbox + plan: cover for a tradesman's tools | Tools covered, in the van or on site.
Bumperplan | car cars motor motorist | bumper + plan: car cover | Cover bumper to bumper.
Rentroof | landlord landlords letting buytolet | rent + roof: cover for landlords | Your rent and your roof, covered.
Vetbillplan | pet pets dog cat vet | vet bill + plan: pet cover for vet bills | Ready for the vet bill.
# r12: detail names
# r13: detail names
Plugplan | electric ev evs hybrid plugin charger | plug + plan: cover for plug-in cars and their chargers | Cover for cars that plug in.
Rotorcover | drone drones uav aerial | rotor + cover: cover for drones and the people who fly them | Fly the drone, we cover the rotors.
Guestbook Cover | holidaylet holidaylets airbnb holidayhome secondhome shortlet | cover for the holiday let where guests sign the guestbook | Cover for every guest who signs in.
Sandbagplan | flood floods flooding floodrisk | sandbag + plan: cover for homes at risk of flooding | Covered when the water comes in.
# r14: detail names
Wetfloor Sign | commercial liability publicliability premises retail | the yellow wet-floor sign: cover for when a customer slips | If someone slips, you're covered.
Breadwinner Cover | life lifeinsurance income | cover that keeps paying if the breadwinner cannot | If the pay stops, the cover doesn't.
Scanfast | health healthcare medical pmi | a scan this week, not on a long waiting list | Seen this week, not next year.
Combine Cover | farm farms farmer farmers rural agriculture agricultural | cover for the combine harvester and the farm around it | From combine to cattle, covered.
Carousel Cover | travel holiday holidays trip trips abroad backpacking | cover for the bag that never comes round the carousel | Bag not on the belt? Covered.
Chipcover | car cars motor motorist windscreen | cover down to the chip in the windscreen | From the bumper to the windscreen chip.
`)
