import { bank } from '../types.ts'

export default bank('insurance cover', `
Clausebook | - | every policy is a book of clauses; a good broker reads every one | We read every clause for you.
Riskread | - | a broker reading the risk before you sign | We read the risk before you sign.
Ladderpolicy | business trade liability | a policy for people up ladders | Cover for every job.
Shopshelter | business commercial shop | shelter for the small shop | Your shop, sheltered.
Roofsure | home landlord property | sure of the roof over your head | Sure of your roof.
Keyshield | home landlord property | a shield behind the front door key | Your home, shielded.
Vanyard | van fleet motor trade | cover for the vans in the yard | Every van in the yard, covered.
Whiskerplan | pet cat dog | a plan for every whisker | Cover for every whisker.
Vetcalm | pet cat dog | calm at the vet's | Calm at the vet.
Pawshield | pet cat dog | a shield for every paw | Every paw, protected.
Incomebridge | life health income family | a bridge for your income if you cannot work | Income, bridged.
Heirplan | life family | a plan for the people who come after | Look after the next ones.
Kinguard | life family | guarding your kin | Guard your family's future.
Barnbacked | farm rural agriculture | every barn backed | Every barn, backed.
Freshkeys | young new driver | cover for fresh keys | Fresh keys, fair cover.
Rookiedrive | young new driver | cover for a rookie driver | Cover for rookies.
`)
