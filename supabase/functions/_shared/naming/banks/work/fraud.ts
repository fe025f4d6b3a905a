import { bank } from '../types.ts'

export default bank('fraud detection', `
Fibfinder | - | the tool that finds the fib | Every fib, found.
Cluetrail | - | a trail of clues leading to the fraud | Follow the clues.
Paperhound | - | a hound for paperwork that does not add up | We sniff out bad paperwork.
Tellspot | - | spotting the tell that gives a fraudster away | Spot the tell.
Hunchline | - | the line from a hunch to proof | From hunch to proof.
Fakeflag | - | a flag on every fake | Fakes, flagged fast.
Sharpsieve | - | a sharp sieve that lets honest business through | Honest business through, fraud caught.
Scamsniff | - | sniffing out scams early | Scams sniffed out early.
Clearproof | - | clear proof when something is wrong | Proof, not suspicion.
Oddsum | - | the odd sum that does not add up | The sum that doesn't add up.
Ghostclaim | insurance claim underwriting | catching the ghost claim for a loss that never happened | No claims for ghosts.
Cleanclaim | insurance claim underwriting | clean claims paid fast, bad ones caught | Honest claims, paid faster.
Padcatch | insurance claim | catching padded claims | Padded claims, caught.
Mulehunt | bank banking payment | hunting the money mules behind bank fraud | Money mules, hunted down.
Wiretrace | bank banking payment | tracing a wire transfer to where it went | Every transfer, traced.
Vaultsentry | bank banking | a sentry on every account in the vault | A sentry on every account.
Chargeguard | ecommerce payment online shop | guarding online shops against chargebacks | Fewer chargebacks, more sales.
Carttell | ecommerce payment online shop | the tell in a fraudulent shopping cart | Bad carts, caught at checkout.
Refundwatch | ecommerce payment online shop | a watch on refund fraud | Refunds for real customers only.
Phantombill | health healthcare clinic | the phantom bill for care never given | No bills for phantom care.
Cleanchart | health healthcare clinic | clean medical charts and honest billing | Honest billing, clean charts.
Billsniff | health healthcare | sniffing out bad bills | Bad bills, sniffed out.
Doppelcheck | identity kyc onboarding | doppelganger + check: catching a fake twin | Spot the fake twin.
Selfiematch | identity kyc onboarding | matching a selfie to the ID | The face matches, or it doesn't.
Faceproof | identity kyc onboarding | proof that a face is real | Real faces only.
Oddbot | ai machine learning | a bot that spots the odd one out | The odd one out, every time.
Signalsieve | ai machine learning | sieving signals for signs of fraud | The signal in the noise.
Patternhound | ai machine learning | hunting fraud patterns in data | Patterns, hunted down.
Ghostinvoice | invoice accounting supplier | catching invoices from suppliers who do not exist | No invoices from ghosts.
Shellhunt | invoice accounting supplier | hunting shell companies | Shell companies, hunted.
Vendorvet | invoice accounting supplier | vetting every vendor before payment | Every vendor, vetted.
Tillguard | retail store shop | guarding the till against fraud | The till's guard.
Returnsure | retail store shop | sure every return is genuine | Genuine returns only.
Receiptcheck | retail store shop | checking receipts against refunds | Every receipt, checked.
Chaintrace | crypto blockchain | tracing fraud across the blockchain | Every coin, traced.
Coinclue | crypto blockchain | the clue a stolen coin leaves | Stolen coins leave clues.
Walletwise | crypto blockchain | wise about which wallets to trust | Know which wallets to trust.
Counterfake | small business shop | counter + counterfeit: fraud stopped at the counter | Fakes stopped at the counter.
Shopsentry | small business shop | a sentry for a small shop | A guard for small shops.
Tillsafe | small business shop | a till kept safe from fraud | Keep your till safe.
`)
