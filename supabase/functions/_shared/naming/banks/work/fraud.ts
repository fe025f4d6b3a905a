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
# r10: detail names
Cartsleuth | ecommerce chargeback checkout merchant | cart + sleuth: a sleuth for fake orders at the checkout | Fake orders caught at the checkout.
Baitspot | phishing email scam | spotting the bait in a phishing email | Spot the bait before anyone bites.
Receiptsniff | expense expenses reimbursement | sniffing out padded expense receipts | Padded receipts, sniffed out.
Ghostroster | payroll employee staff wages | catching ghost staff on the roster | No ghosts on the payroll.
Dicetell | betting gambling casino poker sportsbook | dice + tell: the tell that gives a cheat away | Every cheat has a tell.
Clicksniff | ad ads advertising click bot | sniffing out fake clicks on your ads | Pay for real clicks only.
Deedwatch | property deed mortgage homeowner | deed + watch: property deeds watched for forged sales | Your deed stays yours.
Catfishnet | dating romance catfish profile | a net for catfish: fake dating profiles caught | Catch the catfish first.
`)
