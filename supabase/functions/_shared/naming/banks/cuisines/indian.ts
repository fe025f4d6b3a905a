import { bank } from '../types.ts'

export default bank('indian food', `
*Naanstop | - | naan + nonstop: naan straight from the oven, all night | Naan all night, nonstop.
*DalMighty | - | dal + almighty: the humble dal, made mighty | The humble dal, made mighty.
Spicepop | - | mustard seeds and spices popping in hot oil | Spices toasted fresh every morning.
Clayfire | tandoor tandoori | clay + fire: the clay tandoor oven burning hot | Straight from the clay oven.
*Cumin & Coal | tandoor tandoori grill | toasted cumin and the coals of the tandoor | Spice and smoke on every skewer.
Tiffinstack | lunch office delivery | the stacked steel lunch tins | Lunch, stacked in steel.
Dosafold | dosa south indian | the crisp dosa folded on the plate | Crisp dosa, warm sambar, every day.
Biryanipot | biryani | the sealed biryani pot, opened at the table | Lift the lid, breathe it in.
Thaliplate | thali vegetarian | the steel thali plate of many small bowls | Every taste on one plate.
Lentilpot | vegetarian vegan plantbased | lentil + pot: the pot of dal always on the stove | The dal is always on.
Baltibowl | balti birmingham | the steel balti bowl it is cooked and served in | Cooked in the bowl it comes in.
Chaatcart | chaat street snacks | chaat + cart: tangy Indian street snacks from a cart | Tangy, crunchy, from the cart.
Samosafold | samosa snacks | the three-cornered fold of a samosa | Folded by hand, fried golden.
Saffronpot | biryani wedding catering | saffron + pot: rice for a feast | Saffron rice for the whole party.
Naanbasket | - | the basket of warm naan in the middle of the table | A warm basket for the table.
Cardamom Pot | - | a pot of curry with cardamom in it | One pod of cardamom makes the pot.
# r10: detail names
Chaipour | chai tea cafe | chai + pour: chai poured from high to froth it | Poured high, sipped hot.
Chaiglass | chai tea cafe | chai + glass: chai in a small street-stall glass | One more glass of chai.
Jalebiswirl | sweet sweets mithai dessert desserts | the syrupy swirl of a jalebi | Sweet swirls, fried fresh.
Kulfistick | dessert desserts kulfi icecream | kulfi + stick: Indian ice cream on a stick | Kulfi on a stick.
Karahiflame | pakistani karahi lahore punjabi | karahi + flame: curry cooked in the karahi over high flame | Cooked in the karahi, served in it.
Tikkaskewer | kebab kebabs skewer skewers tikka | tikka + skewer: tikka threaded on a skewer | Off the skewer, onto the plate.
Momosteam | nepalese nepali momo momos himalayan | momo + steam: dumplings from the steamer | Straight from the steamer basket.
Momobasket | nepalese nepali momo momos himalayan | momo + basket: a basket of Nepali dumplings | A basket of momos to share.
Naanvan | truck van trailer mobile | naan + van: hot naan from a van | The naan van is here.
Ammapot | homestyle homemade mum grandmother recipes | amma + pot: curry from mum's pot | Curry like amma makes.
Curryrun | takeaway delivery friday | the late Friday curry run | Your Friday curry run.
Coastcurry | goan kerala coastal seafood fish | coast + curry: fish curries from India's coast | Coconut, curry leaf, fresh fish.
# r11: detail names
Masalatin | class classes kit kits workshop lessons | the round masala tin at the heart of an Indian kitchen | Learn what goes in the tin.
Pinch & Pan | class classes workshop lessons cookery | a pinch of spice and a hot pan: learning to cook curry | Learn the pinch, master the pan.
Bombay Bun | mumbai bombay vada pav streetfood | the soft buttered bun of Bombay street food | Bombay's street snack, buttered hot.
Kolkata Roll | kolkata calcutta kathi roll rolls bengali | the egg-wrapped kathi roll of Kolkata's streets | Rolled hot, Kolkata style.
Paneerpan | vegetarian veggie paneer | paneer + pan: paneer sizzling in the pan | Paneer, sizzling.
Kottuclang | srilankan lankan tamil kottu | the clang of blades chopping kottu roti on the griddle | Listen for the clang.
Chai & Paratha | breakfast brunch paratha | chai and a flaky paratha: an Indian breakfast | Flaky paratha, sweet chai, good morning.
Dhol & Dal | wedding weddings catering events celebration mehndi | the dhol drum and the dal pot of an Indian wedding | Drums for the dance, dal for the guests.
Poppadrop | takeaway delivery | poppadom + drop: your curry dropped off, poppadoms included | Poppadoms always included.
Hakkawok | indochinese hakka manchurian chinese | hakka noodles + wok: Indo-Chinese from the wok | Indian spice, Chinese wok.
# r12: detail names
Sambarpot | south indian sambar dosa idli | the pot of sambar served with every dosa | Sambar by the ladle.
Dhaba Road | punjabi dhaba highway roadside | a roadside dhaba on a Punjabi highway | Punjabi highway food, served hot.
Thepla Tin | gujarati thepla | the tin of thepla flatbreads every Gujarati home keeps | Gujarati home cooking, by the tin.
Rickshaw Kitchen | truck van mobile streetfood street | a kitchen on wheels, like a rickshaw | Indian street food on wheels.
Dabbarun | lunch office delivery tiffin | the dabba lunch boxes delivered across Mumbai | Hot lunch at your desk by noon.
Halal Handi | halal muslim handi | a handi clay pot of halal curry | Slow-cooked in the handi.
# r13: detail names
Masalamail | post postal mail subscription | masala + mail: spice blends sent through the post | Fresh masala through your letterbox.
Silver Thali | luxury upscale fine elegant finedining | a thali served on silver for a special night | Many small bowls, one silver plate.
Coconut Tadka | vegan plantbased dairyfree | spices tempered in coconut oil instead of ghee | All the tadka, none of the ghee.
Lassichurn | lassi mango smoothie smoothies | lassi + churn: yoghurt churned into cold lassi | Churned cold, poured thick.
# r14: detail names
Kulhad Corner | chai tea cafe kulhad | chai served in small clay kulhad cups | Chai in clay, like the station stalls.
Seekh Smoke | kebab kebabs skewer skewers seekh | minced seekh kebabs smoking on the grill | Straight off the seekh.
Malabar Catch | kerala coastal seafood fish malabar | the fish catch of India's Malabar coast | Today's catch, coconut curry.
Shaadi Spread | wedding weddings catering events celebration mehndi shaadi | the spread of food at an Indian wedding | Feeding the whole shaadi.
Tawa Truck | truck van trailer mobile | the hot tawa griddle in a kitchen on wheels | Parathas hot off the tawa, wherever we park.
Curryleaf Crackle | dosa idli sambar southindian chennai tamil kerala | curry leaves crackling in hot oil, the start of South Indian cooking | Listen for the curry leaves.
`)
