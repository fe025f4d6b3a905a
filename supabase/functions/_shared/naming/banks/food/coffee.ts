import { bank } from '../types.ts'

export default bank('coffee', `
*Roastpost | online subscription delivery mail | roast + post: beans roasted, then posted the same week | Roasted Monday, posted Tuesday.
Cremacart | cart truck van mobile event | crema + cart: proper espresso from a cart | Proper espresso, parked nearby.
Hatchshot | cart truck van mobile window | espresso shots served through the van hatch | Knock on the hatch for a shot.
Hillpick | organic fairtrade ethical farmer | cherries picked by hand on steep hillsides | Picked by hand, one hill at a time.
Singlehill | specialty single origin | single + hill: coffee traced to a single slope | One hill, one farm, one bag.
*Nightsteep | cold iced summer | cold brew steeps all night: night + steep | Steeped all night, poured cold.
*Deskperk | office workplace business wholesale b2b | desk + perk: good coffee as an office perk | The perk your team will actually use.
*ChapterCup | book bookshop reading library | one cup per chapter in a bookshop cafe | One more chapter, one more cup.
Shelfbrew | book bookshop reading | coffee brewed between the shelves | Coffee between the shelves.
Cramshot | student study campus exam | cram + shot: the espresso behind exam week | One more shot before the exam.
*Leashlatte | dog pet friendly walk | leash + latte: a latte on the dog walk | A latte for the dog walk.
Muttmocha | dog pet friendly | mutt + mocha: mochas for owners, treats for dogs | Mocha for you, biscuit for the mutt.
Pramperk | family parent baby kids mum | pram + perk: coffee for parents pushing prams | Park the pram, pick up a perk.
Surfpress | beach coastal seaside surf | surf + press: a cafetiere after the morning surf | Paddle in, press on.
Swapmug | eco zero waste refill sustainable | swap + mug: borrow a mug, bring it back | Borrow the mug, skip the bin.
Loopcup | eco zero waste refill reusable | loop + cup: cups that come back to be refilled | The cup that comes back.
# r10: detail names
Dashbrew | drive drivethru drivethrough commuter commuters | dash + brew: a coffee for the dashboard, handed through the window | Wind down the window, wake up.
Platformshot | commuter commuters train station platform | platform + shot: an espresso on the platform before the train | One shot before the train pulls in.
Laptoplatte | laptop laptops coworking freelancer freelancers wifi | laptop + latte: a latte beside the laptop, wifi included | Open the laptop, order the latte.
Dunkcup | cake cakes biscuit biscuits cookie cookies bakery | dunk + cup: biscuits and cake made for dunking in your coffee | Made for dunking.
Saddlebrew | cyclist cyclists cycling ride riders | saddle + brew: the coffee stop halfway through a long ride | Off the saddle, onto a brew.
Spokespresso | cyclist cyclists cycling | spoke + espresso: the espresso stop for cyclists | Spin in, sip up, spin on.
Purrista | cat cats kitten kittens | purr + barista: the cats purr while the barista pours | Coffee with a purr.
Oatfoam | oat oatmilk vegan | oat + foam: oat milk steamed to a silky foam | Oat milk, foamed properly.
Crackle & Crema | vinyl record records | the crackle of a record, the crema of an espresso | Drop the needle, pull the shot.
# r11: detail names
Confetticup | wedding weddings bride bridal | confetti + cup: a coffee cart at the wedding | Confetti outside, coffee inside.
Toast & Crema | brunch breakfast eggs toast | toast + crema: brunch plates and a proper espresso | Eggs on toast, crema on top.
Fernlatte | houseplant houseplants greenery jungle botanical | fern + latte: a cafe full of plants | Lattes among the ferns.
Pawn & Pour | boardgame boardgames games gaming chess dice | pawn + pour: board games with your coffee | Your move, our pour.
Heartpour | training course courses class classes workshop | heart + pour: classes where you learn to pour a latte-art heart | Learn to pour the heart.
Moonbean | decaf decaffeinated caffeine | moon + bean: decaf for the evening, a wink at moonbeam | All the taste, none of the sleepless night.
Trailflask | hiking hikers hike trail trails walkers | trail + flask: coffee for the flask before the hike | Fill the flask, hit the trail.
Sandbrew | turkish arabic cezve ibrik | sand + brew: Turkish coffee brewed in hot sand | Brewed slow in hot sand.
Fairbean | fairtrade ethical fair farmer farmers | fair + bean: beans bought from the farmer at a fair price | A fair price for every bean.
Buggybrew | parent parents baby babies mum mums toddler toddlers | buggy + brew: coffee for parents pushing buggies | Park the buggy, grab a brew.
# r12: detail names
Shedroast | roastery roaster roasting roast small batch | shed + roast: coffee roasted in small batches in our shed | Roasted in the shed, twice a week.
Letterbox Roast | subscription delivery post mail online | letterbox + roast: freshly roasted beans that fit your letterbox | Fresh roast through the letterbox.
Crambean | student students exam campus study university | cram + bean: coffee for revision nights | Fuel for the cram.
Wetsuit Coffee | beach surf surfers seaside coastal | wetsuit: the coffee stop after the surf | Still dripping? Come in.
Oatpour | vegan oat oatmilk plantbased dairyfree | oat + pour: a coffee shop made for oat milk | Oat milk by default.
Babyccino Bar | kids family parents toddler toddlers | babyccino: frothy milk for toddlers while parents drink coffee | Coffee for you, froth for them.
# r13: detail names
Jebena Pour | ethiopian ethiopia eritrean jebena ceremony | coffee poured from the clay jebena pot of an Ethiopian ceremony | Roasted, ground and poured in front of you.
Bandstand Brew | park parks kiosk gardens | coffee from a kiosk by the park bandstand | Coffee by the bandstand.
Nightcrema | cocktail cocktails martini martinis | night + crema: espresso martinis after dark | Crema by day, martinis by night.
# r14: detail names
Layby Latte | cart truck van mobile trailer layby roadside | a coffee van parked in a layby | Pull in, wind down, latte up.
Cupping Table | specialty speciality single origin singleorigin thirdwave | the table where specialty coffee is tasted and scored | Scored at the cupping table.
Kyoto Drip | cold iced summer coldbrew | slow Kyoto-style iced drip coffee, a drop at a time | One drop at a time, all night.
Firstcrack Roasters | roastery roaster roasters roasting roast | the first crack of beans in the roaster | Roasted to the first crack and beyond.
`)
