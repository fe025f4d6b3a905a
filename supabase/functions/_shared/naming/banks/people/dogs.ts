import { bank } from '../types.ts'

export default bank('dogs', `
CoatCheck | - | a coat check, but for dogs: every coat looked over, brushed and handed back | Every coat checked, brushed and handed back.
Sudsbury | - | suds + a village-style -bury ending: a friendly little town of bubbles | Muddy in, Sudsbury out.
TubTruck | mobile van | a grooming tub on the back of a truck, parked outside | The bath pulls up outside.
Snippet | - | snip + pet: a small trim, neatly done | A little snip, a lot of wag.
GreyMuzzle | senior old | the grey muzzle of an older dog, groomed gently and slowly | Gentle grooming for grey muzzles.
Combover | - | the comb going over every inch, with a wink at the hairstyle | We comb over every inch.
Whiskerton | cat | whiskers + -ton: a small, calm town for cats | Where whiskers are handled with care.
Furbish | - | fur + furbish: a dog's coat refurbished, clean and bright | Every coat refurbished to shine.
LooseLeash | walk walker training puppy | loose-leash walking, the calm walk every owner wants | Walks on a loose leash.
Scruffwell | - | from scruffy to well groomed in one visit | Scruffy in, smart out.
Playbow | daycare play training | the play bow, a dog's invitation to play | Every day starts with a play bow.
Fluffdry | - | the fluff-dry groomers finish with, for a soft, full coat | Washed, fluff-dried and ready to cuddle.
HoundLodge | boarding kennel holiday | a lodge for hounds: boarding while you are away | A holiday lodge for hounds.
Catloaf | cat | the loaf pose a contented cat sits in | For cats content enough to loaf.
Brushby | mobile van home | brush + drop by: the groomer who stops by your home | We brush by, you stay home.
Muttsy | - | mutt with a friendly ending: for every mixed-breed and pedigree alike | Every mutt deserves a pamper.
ZoomieYard | daycare play | the yard where dogs get their zoomies out | Zoomies out, sleepy dogs home.
Houndstooth | luxury | the classic pattern, with a hound in it: tailored grooming | Tailored grooming for well-dressed hounds.
BedAndBone | boarding kennel | bed and breakfast, for dogs: a bed and a bone | A bed, a bone, a walk at dawn.
Sniffari | walk walker | the sniffing safari dog walkers plan for curious noses | Every walk a sniffing safari.
PuppyCut | puppy | the short, even puppy cut groomers give young dogs | A first cut for little paws.
Pawlish | nail | paw + polish: nail trims and a tidy finish | Neat nails, happy paws.
Mudlark | rural farm | the mudlark who loves a muddy bank: country dogs, washed | For dogs who find every puddle.
Mogworth | cat | mog, the fond British word for a cat, + -worth | Calm grooming for every mog.
Wagtail | walk walker | the little bird that wags its tail, like a dog out walking | Out walking, tails up.
Dogsbody | walk sitter | the willing helper who does the dog jobs you have no time for | Walks, feeds and cuddles done for you.
TeddyCut | puppy | the rounded teddy-bear cut owners ask for by name | Soft, round and ready for cuddles.
PoshPaw | luxury | a posh paw: spa-level grooming for pampered dogs | Spa days for pampered paws.
Bramblecoat | rural farm | a coat full of brambles from a country walk, combed out | Brambles out, shine in.
RompBarn | daycare rural | a barn where dogs romp all day | A day of romping, a night of snoring.
SugarFace | senior old | the fond name for an old dog whose face has gone white | Gentle care for sugar faces.
Dogwatch | boarding sitter | a watch kept over your dog, with a nod to the sailor's dog watch | We keep watch while you are away.
Pedigroom | luxury show | pedigree + groom: show-standard grooming | Groomed to show standard.
WagonWash | mobile van | a washing wagon that comes to your street | The dog wash on wheels.
Plodalong | senior walk | the happy plod of an older dog's walk | Slow walks for old friends.
`)
