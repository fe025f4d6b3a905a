import { bank } from '../types.ts'

export default bank('dogs', `
*Greymuzzle | senior old elderly older | the grey muzzle of an older dog, groomed gently and slowly | Gentle grooming for grey muzzles.
*TubTruck | mobile van | a grooming tub on the back of a truck, parked outside | The bath pulls up outside.
Brushby | mobile van home | brush + drop by: the groomer who stops by your home | We brush by, you stay home.
Kerbcomb | mobile van city | the comb comes to your kerb in a grooming van | Groomed at the kerb, home in minutes.
Fuzzling | puppy puppies | a fuzzy little one: first grooms for puppies | First grooms for fuzzy little ones.
Whiskerton | cat | whiskers + -ton: a small, calm town for cats | Where whiskers are handled with care.
Purrcomb | cat | a comb that gets a purr, not a hiss | Combed until they purr.
Rambletail | walk walker rural country walking walks | long country rambles for dogs who love the fields | Long rambles, tired tails.
RompBarn | daycare rural farm creche | a barn where dogs romp all day | A day of romping, a night of snoring.
Zoomyard | daycare play creche | the yard where dogs get their zoomies out | Zoomies out, sleepy dogs home.
Hushkennel | boarding kennel anxious kennels | a quiet kennel where nervous dogs settle while you are away | Quiet nights while you are away.
Showgleam | luxury show | a coat that gleams, groomed to show standard | Groomed to gleam in the ring.
Bramblecoat | rural farm country | a coat full of brambles from a country walk, combed out | Brambles out, shine in.
Hedgehound | rural farm country | the hedge-diving country dog, washed and brushed | For dogs who dive through every hedge.
Citymutt | city urban | a city dog, groomed between parks and pavements | Groomed for city streets.
Loftpup | city urban apartment | the flat-dwelling pup who needs a proper outing | Big days out for flat dogs.
Shyhound | anxious nervous rescue reactive | grooming for shy hounds and rescue dogs | Patient grooming for shy dogs.
Sudsbury | - | suds + a village-style -bury ending: a friendly little town of bubbles | Muddy in, Sudsbury out.
*Wagwash | - | a wash that ends in a wag | Washed, dried and wagging.
Teddycut | - | the teddy-bear cut: the round, fluffy face every owner asks for by name | Ask for the teddy cut.
# r10: detail names
Pawshake | training trainer obedience behaviour behavior | the paw shake, the first trick a puppy learns | Sit, stay, shake a paw.
Bowlfill | sitter sitting visit visits | popping in to fill the bowl while you are away | We fill the bowl while you are away.
Sparekey | sitter sitting visit visits | the spare key you leave with your pet sitter | Leave us the spare key.
Pupcake | bakery treat treats cake birthday | pup + cupcake: a bakery for dogs | Cake, made for dogs.
Rawbowl | raw food feeding diet | a bowl of raw food | Real food in every bowl.
Paddlepaws | hydrotherapy swimming swim pool | paws paddling in a warm pool | Paddle, float, feel better.
Doodlecomb | doodle cockapoo poodle labradoodle cavapoo | a comb for curly doodle coats | Curly coats, tangle-free.
Handbagpup | chihuahua toy tiny pomeranian | the little dog who travels in a handbag | Tiny dogs, big pampering.
Woofcab | taxi transport | a cab for woofs | A cab for your dog.
Oatlather | organic vegan eco natural | oat shampoo lathered into the coat | Washed in oats, not chemicals.
Clawclip | nail nails claw claws | a quick claw clip | Quick clips, no clatter on the floor.
# r11: detail names
Wetnose | vet vets veterinary clinic | the cold wet nose of a healthy dog | Keep that nose cold and wet.
Cone & Cuddle | vet vets veterinary surgery neutering | the cone after an op, and a cuddle | Cones, cuddles and careful vets.
Squeakshot | photography photographer photo photos portrait | the squeak that makes a dog look at the camera | One squeak, one perfect shot.
Weavepole | agility flyball | the weave poles of an agility course | Weave, jump, tunnel, treat.
Squeak & Chew | shop store supplies accessories toys | squeaky toys and chews | Toys, chews and everything else.
Lopear | rabbit rabbits guinea hamster bunny | the floppy ear of a lop-eared rabbit | Care for the small pets too.
Lastwalk | cremation memorial funeral loss | the last walk together | A gentle goodbye.
Tumblefur | shedding deshed deshedding moult husky | the fur tumbleweeds a moulting dog leaves | Less fur on the floor.
Bowl & Brew | cafe coffee | a water bowl for the dog, a brew for you | Coffee for you, a bowl for them.
Perch & Purr | cattery catsitting kitten kittens | a window perch where a cat purrs | A perch, a purr, a peaceful stay.
Clicker & Treat | training trainer obedience class classes | the clicker and treat of kind training | Click, treat, good dog.
Holidayhound | boarding kennel kennels holiday | the dog's holiday while you are on yours | Your holiday, their holiday.
# r12: detail names
Milkteeth | puppy puppies | a puppy's first sharp milk teeth | From milk teeth to good manners.
Chewslipper | puppy puppies training | the slipper every puppy chews: puppy training | Save your slippers. Train the pup.
Welly & Lead | walk walker walking rural country | wellies on, lead on: country dog walks | Wellies on, lead on.
Pack & Puddle | walk walker group pack | group walks through every puddle | Pack walks, puddles included.
Hillhound | hiking adventure hike | a hound who loves the hills: adventure walks | Hill days for hounds.
Sandpaw Walks | beach seaside coast | paws sandy from the beach | Sandy paws, happy dog.
Driftstick | beach seaside coast | the driftwood stick thrown on the beach | Fetch on the beach.
Bubble & Blowdry | spa pamper grooming luxury | a dog spa: bubbles and a blow dry | Bubbles, blowdry, bow.
Slowsniff | senior old elderly | slow walks with time to sniff, for older dogs | Slow walks, long sniffs.
Sofa Sleepover | home boarding sitter sitting | your dog sleeps over on a family sofa | A sofa, not a kennel.
Quietlane Walks | reactive anxious nervous | walks on quiet lanes for reactive dogs | Quiet lanes for nervous dogs.
# r13: detail names
Harnessrun | running runner runners canicross jogging | harness + run: running with your dog in a harness | Clip in, run together.
Ringbearer Paws | wedding weddings chaperone | a dog chaperone who brings your dog down the aisle with the rings | Your dog, at your wedding.
Rinsebay | selfservice selfwash diy | rinse + bay: a dog-wash bay you use yourself | Bring the dog, we bring the bay.
Sniffbox | subscription box monthly post posted | sniff + box: a monthly box of treats to sniff out | A box worth a good sniff.
# r14: detail names
Fetchday | daycare creche | fetch + day: a day of fetch at dog daycare | A day of fetch, a night of snores.
Liverbake | bakery treat treats cake birthday | liver + bake: baked liver treats | Baked fresh, sniffed instantly.
Teacup Trims | chihuahua tiny pomeranian yorkie smallbreed | trims for teacup-sized dogs | Small dogs, big pampering.
Tyrejump | agility flyball | the tyre jump of the agility course | Through the tyre, over the bar.
`)
