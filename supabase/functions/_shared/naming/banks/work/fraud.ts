import { bank } from '../types.ts'

export default bank('fraud detection', `
FalseNote | - | the one false note that gives a fake claim away | Hear the false note.
Benford | - | Benford's law: the digit pattern that exposes made-up numbers | Made-up numbers give themselves away.
Tellspot | - | spotting the tell, like a poker player across the table | Every fraud has a tell.
Gumshoe | - | the gumshoe detective who follows every lead | A detective in every claim.
Crookhook | - | a hook that catches crooks before they get away | Caught on the hook.
Scentline | - | the scent line a tracking dog follows to the end | On the scent, to the end.
Oddsum | - | the odd sum that does not add up | The sum that does not add up.
Sniffdog | - | the sniffer dog at the checkpoint | Sniffs out what does not belong.
Baitswitch | - | bait and switch: the trick it is built to catch | Switched? Spotted.
Squintly | - | squint + a light ending: a second, closer look | A closer look at every claim.
Hunchline | - | the analyst's hunch, turned into a line of evidence | Hunches, backed by evidence.
Cluetrail | - | a trail of clues left by every fraud | Every fraud leaves a trail.
Fibfinder | - | fib + finder: it finds the little lies in a claim | Finds the fibs.
Paperhound | - | a hound for the paper trail | Follows the paper trail.
Inflategauge | insurance claim | a gauge for inflated claims, like a tyre gauge for pressure | Inflated claims, measured.
Ghostclaim | insurance claim | the ghost claim: a loss that never happened | No claim for a ghost.
Cleanclaim | insurance claim | the clean claim: one that passes every check | Pay clean claims faster.
DoubleDip | insurance claim | double dipping: claiming twice for one loss | One loss, one payout.
MuleHunt | bank banking | hunting the money mules that move stolen cash | Stop the mule, stop the money.
Kitecheck | bank banking | check kiting: the oldest bank fraud, checked | No kite flies past us.
Wiretrace | bank banking | tracing a wire transfer back to its source | Every wire, traced.
Chargeguard | ecommerce payment | a guard against fraudulent chargebacks | Fewer chargebacks, happier merchants.
CartTell | ecommerce payment | the tell a fraudulent shopping cart gives away | Bad carts give themselves away.
Refundwatch | ecommerce retail | watching for refund and return abuse | Refunds for real customers only.
Phantombill | health healthcare | phantom billing: charging for care never given | No bill for care never given.
Upcodewatch | health healthcare | watching for upcoding in medical claims | Every code, the right code.
Cleanchart | health healthcare | a medical chart that matches the bill | Charts and bills that match.
Blinktest | identity | the blink test that proves a face is live | Real faces only.
Doppelcheck | identity | doppelganger + check: catching the lookalike identity | Catch the lookalike.
Selfiematch | identity | matching a selfie to the ID document | Is it really you? We check.
Riskvector | ai machine | a risk vector: every signal scored together | Every signal, scored.
Signalsieve | ai machine | a sieve that keeps only the signals that matter | Only the signals that matter.
Oddbot | ai machine | a bot trained to notice what is odd | Trained to notice odd.
Ghostinvoice | invoice accounting | the ghost invoice from a supplier that does not exist | No payment for a ghost.
Shellhunt | invoice accounting | hunting the shell company behind a fake supplier | Find the shell behind the supplier.
Vendorvet | invoice accounting | vetting every vendor before the first payment | Vetted before the first payment.
`)
