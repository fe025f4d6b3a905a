import { bank } from '../types.ts'

export default bank('meals', `
Bentorow | - | a neat row of bento compartments, each one filled | Every compartment filled with care.
Forkready | - | ready the moment your fork is | Heat it, fork it, done.
Lidlabel | - | the label on each lid: what it is and when it was cooked | Labelled, dated, delicious.
Gravyboat | - | the gravy boat passed round a full table | Pass the gravy.
Souprun | - | pots of soup run out to homes and offices | Hot soup, on the run.
Spoonfed | - | spoon-fed: looked after, with dinner handled | Sit back, you're being fed.
Batchpot | frozen batch meal prep | the big pot behind a week of batch cooking | One big pot, a week of dinners.
Freezerfill | frozen family | a freezer filled with home-cooked meals | Fill the freezer, free your evenings.
SundayPrep | meal prep fitness gym weekly | the Sunday afternoon of cooking for the week | We do Sunday prep for you.
Macroplate | meal prep fitness gym protein macro | a plate built to your macros | Your macros, counted and cooked.
Fivebox | meal prep office weekly | five meals, one box, one working week | Five lunches, one delivery.
SixThirty | family dinner kit recipe | six-thirty: family dinner time | Dinner on the table by six-thirty.
Supperbell | family dinner kit | the bell that calls everyone to supper | Ring the bell, supper's ready.
Onepan | family dinner kit recipe | one-pan dinners: less washing up | One pan, one sink, done.
Noonbox | office corporate lunch business | a lunch box that arrives by noon | At your desk by noon.
Platterrun | office corporate meeting lunch event | platters run to the meeting room | Platters on the table before the meeting.
Sandwichstack | office corporate lunch meeting | a tall stack of proper sandwiches | Stacked high, cut neat.
Canapetray | wedding event party canape | the tray of canapes passed through a party | One bite, then another tray.
Trayline | wedding event buffet catering | the line of hot trays at a buffet | Hot trays, long tables.
HundredPlates | wedding event party large | cooking for a hundred guests | A hundred plates, all hot.
Dhalpot | vegan plant frozen | a pot of slow-cooked dhal | Slow lentils, big flavour.
Beanbatch | vegan plant meal prep | a batch of bean dishes for the week | Beans, done properly, by the batch.
Greenladle | vegan plant | a ladle of green, plant-based cooking | Plant food, ladled warm.
CrustsOff | kids school lunch | crusts off, the way children like it | Crusts off, veg in.
Littleladle | kids school nursery | small portions for small people | Proper food, small portions.
Lunchpail | kids school lunch | the lunch pail carried to school | A packed lunch worth opening.
DoorstepDinner | elderly senior home delivery care | a hot dinner left on the doorstep with a friendly knock | A hot dinner and a friendly knock.
Dinnerround | elderly senior home delivery | the daily round delivering dinners | Dinner delivered, every day.
Softspoon | elderly senior care | soft, tender meals that are easy to eat | Tender food, kindly made.
Chopalong | cooking class course lesson | chop + sing-along: a cooking class you join in | Chop along, cook along.
Apronstring | cooking class course lesson | the apron you tie on before class | Tie the apron, light the hob.
KnifeAndBoard | cooking class course lesson | a knife and a board: the start of every recipe | Knife skills first.
`)
