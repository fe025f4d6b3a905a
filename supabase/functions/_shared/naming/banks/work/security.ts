import { bank } from '../types.ts'

export default bank('security', `
Moatkeep | - | moat + keep: the two lines of a castle's defence | Two walls between you and trouble.
Nightsentry | - | the sentry who stays awake all night | Awake all night, so you aren't.
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
# r10: detail names
Lockerlatch | school schools education academy campus | locker + latch: security for schools | Every locker, every login, latched.
Turnstilewatch | event events festival concert venue | turnstile + watch: security from the gate of an event | Safe from turnstile to encore.
Scaffoldwatch | construction builder scaffold | scaffold + watch: building sites guarded at night | Your site, watched till morning.
Lurelesson | phishing training awareness employees | lure + lesson: teaching staff to spot a phishing lure | Spot the lure, skip the click.
Treehousegate | kid kids child children parental | a gate on the treehouse: children kept safe online | A gate on the treehouse.
Owlwatch | cctv camera cameras surveillance | owl + watch: cameras that watch all night | Eyes open all night.
Laptoplatch | remote laptop laptops hybrid | laptop + latch: laptops locked down wherever people work | Every laptop latched, wherever it goes.
Briefbolt | law lawyer legal solicitor | brief + bolt: client files bolted shut | Client secrets, bolted shut.
Cartlatch | ecommerce checkout webshop shopify | cart + latch: a latch on every online checkout | Checkouts locked tight.
Torchround | guard guards patrol manned patrols | torch + round: the night patrol's torch-lit round | Every round, torch in hand.
# r11: detail names
Doublelatch | mfa authentication login twofactor | double + latch: two locks on every login | Two latches on every login.
Keyringkeep | password passwords login | keyring + keep: every password on one keyring | One keyring for every login.
Rewindkey | ransomware backup backups recovery | rewind + key: roll your files back to before the attack | Rewind to before the attack.
Lifeboatvault | ransomware backup recovery | a lifeboat for your data | When the ship sinks, the lifeboat's ready.
Velvetrope | nightclub nightclubs bouncer bouncers doorman | the velvet rope at the club door | Safe behind the velvet rope.
Stampcheck | nightclub nightclubs bouncer doorman | the hand stamp checked at the door | Checked at the door, safe all night.
Burglarbell | alarm alarms burglar intruder | burglar + bell: the alarm that rings before anyone is in | The bell burglars dread.
Yardwatch | warehouse depot yard industrial | yard + watch: guards for depots and yards | Your yard, watched all night.
Palletguard | warehouse depot logistics industrial | pallet + guard: security for warehouses | Every pallet where you left it.
Shadowstep | bodyguard vip celebrity executive | one step behind, like a shadow: close protection | One step behind you, always.
Seedsafe | crypto bitcoin wallet | a safe for the wallet's seed phrase | Your seed phrase, safe.
Ticklock | compliance audit iso certification | tick + lock: every audit box ticked and locked | Audit-ready, every box ticked.
Wardlock | hospital clinic healthcare patient | ward + lock: patient systems locked down | Locked down, ward by ward.
Satchelsafe | school schools pupil academy | satchel + safe: school data kept safe | Every pupil's data, kept safe.
# r12: detail names
*Hang Up First | elderly senior seniors scam scams fraud | the golden rule for scam calls: hang up first | When in doubt, hang up first.
Farmgate Watch | farm farms rural agricultural | keeping watch on the farm gate | Eyes on the farm gate, all night.
Handler & Hound | dog dogs handler patrol k9 | a dog handler and hound patrolling your site | A handler, a hound, and no intruders.
Aislewatch | retail shop store shoplifting | watching the shop aisles for shoplifters | Keep your stock on the shelves.
Lamppost Lens | cctv camera cameras surveillance | a camera up on the lamppost | Cameras that see the whole street.
Baitcheck | phishing email training awareness employees | checking emails for phishing bait | Spot the bait before you click.
# r13: detail names
Fobguard | car cars vehicle vehicles keyless tracker tracking | a guard on the car key fob against keyless theft | Your car stays on your drive.
Valvewatch | scada ot utility utilities manufacturing | watching the valves and controls of an industrial plant | The plant runs. We watch the controls.
Doorchain | hotel hotels hospitality resort | the chain on a hotel room door | Guests sleep sound behind the chain.
Mooringwatch | boat boats marina yacht yachts harbour harbor | watching boats on their moorings | Your boat, watched on its mooring.
# r14: detail names
Tripbeam | alarm alarms burglar intruder intruders sensor sensors | the infrared beam an intruder trips | Cross the beam, wake the street.
Keyholder Call | guard guards patrol patrols manned keyholding keyholder | the keyholder who answers when the alarm goes at 3am | We answer the 3am alarm.
Towerlight | construction builder builders scaffold | the floodlit camera tower watching a building site | Your site, lit and watched.
Screen Curfew | kid kids child children parental parents | a curfew for children's screens and apps | Safe screens, then bedtime.
Roamlock | remote laptop laptops hybrid vpn | a lock that roams with every laptop | Locked wherever you log in.
Away Lamp | home homes house homeowner homeowners smart | the lamp on a timer that says someone's in while you're away | Look home, even when you're away.
# r16: detail names
Crowdline | event events festival festivals concert concerts venue venues gig gigs stadium crowd | the crowd line at the barriers of an event | Big crowds, kept safe.
Privilege Seal | law lawyer lawyers legal solicitor solicitors attorney attorneys firm | client privilege, sealed against leaks | Client privilege, sealed tight.
Shrinkstop | retail shop shops store stores shoplifting theft | stopping shrink, the stock lost to theft | Stop the stock walking out.
# r17: detail names
Sterile Field Cyber | health healthcare hospital hospitals clinic clinics surgery medical patient patients records | the sterile field of an operating theatre: nothing unclean crosses into the systems | Nothing crosses the sterile field.
Break Glass Response | incident incidents response breach breaches hacked attack attacks emergency retainer forensics | "break glass in case of emergency": the team you call the moment you are hacked | Hacked? Break the glass.
Watchfloor | soc monitoring 24 247 24hour managed detection mdr siem | the watch floor of a security operations centre, staffed round the clock | Eyes on your network, round the clock.
Pocketlock | phone phones smartphone smartphones iphone android device devices | pocket + lock: the phone in your pocket, locked against thieves and spyware | Your phone, locked in your pocket.
`)
