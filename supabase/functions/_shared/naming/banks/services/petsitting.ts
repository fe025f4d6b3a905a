import { bank } from '../types.ts'

export default bank('pet sitting', `
Leashure | - | leash + leisure: long, easy walks on the lead | Long walks, no rush.
*Walkies Club | - | walkies: the word that gets every dog to the door | The word every dog knows.
Ballpocket | - | a walker's pocket full of tennis balls | Always a ball in the pocket.
Mudpaw | - | muddy paws back from the walk, wiped at the door | Muddy paws wiped before we leave.
Stick & Whistle | - | the stick thrown out and the whistle that calls them back | Out with a stick, back on the whistle.
*Noonwalk | work office busy | a noon walk while you are at the office | A walk while you are at work.
Fieldfetch | rural country field fields | fetch in the open fields | Long fetches in open fields.
*Catflap Club | cat cats kitten | the cat flap at home, watched while you are away | Cats fed, flap checked.
Whiskerwatch | cat cats kitten | someone to keep watch over the whiskers | Cats fed, litter fresh.
Sparekey Sitters | holiday away house sitting holidays housesitting vacation | the spare key you leave with us while you are away | Your key, your pets, in good hands.
*Snore & Stay | house sitting overnight holiday holidays housesitting | we stay over while your pets snore on | We stay, they sleep soundly.
Pupcheck | puppy puppies | a midday check on the new pup | Pups fed, puddles mopped.
Quietlead | anxious nervous rescue reactive | a quiet one-to-one walk for a nervous dog | One dog, one walker, quiet paths.
# r10: detail names
Waggon Walks | group pack packs adventure van | waggon + wag: a van of wagging dogs off to the fields | All aboard for walkies.
Packhike | group pack packs adventure hike hiking | a pack of dogs out on a hike | The whole pack, out on the hills.
Hutch & Hay | rabbit rabbits guinea hamster hamsters hutch | a clean hutch and fresh hay | Hutches cleaned, hay topped up.
Treatpouch | training train obedience recall manners | the pouch of treats on a trainer's belt | Good dogs, full treat pouch.
Pillpocket | medication medicine meds diabetic insulin | the treat a pill hides in | Meds given, tails wagging.
Sniff & Stroll | senior elderly older | a slow stroll with plenty of sniffing for an older dog | Slow walks, long sniffs.
Coop & Collie | chicken chickens hen hens goats livestock smallholding farm | the hen coop and the farm dog, both looked after | The whole farm minded.
Sandypaws | beach seaside coast sand | sandy paws back from the beach | Sandy paws, happy dogs.
Stilewag | hike hiking hill hills trail trails adventure | a wagging tail hopping over the stiles | Over the stiles, tails wagging.
Vetrun | taxi transport vet vets pickup | the run to the vet and back | To the vet and home again.
# r11: detail names
Perch & Seed | bird birds parrot parrots budgie budgies | the bird on its perch and the seed topped up | Seed topped up, songs kept.
Shell & Lettuce | tortoise tortoises turtle turtles reptile reptiles | a tortoise shell and its lettuce | Lettuce in, shells checked.
Flake & Filter | fish aquarium aquariums tank tanks | fish flakes fed and the filter checked | Fed, filtered, swimming.
Lift & Leash | city urban flat flats apartment apartments | down in the lift, leash on | From the flat to the park.
Lamppost Walks | city urban town street streets | the lampposts every city dog stops at | Every lamppost sniffed.
Guestbasket | boarding sleepover sleepovers overnight | a dog basket kept for guests | A basket waiting at ours.
Puddle Patrol | puppy puppies | the puppy puddles mopped between walks | Pups walked, puddles mopped.
# r12: detail names
Catflap Calls | cat cats kitten | popping in to feed and fuss the cat | We pop in, they purr.
Slowstroll | senior elderly older old | slow + stroll: gentle walks and care for older pets | Slow walks for old friends.
# r13: detail names
Nap & Fetch | daycare creche playgroup | a daycare day of fetch in the yard and naps in a basket | Fetch all morning, naps all afternoon.
Haynet Sitters | horse horses pony ponies equine stable stables | the haynet filled and hung while you are away | Haynets full, water fresh, stables mucked.
Pram & Lead | baby babies newborn newborns maternity pregnant | a dog walked on the lead while you push the pram, or stay home with the baby | New baby? We walk the dog.
Lawnscoop | poop poo scoop scooping waste | lawn + scoop: dog mess scooped off the lawn each week | Lawns scooped, shoes clean.
# r14: detail names
Curtain & Kibble | holiday holidays away housesitting vacation | curtains drawn at night and kibble in the bowl while you are away | Curtains drawn, bowls full, home minded.
Fireside Boarding | boarding sleepover sleepovers overnight homeboarding | your dog asleep by our fire | A warm fire and a spare bed.
Milk Teeth Walks | puppy puppies pup pups | short walks for puppies still in their milk teeth | Little legs, little walks.
Solo Sniffs | solo onetoone private individual | a dog walked alone, with time for every sniff | Just your dog, never a pack.
Carrot Round | rabbit rabbits guinea hamster hamsters hutch | a round of hutches with carrots for every bunny | Carrots served, hutches fresh.
# r16: detail names
Harness Hour | dog dogs walk walks walking walker walkers dogwalking dogwalker | the hour the harness goes on and the dog goes out | The best hour of their day.
Barkmile | dog dogs walk walks walking walker walkers dogwalking dogwalker | bark + mile: miles walked with a happy, barking dog | Miles walked, tails up.
Stoop Sitters | brooklyn brownstone brownstones neighborhood neighbourhood city urban nyc apartment apartments stoop | sitters who meet your dog on the brownstone stoop | From your stoop to the park and back.
Hydrant Hop | brooklyn neighborhood neighbourhood city urban nyc street streets block | the city walk from hydrant to hydrant | Every hydrant on the block, sniffed.
Litter & Laser | cat cats kitten kittens catsitting dropin feline | litter scooped, then a game with the laser pointer | Litter cleaned, laser chased.
Jogtail | run running runner runners jog jogging active energetic highenergy | jog + tail: runs for dogs with energy to burn | A tired dog is a happy dog.
Collarcam | photo photos picture pictures update updates gps tracking tracked app | collar + cam: photos and a GPS route from every visit | See every walk they take.
Carrier Cab | taxi transport vet vets pickup groomer grooming ride rides | a pet taxi with a carrier on the back seat | Carrier in, seatbelt on, off to the vet.
# r19: detail names
*Walkup Pups | brooklyn city urban nyc apartment apartments walkup walking walker walks | walk-up apartments: we climb the stairs, then walk the pup | Up four flights, out for a walk.
`)
