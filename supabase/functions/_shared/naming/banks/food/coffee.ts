import { bank } from '../types.ts'

export default bank('coffee', `
Wakebean | - | wake + bean: the bean that gets the morning going | Beans that get you out the door.
Kindroast | - | kind + roast: a gentle, friendly roast for every day | A gentle roast for every morning.
Morningmill | - | morning + mill: coffee ground fresh as the day starts | Ground fresh as the day begins.
Aromamug | - | aroma + mug: the smell of fresh coffee in your mug | Smell it before you sip it.
Slowcrema | - | slow + crema: espresso pulled without rushing | Pulled slow, poured proud.
Clearpour | - | clear + pour: a clean-tasting cup, poured with care | A clean cup, poured with care.
Warmsip | - | warm + sip: the first warm sip of the day | Your first warm sip, done right.
Honestgrind | - | honest + grind: beans ground to order, nothing hidden | Ground to order, brewed honestly.
Snugpot | - | snug + pot: a cosy pot of coffee to settle in with | Settle in with a snug pot.
Roastpost | online subscription delivery mail | roast + post: beans roasted, then posted the same week | Roasted Monday, posted Tuesday.
Grindmail | online subscription delivery mail | grind + mail: ground to your brewer, sent by mail | Ground for your brewer, sent to your door.
Beanletter | online subscription delivery mail | bean + letter: fresh beans that fit the letterbox | Fresh beans through the letterbox.
Cremacart | cart truck van mobile event | crema + cart: proper espresso from a cart | Proper espresso, parked nearby.
Kerblatte | cart truck van mobile street | kerb + latte: lattes served at the kerbside | Your latte, right at the kerb.
Hatchshot | cart truck van mobile window | espresso shots served through the van hatch | Knock on the hatch for a shot.
Fairfinca | organic fairtrade ethical direct farmer | fair + finca: a fair price paid to the farm | Fair to the farm, good in the cup.
Kindcherry | organic fairtrade ethical farmer sustainable | kind + cherry: coffee cherries grown and bought kindly | Grown kindly, bought fairly.
Hillpick | organic fairtrade ethical farmer | cherries picked by hand on steep hillsides | Picked by hand, one hill at a time.
CherryDrum | specialty single origin tasting | coffee cherry + drum roaster: fruit to roast | From cherry to drum to cup.
Cupnotes | specialty single origin tasting | the tasting notes of a carefully chosen cup | Taste what the roaster tasted.
Singlehill | specialty single origin | single + hill: coffee traced to a single slope | One hill, one farm, one bag.
Nightsteep | cold iced summer | cold brew steeps all night: night + steep | Steeped all night, poured cold.
Chilldrip | cold iced summer | chill + drip: slow iced drip coffee | Cold coffee, one slow drop at a time.
Frostjava | cold iced summer | frost + java: coffee served ice-cold | Your coffee, frosted.
Deskperk | office workplace business wholesale b2b | desk + perk: good coffee as an office perk | The perk your team will actually use.
Deskdrip | office workplace business | drip coffee set up at the desk | Good coffee, right at your desk.
Teamcarafe | office workplace business meeting catering | team + carafe: full carafes for the whole team | A carafe for every meeting.
ChapterCup | book bookshop reading library | one cup per chapter in a bookshop cafe | One more chapter, one more cup.
Shelfbrew | book bookshop reading | coffee brewed between the shelves | Coffee between the shelves.
Pagesip | book bookshop reading | page + sip: read a page, sip a cup | Turn a page, take a sip.
Lampbrew | late night study student campus | coffee for those still under the desk lamp | Still open when your lamp is on.
Nightpull | late night student study campus | espresso shots still being pulled late at night | Still pulling shots at midnight.
Cramshot | student study campus exam | cram + shot: the espresso behind exam week | One more shot before the exam.
Wagmug | dog pet friendly | wag + mug: a cafe where dogs are welcome too | Bring the dog, grab a mug.
Leashlatte | dog pet friendly walk | leash + latte: a latte on the dog walk | A latte for the dog walk.
Muttmocha | dog pet friendly | mutt + mocha: mochas for owners, treats for dogs | Mocha for you, biscuit for the mutt.
Pramperk | family parent baby kids mum | pram + perk: coffee for parents pushing prams | Park the pram, pick up a perk.
Naptimepot | family parent baby mum | naptime + pot: the coffee parents earn at naptime | A fresh pot for naptime.
Strollerjava | family parent baby kids | stroller + java: coffee made for the school run | Coffee that keeps up with the stroller.
Surfpress | beach coastal seaside surf | surf + press: a cafetiere after the morning surf | Paddle in, press on.
Saltfroth | beach coastal seaside harbour | salt air + milk froth: a seaside coffee bar | Sea air and a proper froth.
Shoresteam | beach coastal seaside | shore + steam: the steam of a cup by the sea | Hot coffee on a cold shore.
Hamletpress | village rural country local | hamlet + press: the village's own coffee | The village's own cup.
Lanesteam | village rural country | lane + steam: a coffee stop on a country lane | Worth the drive down the lane.
Swapmug | eco zero waste refill sustainable | swap + mug: borrow a mug, bring it back | Borrow the mug, skip the bin.
Loopcup | eco zero waste refill reusable | loop + cup: cups that come back to be refilled | The cup that comes back.
Solardrum | eco sustainable organic | solar + drum: beans roasted in a solar-powered drum | Roasted by the sun, twice.
`)
