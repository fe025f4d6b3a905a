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
Faceproof | identity kyc onboarding verification | proof that a face is real | Real faces only.
Patternhound | ai machine learning | hunting fraud patterns in data | Patterns, hunted down.
Vendorvet | invoice accounting supplier | vetting every vendor before payment | Every vendor, vetted.
Tillguard | retail store shop | guarding the till against fraud | The till's guard.
Coinclue | crypto blockchain cryptocurrency bitcoin | the clue a stolen coin leaves | Stolen coins leave clues.
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
# r11: detail names
Doorstepwatch | elderly senior seniors pensioner grandparent retiree | doorstep + watch: scams that come to older people's doors and phones | Scammers stopped at the doorstep.
Pensionguard | pension pensions pensioner retiree retirement | a guard on pension savings | Your pension stays yours.
Starsniff | review reviews rating ratings | star + sniff: sniffing out fake star ratings | Only real stars count.
Boomerangbox | refund refunds return returns | the box that keeps coming back: return fraud | Returns that add up.
Refundtrace | refund refunds return returns | refund + trace: every refund traced to a real sale | Every refund, traced.
Voucherhound | voucher vouchers coupon coupons giftcard promo loyalty | a hound for fake or abused vouchers | Discounts for real customers only.
Pillcount | pharmacy prescription prescriptions pill pills | pill + count: prescriptions that don't add up, caught | Every pill, counted.
Stubcheck | ticket tickets resale scalper tout | checking every ticket stub is real | Real tickets only.
Tinwatch | charity donation donations donor nonprofit | watching the collection tin: charity fraud caught | Every donation reaches the cause.
Voicetell | deepfake voice clone impersonation | the tell in a cloned voice | Hear the fake.
Crashcheck | motor car crash accident staged | crash + check: staged crashes caught | Staged crashes, caught on the claim.
Parcelproof | delivery parcel parcels marketplace | proof the parcel really arrived: false not-received claims | Delivered means delivered.
# r12: detail names
Orderhound | ecommerce order orders online shop checkout | a hound that sniffs every online order | Bad orders caught before they ship.
Claimsniff | insurance claim claims | sniffing out the fake insurance claim | Real claims paid. Fake ones caught.
Hunchbot | ai machine learning | the hunch a fraud analyst has, run by a bot | Your best analyst's hunch, automated.
Hookwatch | phishing email link scam | watching for the hook in a phishing email | Spot the hook before the bite.
Loginhound | login account takeover password | a hound watching every login for takeovers | The wrong login, caught at the door.
Swipewatch | payment card transaction bank banking | watching every card swipe as it happens | Every swipe watched in real time.
# r13: detail names
Simsentry | sim telecom telco carrier smishing | a sentry on every SIM swap and text scam | Your number stays your number.
Phantom Patient | healthcare medical hospital clinic medicare medicaid | the phantom patient billed for care never given | Bill for real patients only.
# r14: detail names
Liveblink | identity kyc onboarding verification id passport | the blink that proves a face is live, not a photo | Real people blink.
Oddblip | ai machine learning algorithm anomaly anomalies | the odd blip in the data that turns out to be fraud | Every odd blip, checked.
Chaintrail | crypto cryptocurrency blockchain bitcoin wallet wallets | the trail a stolen coin leaves along the chain | Follow the chain to the thief.
Payee Proof | invoice invoices supplier suppliers vendor vendors accounting | proof the payee is who the invoice says | Pay the right people only.
Shrinkspot | retail shoplifting shrinkage | spotting the shrinkage that leaves a shop's stock | Find where the stock went.
`)
