import { bank } from '../types.ts'

export default bank('cleaning', `
Sudsmere | - | suds + mere, an old word for a still pool: a calm lake of soap | A calm house, start to finish.
Sweepsake | - | sweep + for your sake: the cleaning done so you do not have to | Swept for your sake.
Squeakwell | - | the squeak of a surface that is truly clean | Clean enough to squeak.
Tidyhour | - | the hour we spend that gives you your evening back | One hour from us, a free evening for you.
Sundayscrub | - | the Sunday clean done for you before the week starts | Your Sunday back, your house clean.
Homeshine | - | a home that shines when you walk in | Walk in to a shining home.
Calmcloth | - | a cloth in calm hands: cleaning without fuss | No fuss, just clean.
Freshkey | - | turn the key and walk into fresh air | Turn the key, smell the difference.
Nightmop | office commercial business | the mop that works while the office sleeps | Clean by morning, gone by nine.
Deskwipe | office commercial business | every desk wiped before the team arrives | Every desk, every morning.
Lobbyshine | office commercial business | a lobby that shines for your visitors | First impressions, polished.
Soapnut | eco green natural | the soap nut, a berry that washes: plant-based cleaning | Plant soap, clean conscience.
Lemonsuds | eco green natural | lemon and suds: cleaning with plain natural things | Lemon, vinegar and elbow grease.
Greenrinse | eco green natural | a rinse that leaves nothing harmful behind | Rinsed clean, nothing left behind.
Guestfresh | airbnb rental holiday host | a rental turned fresh for the next guest | Fresh for every guest.
Hostsweep | airbnb rental holiday host | the sweep between one guest and the next | Checked out at ten, ready by three.
Stayready | airbnb rental holiday host | a holiday let ready for the next stay | Ready for the next stay.
Bondbucket | tenancy move deposit | the bucket that gets your bond back | Clean enough to get your bond back.
Movegleam | tenancy move deposit | the gleam of an empty home on moving day | Leave it gleaming, move on.
Keyscrub | tenancy move deposit | a scrub before you hand back the keys | Scrubbed before the keys go back.
Tuftwash | carpet rug upholstery | a wash down to the tufts of the carpet | Washed to the roots of the pile.
Rugrinse | carpet rug upholstery | a deep rinse for rugs and carpets | Rinsed deep, dried fast.
Stepsoft | carpet rug upholstery | a carpet soft to step on again | Soft underfoot again.
Hobgleam | oven kitchen | a hob gleaming like the day it came | The hob you bought, back again.
Ovenpeek | oven kitchen | an oven door you can see through again | See your supper again.
Worktopwipe | oven kitchen | kitchen worktops wiped clean and bare | Bare worktops, clean kitchen.
Clearpane | window glass | a window pane clear enough to forget | Glass so clean you forget it.
Sunpane | window glass | windows that let all the sun back in | Let the sun back in.
Viewpolish | window glass | windows polished so the view comes back | Polished glass, the view back.
Furaway | pet dog cat | pet hair, far away from your sofa | Keep the dog, lose the hair.
Pawpolish | pet dog cat | a home polished after the paws | Paws welcome, prints gone.
Moultmop | pet dog cat | the mop for the moulting season | Moulting season, handled.
Crumbchaser | family kids children | chasing the crumbs a family leaves | We chase the crumbs, you chase the kids.
Sockfinder | family kids children | the cleaner who finds the lost socks too | We find the socks, you find the time.
Muddyboot | family kids children | the muddy boot at the door, taken care of | Every muddy boot, taken care of.
Gentlesweep | elderly senior older | gentle, patient cleaning for older homes | Gentle hands, spotless rooms.
Kettletidy | elderly senior older | a tidy-up with time for a cup of tea | Time for a clean, and a cuppa.
Steadyduster | elderly senior older | the same steady duster, week after week | The same friendly face every week.
Fridaycloth | weekly regular subscription | the cloth comes out every Friday, like clockwork | Clean every Friday, like clockwork.
Weekbucket | weekly regular subscription | the weekly bucket-and-mop you stop thinking about | Every week, without asking.
Rotadust | weekly regular subscription | a dusting rota that runs itself | Dusted on the rota, every time.
Deepscour | deep spring builders | a scour that goes deep into every corner | Every corner, every ledge.
Dustsettle | deep spring builders | the after-builders clean once the dust settles | When the dust settles, we arrive.
Springscour | deep spring builders | the big spring scour, every shelf and skirting | The big spring clean, done.
`)
