import { bank } from '../types.ts'

export default bank('security', `
PinTumbler | - | the pin tumbler inside every good lock | Every pin in place.
Moatkeep | - | moat + keep: the two lines of a castle's defence | Two walls between you and trouble.
Keyway | - | the keyway: the shaped slot only the right key fits | Only the right key fits.
Nightlatch | - | the night latch that locks the door behind you | Locked behind you, every time.
Cipherwheel | - | the cipher wheel spies once encoded messages with | Coded the old way, kept the new way.
Airgapped | - | air-gapped: cut off from any network an attacker could use | Out of reach by design.
Tamperseal | - | the tamper seal that shows if anyone has been inside | You will know if anyone tried.
Hasp | - | the hasp: the hinged plate a padlock closes over | Small part, strong hold.
Shieldwall | - | the shield wall: every shield overlapping, no gaps | No gaps in the wall.
Portcullis | - | the portcullis that drops before attackers reach the gate | Down before they reach the gate.
Chainmail | - | chain mail armour, for your email | Armour for every inbox.
SaltHash | - | salted hashes: how passwords should be stored | Passwords stored the right way.
Wardlock | health hospital | a ward lock: a hospital ward and the wards inside a lock | Locked down, ward by ward.
Chartvault | health hospital | a vault for patient charts | Patient records, kept private.
Chartguard | health pharmacy | a guard on every patient chart | Patient charts, guarded.
Tellercage | finance bank | the teller's cage at the old bank counter | Bank-grade, from the counter up.
Vaultdial | finance bank | the dial on a bank vault door | Turned only by the right hands.
Ledgerbolt | finance bank | a bolt on the ledger: bank records locked tight | Every ledger, bolted shut.
Bucketlock | cloud | a lock on every cloud storage bucket | No open buckets.
Cloudmoat | cloud | a moat around your cloud | A moat around your cloud.
Tenantwall | cloud saas | a wall between every tenant of a cloud system | Every tenant behind its own wall.
Hallpass | school education | the hall pass that says who may go where | Only the right people in the halls.
Classgate | school education | a gate for every classroom account | Safe logins for every class.
Lockerdial | school education | the combination dial on a school locker | Safe as a school locker.
Frostglass | privacy | frosted glass: light in, eyes out | Seen by nobody who should not.
Blackbar | privacy | the black bar that redacts a secret line | Redacted where it counts.
NoPeek | privacy | no peeking: privacy by default | Nobody peeks.
Tigerteam | pentest hacker | a tiger team: hired hackers who test the defences | Hacked by us, before them.
Bumpkey | pentest hacker | the bump key that opens a poor lock in seconds | We find the weak lock first.
Breachdrill | pentest hacker | a breach drill, rehearsed like a fire drill | Drilled before the real thing.
Doorchain | home smart | the chain on the inside of the front door | The chain on your smart home.
Frontbolt | home smart | the bolt on the front door | Bolted from the front door in.
Hingeguard | home smart | a hinge guard that stops a door being forced | Even the hinges are guarded.
SocTwo | startup | SOC 2: the audit every startup needs to sell | Audit-ready before the big deal.
Seedshield | startup | a shield from the seed stage | Secure from the seed stage.
Trustpage | startup | the trust page every customer checks | A trust page worth reading.
`)
