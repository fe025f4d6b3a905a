import { bank } from '../types.ts'

export default bank('meals', `
Batchday | - | batch day: the day a cook makes the week's meals in big pots | Cooked on batch day, eaten all week.
Macroplate | meal prep fitness gym protein macro | macro + plate: meals built to your macros | Your macros, on a plate.
Liftlunch | meal prep fitness gym | lift + lunch: lunches for people who lift | Lunch for lifters.
Freezerfill | frozen family batch | freezer + fill: a freezer full of home-cooked meals | Fill the freezer, free the evenings.
*Supperbell | family dinner kit recipe | supper + bell: the call to come to the table | Ring the bell, dinner is on.
SixThirty | family dinner kit recipe | the half-past-six family dinner | Dinner on the table by six thirty.
Noonbox | office corporate lunch business | noon + box: lunch boxes delivered at noon | Lunch at noon, every day.
Beanbatch | vegan plant meal prep vegans plantbased | bean + batch: plant-based batch meals | A batch of beans, a week of meals.
*CrustsOff | kids school lunch children child | crusts off, the way kids like it | Crusts off, plates clean.
Dinnerround | elderly senior home delivery | dinner + round: a daily round of hot dinners | A hot dinner and a friendly face.
Softspoon | elderly senior care | soft + spoon: soft, easy meals for older people | Soft to eat, warm to hold.
*Chopalong | cooking class course lesson | chop + along: a cook-along class | Chop along with us.
Apronclub | cooking class course beginner | apron + club: a club for learning to cook | Put on an apron, join the club.
*Pennypan | student budget cheap | penny + pan: meals that cost pennies | Dinner for pennies.
# r10: detail names
Toast & Tureen | wedding weddings bride bridal reception | toast + tureen: the speeches and the wedding breakfast | Raise a glass, lift the lid.
Napkinnibble | canape canapes finger buffet reception | napkin + nibble: canapes eaten in one bite, napkin in hand | One bite, one napkin.
Grazefig | grazing platter platters board boards charcuterie | graze + fig: grazing boards piled with figs, cheese and grapes | Graze the whole table.
Clapperbox | film set crew production tv | clapper + box: lunch boxes for film and TV crews | Cut! Lunch is served.
Cot & Casserole | newborn baby postpartum postnatal | cot + casserole: hot casseroles for parents of a newborn | You feed the baby. We feed you.
Blanket & Pie | picnic picnics hamper hampers | blanket + pie: picnic hampers packed for you | Spread the blanket, open the hamper.
# r11: detail names
Hob & Host | private chef dinnerparty hosting | hob + host: a chef cooks on your hob while you host | You host. We cook on your hob.
Teacup & Tray | funeral funerals wake wakes memorial | teacup + tray: tea and sandwich trays for a wake | Tea and sandwiches, gently served.
Tiffintin | tiffin indian dabba curry | tiffin + tin: home cooking delivered in a stacked tiffin tin | Three tiers of home cooking.
Ladle & Loaf | soup soups stew stews broth | ladle + loaf: soup with fresh bread, delivered | A ladle of soup, a hunk of loaf.
Shiftbox | shift shifts nurse nurses nhs nightshift | shift + box: meals for shift workers, ready whenever | A hot meal at any hour.
Bunting & Buffet | christening christenings birthday birthdays jubilee | bunting + buffet: party buffets with bunting | Bunting up, buffet out.
Jollofpot | jollof nigerian african ghanaian westafrican | jollof + pot: West African party jollof by the pot | Party jollof, by the pot.
Minutes & Muffins | meeting meetings boardroom conference conferences | minutes + muffins: catering for meetings | Take the minutes, pass the muffins.
Dormdinner | student students university uni halls | dorm + dinner: meals for students in halls | Dinner delivered to halls.
# r13: detail names
Handipot | halal biryani pakistani handi | handi + pot: halal biryani slow-cooked in a clay handi | Lift the lid on the handi.
Crumbfree | glutenfree gluten coeliac celiac | crumb + free: meals cooked with no wheat crumbs anywhere | Not a crumb of gluten.
Cracker & Carve | christmas xmas festive turkey | cracker + carve: Christmas dinner cooked, ready to carve | Pull the cracker. We did the turkey.
Spitcrackle | hogroast hog spit pig | spit + crackle: crackling off a hog roast spit | Turned on the spit, served with crackling.
Gravyjug | roast roasts gravy | gravy + jug: Sunday roast dinners with a full jug of gravy | Sunday roast, extra gravy.
# r14: detail names
Pulsepot | vegan vegans plant plantbased vegetarian | pulse + pot: lentil, bean and chickpea pots for the week | Pulses in the pot, plants on the plate.
Fishfinger Friday | kids children child toddler toddlers school | the Friday fish fingers every kid waits for | Real food kids finish.
Deskfork | office offices corporate workplace desk desks | desk + fork: a proper lunch eaten at the desk | Put down the mouse, pick up the fork.
Nightfeed Lasagne | newborn baby babies postpartum postnatal | a lasagne for parents up with the night feed | For after the night feed.
`)
