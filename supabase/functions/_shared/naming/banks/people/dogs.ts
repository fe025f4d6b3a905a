import { bank } from '../types.ts'

export default bank('dogs', `
Greymuzzle | senior old elderly | the grey muzzle of an older dog, groomed gently and slowly | Gentle grooming for grey muzzles.
Sugarface | senior old elderly | the fond name for an old dog whose face has gone white | Slow, kind care for sugar faces.
Plodalong | senior old elderly walk walker | the happy plod of an older dog's walk | Slow walks for old friends.
TubTruck | mobile van | a grooming tub on the back of a truck, parked outside | The bath pulls up outside.
Brushby | mobile van home | brush + drop by: the groomer who stops by your home | We brush by, you stay home.
Kerbcomb | mobile van city | the comb comes to your kerb in a grooming van | Groomed at the kerb, home in minutes.
Fuzzling | puppy | a fuzzy little one: first grooms for puppies | First grooms for fuzzy little ones.
Pupspruce | puppy | a young pup spruced up for the first time | Little pups, smartly spruced.
Firstclip | puppy | the first clip of a puppy's life, done calmly | A calm first clip for little paws.
Whiskerton | cat | whiskers + -ton: a small, calm town for cats | Where whiskers are handled with care.
Mogworth | cat | mog, the fond British word for a cat, + -worth | Calm grooming for every mog.
Purrcomb | cat | a comb that gets a purr, not a hiss | Combed until they purr.
Sniffari | walk walker | the sniffing safari dog walkers plan for curious noses | Every walk a sniffing safari.
Strollpack | walk walker group | a small pack of dogs out on a daily stroll | Your dog joins the midday pack.
Rambletail | walk walker rural country | long country rambles for dogs who love the fields | Long rambles, tired tails.
RompBarn | daycare rural farm | a barn where dogs romp all day | A day of romping, a night of snoring.
Zoomyard | daycare play | the yard where dogs get their zoomies out | Zoomies out, sleepy dogs home.
Playpaddock | daycare play | a paddock for play: dog daycare | A whole day of play, then home.
Hushkennel | boarding kennel anxious | a quiet kennel where nervous dogs settle while you are away | Quiet nights while you are away.
Bunkbark | boarding kennel sitter holiday | a bunk for your dog while you travel | A warm bunk while you travel.
Awaywag | boarding sitter holiday | a wagging tail while you are away | Still wagging while you are away.
PoshPaw | luxury | a posh paw: spa-level grooming for pampered dogs | Spa days for pampered paws.
Velvetpaw | luxury spa | paws as soft as velvet after a spa groom | Velvet paws, glossy coats.
Showgleam | luxury show | a coat that gleams, groomed to show standard | Groomed to gleam in the ring.
Bramblecoat | rural farm country | a coat full of brambles from a country walk, combed out | Brambles out, shine in.
Hedgehound | rural farm country | the hedge-diving country dog, washed and brushed | For dogs who dive through every hedge.
Citymutt | city urban | a city dog, groomed between parks and pavements | Groomed for city streets.
Parkstroll | city urban walk walker | the park walk every city dog waits for | Your dog's favourite hour in the park.
Loftpup | city urban apartment | the flat-dwelling pup who needs a proper outing | Big days out for flat dogs.
Quietclaw | nail | trimmed claws that stop clicking on the kitchen floor | No more clicking on the kitchen floor.
Clickfree | nail | nail trims that end the clicking on hard floors | Short nails, quiet floors.
Neatnail | nail | a neat nail trim, quick and calm | Neat nails in five calm minutes.
Calmcoat | anxious nervous rescue | a calm coat and a calm dog: grooming at the dog's pace | Groomed at your dog's pace.
Shyhound | anxious nervous rescue | grooming for shy hounds and rescue dogs | Patient grooming for shy dogs.
Oatsuds | natural organic eco sensitive | oatmeal suds for soft, itch-free skin | Oat-soft coats for itchy dogs.
Kindlather | natural organic eco vegan | a kind lather of plant-based shampoos | Plant-kind lather for happy coats.
Fernrinse | natural organic eco | a fresh, green rinse with natural products | A green rinse for muddy dogs.
Sitsteady | training puppy obedience | a steady sit: calm manners learned kindly | Steady sits, calm walks.
Calmcue | training puppy obedience | calm cues a dog learns to follow | Calm cues, happy dogs.
Heelwise | training obedience | walking to heel, taught the wise way | Walks to heel, without the tug.
Sudsbury | - | suds + a village-style -bury ending: a friendly little town of bubbles | Muddy in, Sudsbury out.
Scruffwell | - | from scruffy to well groomed in one visit | Scruffy in, smart out.
Muttsy | - | mutt with a friendly ending: for every mixed-breed and pedigree alike | Every mutt deserves a pamper.
Wagwash | - | a wash that ends in a wag | Washed, dried and wagging.
Tailshine | - | a clean dog from nose to shining tail | Nose to tail, shining.
Fluffpost | - | the grooming post where every coat gets its fluff back | Every coat fluffed and finished.
Coatgleam | - | a coat that gleams after a proper groom | Brushed until it gleams.
Snoutsuds | - | suds from snout to tail | Suds from snout to tail.
`)
