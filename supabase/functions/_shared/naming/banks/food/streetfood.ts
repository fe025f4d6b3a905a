import { bank } from '../types.ts'

export default bank('street food', `
Napkingrin | - | napkin + grin: messy food, big grins | Grab a napkin. You'll need it.
Kerbfeast | - | kerb + feast: a proper feast at the kerbside | A feast on the kerb.
Hungrylane | - | hungry + lane: the lane where the hungry go | Follow your hunger down the lane.
Streetgrin | - | street + grin: food that puts a grin on the street | Grins served daily.
Warmwrap | - | warm + wrap: hot food wrapped to go | Hot, wrapped, handed over.
Roamgrill | - | roam + grill: a grill that moves around town | Find the grill.
Snackhatch | - | snack + hatch: snacks through the serving hatch | Knock on the hatch.
Sizzleyard | - | sizzle + yard: a yard full of sizzling stalls | Follow the sizzle.
Queuebite | - | queue + bite: food worth queueing for | The queue is the review.
Salsacart | taco mexican burrito | salsa + cart: tacos and salsa from a cart | Fresh salsa, hot tacos.
Limewrap | taco mexican burrito | lime + wrap: burritos with a squeeze of lime | Finish with a squeeze of lime.
Tacotrike | taco mexican | taco + trike: tacos from a tricycle stall | Tacos on three wheels.
Cheeseskirt | burger smash | the crispy skirt of cheese on a smash burger | Skirt and all.
Smashhatch | burger smash | smash + hatch: smash burgers through the hatch | Smashed, stacked, handed out.
Juicybun | burger smash | juicy + bun: a burger that drips | Bring napkins.
Slowsmoke | bbq barbecue smoke brisket | slow + smoke: meat smoked low and slow | Twelve hours in the smoke.
Smokewagon | bbq barbecue smoke | smoke + wagon: a travelling smoker | The smoker on wheels.
Ribyard | bbq barbecue brisket | rib + yard: ribs served in the yard | Ribs in the yard.
Woktoss | asian noodle chinese thai | wok + toss: noodles tossed in a roaring wok | Tossed hot, served fast.
TwelvePleats | dumpling asian chinese | the twelve pleats of a hand-folded dumpling | Every dumpling, twelve pleats.
Steamstall | bao asian dumpling chinese | steam + stall: bao and dumplings from the steamer | Straight from the steam.
Chickpeacart | vegan plant falafel | chickpea + cart: falafel from a cart | Fried fresh from the chickpea.
Tahinidrip | vegan plant falafel middle eastern | tahini + drip: falafel wraps dripping with tahini | Extra tahini, always.
Plantkerb | vegan plant | plant + kerb: plant-based street food | All plants, all flavour.
Chipcone | fries chips fish british | chip + cone: chips served in a paper cone | Chips in a cone.
Crunchcone | fries chips belgian | crunch + cone: Belgian fries, double-fried, in a cone | Fried twice, for the crunch.
Vinegarvan | fries chips fish british | vinegar + van: fish and chips from a van | Salt and vinegar on wheels.
Naanslap | indian curry tandoor | the slap of naan on the tandoor wall | Slapped, blistered, served.
Masalavan | indian curry street | masala + van: Indian street food from a van | Spice on wheels.
Chaatcorner | indian street | chaat + corner: Indian street snacks on the corner | Tangy, crunchy, on the corner.
Buntingbun | festival event party fair | bunting + bun: festival food under the bunting | Food for under the bunting.
Festfeast | festival event wedding party | fest + feast: a feast for festivals | Fuel for the festival.
Tentgrill | festival camping event wedding | tent + grill: a grill among the tents | Grilled among the tents.
Owlvan | late night city | night owl + van: food for night owls | For the night owls.
Moonbun | late night | moon + bun: burgers under the moon | Buns until the moon sets.
Nightsizzle | late night city | night + sizzle: the late-night grill | Still sizzling at midnight.
Jerkdrum | caribbean jerk | jerk + drum: jerk chicken off the drum grill | Off the drum, full of jerk.
Islandpot | caribbean jerk rice | island + pot: Caribbean one-pot dishes | A pot of island cooking.
Palmfire | caribbean jerk tropical | palm + fire: Caribbean food cooked over fire | Cooked over fire, island style.
Noonvan | office lunch corporate business | noon + van: the van that pulls up at lunchtime | Lunch pulls up at noon.
Deskdash | office lunch corporate | desk + dash: the lunchtime dash from your desk | Worth leaving your desk for.
Lunchtrike | office lunch | lunch + trike: lunch from the trike outside work | Lunch is outside.
`)
