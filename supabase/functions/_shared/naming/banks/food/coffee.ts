import { bank } from '../types.ts'

export default bank('coffee', `
Knockbox | - | the box every barista knocks the spent puck into | Knock, tamp, pull, repeat.
Steamwand | - | the wand that stretches the milk for every latte | Milk stretched right, every single cup.
Drumroast | - | drum + roast: beans turned slowly in a drum roaster | Turned slow in the drum.
TigerStripe | - | the tiger stripes that mark good crema on a slow shot | Look for the stripes.
Burrline | - | burr + line: the sharp burrs that set every grind | Ground to the line, every time.
Pullshot | - | what a barista says as the espresso starts to run | Every shot pulled by hand.
Goosepour | - | gooseneck kettle + pour: the slow, steady pour-over | A slow pour is worth the wait.
Hopperful | - | a grinder hopper filled with fresh beans | Start the day with a full hopper.
Cracklebean | - | the crackle a bean gives when the roast turns | Roasted to the crackle, not past it.
BurlapBean | - | green coffee arrives in burlap sacks: sack + bean | Straight from the sack to the drum.
Tampline | - | tamp + line: the level tamp behind a good shot | Level tamp, honest shot.
Roastpost | online subscription delivery mail | roast + post: beans roasted, then posted the same week | Roasted Monday, posted Tuesday.
Grindmail | online subscription delivery mail | grind + mail: ground to your brewer, sent by mail | Ground for your brewer, sent to your door.
Valvebag | online subscription delivery | the one-way valve on every bag of fresh roast | You can smell it through the valve.
Cremacart | cart truck van mobile event | crema + cart: proper espresso from a cart | Proper espresso, parked nearby.
Hatchpour | cart truck van mobile window | coffee poured straight through the serving hatch | Knock on the hatch.
TailgateLatte | cart truck van mobile event festival | lattes served off the tailgate of a van | Lattes off the back of the van.
Shadegrown | organic fairtrade ethical sustainable farmer | coffee grown under the forest canopy, the slow and kind way | Grown in the shade, roasted with care.
FincaRow | organic fairtrade ethical direct farmer | finca + row: the rows of a coffee farm we buy from | We know every row it grew on.
Hillpick | organic fairtrade ethical farmer | cherries picked by hand on steep hillsides | Picked by hand, one hill at a time.
Microlot | specialty single origin | the small single lots specialty roasters chase | One farm, one lot, one bag.
SlurpSpoon | specialty single origin tasting | the spoon a cupper slurps from to taste each batch | We slurp so you can sip.
Cupnotes | specialty single origin tasting | the tasting notes written at the cupping table | Taste what the roaster tasted.
CherryDrum | specialty single origin | coffee cherry + drum roaster: fruit to roast | From cherry to drum to cup.
NightSteep | cold iced summer | cold brew steeps all night: night + steep | Steeped all night, poured cold.
IceDrip | cold iced summer | the slow ice-drip towers of Kyoto-style cold coffee | One cold drop at a time.
NitroTap | cold iced summer bar | nitro cold brew poured from a tap | Cold brew, poured like a stout.
Elevenses | office workplace business wholesale | the mid-morning coffee break, brought to the office | The eleven o'clock cup, delivered.
Deskdrip | office workplace business | drip coffee set up at the desk | Good coffee, right at your desk.
CarafeRun | office workplace business catering meeting | full carafes run to meetings and offices | Carafes to the meeting room.
Marginnote | book bookshop reading library | the note you pencil in a book margin over coffee | Read a page, write a note, sip.
ChapterCup | book bookshop reading | one cup per chapter in a bookshop cafe | One more chapter, one more cup.
Shelfbrew | book bookshop reading | coffee brewed between the shelves | Coffee between the shelves.
QuadShot | student late night study campus | the four-shot order of a long study night | Four shots for finals week.
Lampbrew | late night study student | coffee for those still under the desk lamp | Still open when your lamp is on.
Nightpull | late night student study campus | espresso shots still being pulled late at night | Still pulling shots at midnight.
`)
