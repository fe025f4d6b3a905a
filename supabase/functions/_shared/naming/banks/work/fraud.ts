import { bank } from '../types.ts'

export default bank('fraud detection', `
Paperhound | - | a hound for paperwork that does not add up | We sniff out bad paperwork.
Tellspot | - | spotting the tell that gives a fraudster away | Spot the tell.
Hunchline | - | the line from a hunch to proof | From hunch to proof.
Twinvoice | - | twin + invoice: the same invoice paid twice is one of the oldest frauds | One invoice, paid once.
Ghostclaim | insurance claim underwriting | catching the ghost claim for a loss that never happened | No claims for ghosts.
Mulehunt | bank banking payment | hunting the money mules behind bank fraud | Money mules, hunted down.
Wiretrace | bank banking payment | tracing a wire transfer to where it went | Every transfer, traced.
*Doppelcheck | identity kyc onboarding | doppelganger + check: catching a fake twin | Spot the fake twin.
Faceproof | identity kyc onboarding | proof that a face is real | Real faces only.
Patternhound | ai machine learning | hunting fraud patterns in data | Patterns, hunted down.
Vendorvet | invoice accounting supplier | vetting every vendor before payment | Every vendor, vetted.
Tillguard | retail store shop | guarding the till against fraud | The till's guard.
Coinclue | crypto blockchain | the clue a stolen coin leaves | Stolen coins leave clues.
*Counterfake | small business shop | counter + counterfeit: fraud stopped at the counter | Fakes stopped at the counter.
`)
