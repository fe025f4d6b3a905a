import { bank } from '../types.ts'

export default bank('farm', `
Russetrow | orchard apple fruit cider | russet + row: rows of russet apple trees | Picked from the russet rows.
Ladderpick | orchard apple fruit | fruit picked from the top of a ladder | Picked from the top rung.
Fieldshare | csa box subscription delivery community | field + share: a share of the farm's harvest | Your share of the field.
*Muddycarrot | box subscription delivery organic veg | muddy + carrot: real veg, straight from the soil | Mud included.
Slowgraze | ranch beef cattle livestock grassfed | slow + graze: cattle left to graze slowly | Grazed slow, grass fed.
Cloverherd | ranch beef cattle grassfed livestock | clover + herd: a herd raised on clover pasture | A herd raised on clover.
Soilmend | organic regenerative soil | soil + mend: farming that mends the soil | Mending the soil, season by season.
Punnetpick | pick your own family berry strawberry | punnet + pick: fill your own punnet | Fill your own punnet.
*Jamfield | pick your own berry strawberry | jam + field: fields of berries bound for jam | Pick it, jam it.
Meadowbunk | stay holiday farmstay glamping | meadow + bunk: bunk down by the meadow | Bunk down by the meadow.
Gatestall | shop farmstand roadside | gate + stall: a stall at the farm gate | Buy it at the gate.
*Specklehen | egg poultry chicken freerange | speckle + hen: speckled hens laying free-range eggs | Speckled hens, happy eggs.
*Daisychurn | dairy milk cow butter | Daisy the cow + churn: farm butter and cream | Churned from Daisy's milk.
Morningpail | dairy milk cow | morning + pail: milk from the morning milking | Today's milk, this morning.
Wellyday | kids school visit family open | welly + day: a day out in wellies | Wellies on, day out.
Tractortale | kids school visit family | tractor + tale: farm stories and tractor rides | Every visit has a tractor tale.
Woolhill | sheep wool flock | wool + hill: sheep grazing the hill | Wool from the hill.
Carvepatch | pumpkin autumn halloween family | carve + patch: pick a pumpkin to carve | Pick it, carve it.
Vowmeadow | wedding venue event | vow + meadow: farm weddings in the meadow | Say it in the meadow.
Orchardaisle | wedding venue event | orchard + aisle: a wedding aisle between the fruit trees | Walk the orchard aisle.
# r10: detail names
Purplerow | lavender | purple + row: rows of lavender in bloom | Walk the purple rows.
Tinselsaw | christmas fir spruce | tinsel + saw: cut your own Christmas tree | Pick it, saw it, trim it.
Curlytail | pig pigs pork bacon | curly + tail: free-range pigs with curly tails | Happy pigs, curly tails.
Nannypail | goat goats | nanny goat + pail: goat's milk from our herd | Milked from the nannies.
Alpacamble | alpaca alpacas llama llamas | alpaca + amble: gentle walks with alpacas | Take an alpaca for an amble.
Sapbucket | maple syrup sugarbush | sap + bucket: buckets of maple sap | From the tree to the pancake.
Gobbleyard | turkey turkeys | gobble + yard: free-range turkeys | Free-range gobblers for Christmas.
Sprouttray | microgreens microgreen sprouts | sprout + tray: microgreens grown in trays | Cut fresh from the tray.
# r11: detail names
Gillshed | mushroom mushrooms fungi oyster shiitake | gill + shed: mushrooms grown in a dark shed | Grown in the dark, picked at dawn.
Roofrow | rooftop roof urban city | roof + row: rows of greens on a city rooftop | A farm above the traffic.
Shelfcrop | vertical hydroponic hydroponics indoor | shelf + crop: greens grown on stacked shelves indoors | Grown up, not out.
Bottlelamb | petting feeding lamb lambs lambing zoo | bottle + lamb: feed a lamb by bottle | Hold the bottle, meet the lamb.
Sunstalk | sunflower sunflowers | sun + stalk: tall sunflower stalks to walk through and pick | Pick one taller than you.
Cobmaze | maze maize corn | cob + maze: a maze cut through the maize | Get lost in the corn.
Barrowbunch | market farmers stall marketgarden | barrow + bunch: bunches of veg sold from the barrow at market | Straight from the barrow.
Pressgrove | olive olives oil | press + grove: olives grown and pressed on the farm | From grove to press.
Curdbarn | cheese cheeses cheesemaker | curd + barn: cheese made in the farm's own barn | Made in the barn, aged on the farm.
Barn & Breakfast | stay farmstay bnb accommodation cottage holiday | barn + breakfast: a wink at bed and breakfast, in a farm barn | Sleep in the barn, wake to eggs.
# r12: detail names
Gatepost Larder | shop farmshop farmstand roadside | gatepost + larder: the farm shop at the gate | Stocked from the fields behind.
Henrun Eggs | egg eggs freerange hens chicken poultry | hen run: eggs from hens that roam free | Laid this morning.
Earthworm Acres | regenerative soil organic | earthworm: healthy soil full of worms, farmed to stay that way | Farmed for the worms.
Muddy Carrot Box | veg box delivery subscription | muddy carrot: a weekly box of veg still muddy from the field | Still muddy from the field.
Tailgate Veg | market stall farmers | tailgate: veg sold straight off the back of the truck | Off the tailgate, out of the ground.
*Welly Walk Farm | kids family visit school children | welly walk: a farm for children to visit in their wellies | Bring your wellies.
# r13: detail names
Goatmat | yoga | goat + mat: yoga with goats wandering among the mats | Downward dog, meet the goats.
Troutrun | trout fishery fishing fish | trout + run: trout raised in running water | Catch it, cook it, or take it home.
Herbsnip | herb herbs culinary | herb + snip: herbs snipped from the row for kitchens | Snipped this morning, in your pan tonight.
# r14: detail names
Hoofprint Beef | ranch beef cattle livestock grassfed | hoofprints of cattle left out on the grass | Raised on grass, sold from the farm.
Redfinger Fields | pickyourown pyo strawberry strawberries raspberry raspberries berry berries | fields where picking leaves your fingers red | Come home with red fingers.
Hayloft Nights | stay farmstay glamping holiday holidays bnb cottage shepherdshut | nights spent up in a converted hayloft | Sleep where the hay used to be.
Yolk & Straw | egg eggs freerange hens chicken poultry | eggs collected from nests of straw | Still warm from the straw.
Parlour Pint | dairy milk cow cows raw vending | milk straight from the milking parlour | A pint from the parlour.
Fleece & Fell | sheep wool flock fleece | fleece from sheep grazing the fell | Wool from the fell, spun near home.
Needle & Netting | christmas fir spruce xmas | a fresh tree, pine needles and the netting to carry it home | Cut it, net it, take it home.
`)
