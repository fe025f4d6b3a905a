import { bank } from '../types.ts'

export default bank('insurance cover', `
Calmcover | - | cover that lets you stay calm when something goes wrong | Stay calm. You're covered.
Plainpolicy | - | a policy written in plain words | Policies in plain English.
Honestquote | - | an honest quote with nothing hidden | Honest quotes, no surprises.
Riskread | - | a broker reading the risk before you sign | We read the risk before you sign.
Clearprint | - | policies with nothing hidden in the small print | We read the small print for you.
Smoothclaim | - | a claim that goes smoothly | Claims, without the stress.
Fairpremium | - | a fair premium, checked every year | Fair premiums, every renewal.
Premiumwise | - | wise about what you pay | Pay wisely for cover.
Stillshelter | - | steady shelter when things go wrong | Shelter when you need it.
Restassure | - | rest + assure: cover that lets you rest | Rest assured.
Tradecover | business commercial trade liability | cover for tradespeople and their work | Cover for the trade.
Ladderpolicy | business trade liability | a policy for people up ladders | Cover for every job.
Shopshelter | business commercial shop | shelter for the small shop | Your shop, sheltered.
Stormclaim | home landlord property | a storm claim paid quickly | Through the storm.
Roofsure | home landlord property | sure of the roof over your head | Sure of your roof.
Keyshield | home landlord property | a shield behind the front door key | Your home, shielded.
Fleetquote | car van motor fleet | a quote for the whole fleet | One quote, the whole fleet.
Vanyard | van fleet motor trade | cover for the vans in the yard | Every van in the yard, covered.
Wheelguard | car van motor | a guard on every wheel | Every wheel, guarded.
Gatesafe | travel holiday | safe from the departure gate | Safe from the gate.
Lostcase | travel holiday | cover for the lost suitcase | Lost case? Sorted.
Tripsure | travel holiday | a trip you can be sure of | Travel sure.
Whiskerplan | pet cat dog | a plan for every whisker | Cover for every whisker.
Vetcalm | pet cat dog | calm at the vet's | Calm at the vet.
Pawshield | pet cat dog | a shield for every paw | Every paw, protected.
Incomebridge | life health income family | a bridge for your income if you cannot work | Income, bridged.
Heirplan | life family | a plan for the people who come after | Look after the next ones.
Kinguard | life family | guarding your kin | Guard your family's future.
Farmsteady | farm rural agriculture | steady cover for the farm | Steady cover, whatever the season.
Tractorsafe | farm rural agriculture | safe cover for tractors and kit | Tractors and kit, covered.
Barnbacked | farm rural agriculture | every barn backed | Every barn, backed.
Rentready | tenant renter contents | cover ready when you rent | Renting? Ready.
Contentkeep | tenant renter contents | keeping your contents covered | Your things, kept safe.
Tenantease | tenant renter contents | easy cover for tenants | Easy cover for renters.
Freshkeys | young new driver | cover for fresh keys | Fresh keys, fair cover.
Youngroad | young new driver | cover for young drivers on the road | Young drivers, fairly covered.
Rookiedrive | young new driver | cover for a rookie driver | Cover for rookies.
`)
