import { bank } from '../types.ts'

export default bank('meals', `
Batchday | - | batch day: the day a cook makes the week's meals in big pots | Cooked on batch day, eaten all week.
Macroplate | meal prep fitness gym protein macro | macro + plate: meals built to your macros | Your macros, on a plate.
Liftlunch | meal prep fitness gym | lift + lunch: lunches for people who lift | Lunch for lifters.
Freezerfill | frozen family batch | freezer + fill: a freezer full of home-cooked meals | Fill the freezer, free the evenings.
*Supperbell | family dinner kit recipe | supper + bell: the call to come to the table | Ring the bell, dinner is on.
SixThirty | family dinner kit recipe | the half-past-six family dinner | Dinner on the table by six thirty.
Noonbox | office corporate lunch business | noon + box: lunch boxes delivered at noon | Lunch at noon, every day.
Beanbatch | vegan plant meal prep | bean + batch: plant-based batch meals | A batch of beans, a week of meals.
*CrustsOff | kids school lunch | crusts off, the way kids like it | Crusts off, plates clean.
Dinnerround | elderly senior home delivery | dinner + round: a daily round of hot dinners | A hot dinner and a friendly face.
Softspoon | elderly senior care | soft + spoon: soft, easy meals for older people | Soft to eat, warm to hold.
*Chopalong | cooking class course lesson | chop + along: a cook-along class | Chop along with us.
Apronclub | cooking class course beginner | apron + club: a club for learning to cook | Put on an apron, join the club.
*Pennypan | student budget cheap | penny + pan: meals that cost pennies | Dinner for pennies.
`)
