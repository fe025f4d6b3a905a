import { bank } from '../types.ts'

export default bank('meals', `
Warmlid | - | warm + lid: lift the lid on a warm meal | Lift the lid, dinner is ready.
Easysupper | - | easy + supper: supper without the effort | Supper, sorted.
Kindladle | - | kind + ladle: generous home cooking | Ladled out kindly.
Tuckdish | - | tuck in + dish: a dish you tuck straight into | Tuck in.
Cosybowl | - | cosy + bowl: a comforting bowl of food | Comfort in a bowl.
Freshfork | - | fresh + fork: freshly made meals | Fresh, every forkful.
Heartypot | - | hearty + pot: filling, hearty cooking | A pot of the hearty stuff.
Tuesdaypan | - | Tuesday + pan: a good dinner on an ordinary weekday | Even Tuesdays taste good.
Sortedlid | - | sorted + lid: dinner, sorted, under the lid | Dinner is sorted.
Macroplate | meal prep fitness gym protein macro | macro + plate: meals built to your macros | Your macros, on a plate.
Gainbowl | meal prep fitness gym protein | gain + bowl: protein bowls for gains | Bowls built for gains.
Liftlunch | meal prep fitness gym | lift + lunch: lunches for people who lift | Lunch for lifters.
Batchpot | frozen batch meal prep | batch + pot: meals cooked in big batches | Cooked in batches, frozen fresh.
Freezerfill | frozen family batch | freezer + fill: a freezer full of home-cooked meals | Fill the freezer, free the evenings.
Thawpot | frozen family | thaw + pot: home cooking from the freezer | Thaw, heat, eat.
Supperbell | family dinner kit recipe | supper + bell: the call to come to the table | Ring the bell, dinner is on.
SixThirty | family dinner kit recipe | the half-past-six family dinner | Dinner on the table by six thirty.
Tablekit | family dinner kit recipe | table + kit: a dinner kit for the family table | Everything for tonight's table.
Noonbox | office corporate lunch business | noon + box: lunch boxes delivered at noon | Lunch at noon, every day.
Boardlunch | office corporate meeting lunch | board + lunch: lunches for meetings | Lunch for the boardroom.
Teamtray | office corporate meeting event | team + tray: trays of food for the team | A tray for the whole team.
Vowfeast | wedding event party catering | vow + feast: wedding catering | A feast to say I do.
Guestplate | wedding event party catering | guest + plate: a plate for every guest | Every guest, well fed.
Canapeday | wedding event party canape | canape + day: canapes for the big day | Small bites for the big day.
Greenladle | vegan plant | green + ladle: plant-based home cooking | Ladled green.
Beanbatch | vegan plant meal prep | bean + batch: plant-based batch meals | A batch of beans, a week of meals.
Lentilbox | vegan plant delivery | lentil + box: plant-based meal boxes | Lentils, delivered.
CrustsOff | kids school lunch | crusts off, the way kids like it | Crusts off, plates clean.
Tinyfork | kids school nursery | tiny + fork: meals for small eaters | Real food for tiny forks.
Nurserystew | kids nursery school | nursery + stew: warm, wholesome meals for nurseries | Warm stews for little ones.
Dinnerround | elderly senior home delivery | dinner + round: a daily round of hot dinners | A hot dinner and a friendly face.
Softspoon | elderly senior care | soft + spoon: soft, easy meals for older people | Soft to eat, warm to hold.
Gentlelid | elderly senior care delivery | gentle + lid: home-cooked meals brought gently to the door | Hot dinners, gently delivered.
Chopalong | cooking class course lesson | chop + along: a cook-along class | Chop along with us.
Stirclass | cooking class course lesson | stir + class: hands-on cooking lessons | Learn by stirring.
Apronclub | cooking class course beginner | apron + club: a club for learning to cook | Put on an apron, join the club.
Dormdinner | student budget | dorm + dinner: cheap, hearty student meals | Real dinners for the dorm.
Pennypan | student budget cheap | penny + pan: meals that cost pennies | Dinner for pennies.
Campuspot | student budget | campus + pot: one-pot meals for campus | One pot, whole campus.
Cradlepot | new parent baby postnatal family | cradle + pot: meals for new parents | You feed the baby. We feed you.
Naptimepan | new parent baby postnatal | naptime + pan: dinner ready for when the baby naps | Dinner ready by naptime.
Nightfeedpot | new parent baby | night feed + pot: meals for sleepless parents | Fuel for the night feeds.
`)
