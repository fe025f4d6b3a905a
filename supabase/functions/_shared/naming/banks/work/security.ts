import { bank } from '../types.ts'

export default bank('security', `
Moatkeep | - | moat + keep: the two lines of a castle's defence | Two walls between you and trouble.
Quietguard | - | a guard that works quietly in the background | Guarded, quietly.
Stoutgate | - | a stout gate at every way in | Nothing gets past the gate.
Sleepsafe | - | security that lets you sleep at night | Sleep while we watch.
Nightsentry | - | the sentry who stays awake all night | Awake all night, so you aren't.
Steadyshield | - | a steady shield that does not drop | A shield that never drops.
Tightlatch | - | every latch shut tight | Every door latched tight.
Lockstead | - | lock + homestead: a business locked down like home | Your business, locked down.
Breachless | - | no breaches, ever | Stay breachless.
Cipherfirm | - | firm encryption on everything | Encrypted, firmly.
Wardlock | health hospital clinic | a lock on every hospital ward's data | Patient data, locked down.
Chartvault | health hospital clinic | a vault for patient charts | Patient records, vaulted.
Chartguard | health pharmacy clinic | guarding every medical chart | Every chart, guarded.
Ledgerbolt | finance bank fintech | a bolt on the ledger | Money data, bolted shut.
Coinkeep | finance bank fintech | a keep for your coin | Your coin, kept safe.
Tillshield | finance bank payment | a shield over every payment | Payments shielded end to end.
Cloudmoat | cloud saas | a moat round your cloud | A moat round your cloud.
Tenantwall | cloud saas | a wall between every tenant in the cloud | Your data, walled off.
Skylatch | cloud saas | a latch on everything stored in the sky | Your cloud, latched.
Classgate | school education university | a gate for the whole class's data | Safe classrooms online.
Campusward | school education university | a ward for the whole campus network | The whole campus, warded.
Hallsafe | school education | corridors kept safe, online too | Safe halls, safe logins.
Hushvault | privacy data | a hushed vault for private data | Private things stay private.
Peekproof | privacy data | proof against peeking eyes | No peeking.
Shadowkey | privacy data encryption | a key kept out of sight | Keys nobody sees.
Breachdrill | pentest hacker ethical | a drill that tests how a breach would unfold | Practise the breach before it's real.
Mockraid | pentest hacker ethical | a mock raid on your systems | We raid you first.
Probepoint | pentest hacker ethical | probing every weak point | Every weak point, found.
Frontbolt | home smart household | the bolt on the front door, smart | Your front door, smarter.
Porchsentry | home smart household | a sentry on the porch | Someone always on the porch.
Homecipher | home smart household | encryption for every home device | Every device at home, encrypted.
Seedsecure | startup founder | security from the seed stage up | Secure from day one.
Auditready | startup founder compliance | ready for the security audit | Ready for the audit.
Earlywall | startup founder | a wall built early | Build the wall early.
Cornerfort | small business shop | a fort for the corner shop | Big security for small shops.
Tinyfort | small business | a tiny fort for a tiny team | Small team, strong walls.
Counterkey | small business shop | the key kept behind the counter | Keys behind the counter.
Roamarmour | remote travel hybrid | armour for laptops on the road | Safe wherever you work.
Cafecover | remote travel hybrid | cover for working from cafes | Safe on cafe wifi.
Deskbastion | remote hybrid | a bastion round the home desk | Your home desk, fortified.
`)
