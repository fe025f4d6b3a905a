import { bank } from '../types.ts'

export default bank('security', `
Moatkeep | - | moat + keep: the two lines of a castle's defence | Two walls between you and trouble.
Nightsentry | - | the sentry who stays awake all night | Awake all night, so you aren't.
Fencewalk | - | the daily walk along a perimeter fence, checking every post | Every fence post walked.
Gatelog | - | the log at the gate where every visitor and vehicle is written down | Every visitor, written down.
Chartvault | health hospital clinic | a vault for patient charts | Patient records, vaulted.
Ledgerbolt | finance bank fintech | a bolt on the ledger | Money data, bolted shut.
Coinkeep | finance bank fintech | a keep for your coin | Your coin, kept safe.
*Cloudmoat | cloud saas | a moat round your cloud | A moat round your cloud.
Skylatch | cloud saas | a latch on everything stored in the sky | Your cloud, latched.
Hushvault | privacy data | a hushed vault for private data | Private things stay private.
*Peekproof | privacy data | proof against peeking eyes | No peeking.
Shadowkey | privacy data encryption | a key kept out of sight | Keys nobody sees.
Breachdrill | pentest hacker ethical | a drill that tests how a breach would unfold | Practise the breach before it's real.
Mockraid | pentest hacker ethical | a mock raid on your systems | We raid you first.
Frontbolt | home smart household | the bolt on the front door, smart | Your front door, smarter.
Porchsentry | home smart household | a sentry on the porch | Someone always on the porch.
Cornerfort | small business shop | a fort for the corner shop | Big security for small shops.
Tinyfort | small business | a tiny fort for a tiny team | Small team, strong walls.
`)
