import { bank } from '../types.ts'

export default bank('deli and butcher', `
Hamhook | - | a ham hung from a hook over the counter | Hams hanging, sliced to order.
*Hook & Cleaver | - | the meat hooks and the cleaver of a proper butcher's shop | Cut to order while you wait.
*Cleaverly | - | cleaver + cleverly: every cut made cleverly | Every cut, cleverly done.
Fieldblock | farm local grass fed | field + block: meat from local fields to the butcher's block | From the field to the block.
Cheesewire | cheese cheesemonger | the wire that cuts a whole wheel of cheese | Cut from the wheel by wire.
*GoudaTimes | cheese cheesemonger | gouda + good times: cheese for the good times | Cheese for the good times.
Wedgecut | cheese cheesemonger | a wedge cut from the wheel while you wait | Your wedge, cut from the wheel.
Rindkeeper | cheese cheesemonger cave | rind + keeper: a shop that ages its cheese right | Cheese kept until it is ready.
Salamiloft | charcuterie salami italian | salami hung high to dry in the loft | Hung high, sliced thin.
Grazeboard | charcuterie platter board party | a board of meats and cheeses to graze on | Boards for the whole table.
Ryestack | sandwich deli new york | rye + stack: a deli sandwich stacked high on rye | Stacked high on rye.
*Picklespear | sandwich deli new york | the pickle spear beside every deli sandwich | Every sandwich comes with a spear.
Twinewrap | - | twine + wrap: every order wrapped and tied with twine | Tied with twine, carried home proud.
Slicer & Scale | - | the meat slicer and the scale on the deli counter | Sliced thin, weighed fair.
Chopblock | - | chop + block: the butcher's chopping block | Chopped on the block, in front of you.
# r10: detail names
Linktwist | sausage sausages banger bangers | link + twist: sausages twisted into links by hand | Twisted by hand, every link.
Bangerhook | sausage sausages banger bangers | banger + hook: strings of sausages hung on a hook | Fresh bangers on the hook.
Marblecut | steak steaks aged ribeye wagyu | marble + cut: a steak with fine marbling | Look for the marbling.
Steakcellar | steak steaks aged ageing ribeye | steak + cellar: steaks dry-aged in a cold cellar | Aged in the cellar, cut at the counter.
Antlerblock | game venison deer | antler + block: venison and wild game on the butcher's block | Wild game, cut on the block.
Pheasanthook | game pheasant pheasants venison | pheasant + hook: game birds hung on the hook | Hung right, plucked right.
Steakpost | box boxes delivery subscription hamper | steak + post: steaks sent through the post | Steaks, posted cold.
Freezerload | bulk freezer box boxes | freezer + load: meat in bulk for the freezer | A freezer load, cut to order.
Rind & Vine | wine wines vineyard | the rind of a cheese and the vine a wine comes from | A wedge and a bottle to match.
Corkwedge | wine wines pairing pairings | cork + wedge: a bottle and a cheese wedge together | A wedge for every bottle.
# r11: detail names
Halalcut | halal muslim zabiha | halal + cut: halal meat cut to order | Halal, cut the way you ask.
Lamb & Cleaver | halal lamb mutton | lamb and the butcher's cleaver: a butcher known for lamb | Lamb cut to order, every day.
Bagel & Brine | jewish kosher bagel bagels pastrami saltbeef | bagels and pickles from the brine barrel | A bagel, a pickle, a proper deli.
Pastramistack | pastrami saltbeef jewish kosher | pastrami + stack: pastrami stacked high | Stacked until it wobbles.
Parmawheel | italian parmesan parmigiano | parma + wheel: a wheel of Parmesan cracked open at the counter | Cracked open at the counter.
Provolonehook | italian provolone salumeria | provolone + hook: cheeses hanging from hooks in an Italian deli | Hung from the hooks, sliced to order.
Rashercut | bacon rasher rashers cured smoked | rasher + cut: bacon cut to the thickness you like | Bacon cut as thick as you like.
Gobblehook | turkey turkeys christmas poultry | gobble + hook: Christmas turkeys hung and ready | Order your bird early.
Wishbone Block | poultry chicken chickens turkey turkeys | wishbone + block: chickens and turkeys on the butcher's block | Birds from the farm, ready for the oven.
Crimp & Cleaver | pie pies pasty pasties | the crimped pie crust and the butcher's cleaver | Pies filled with our own meat.
Pasturecut | organic freerange pasture grassfed | pasture + cut: meat from animals raised out on pasture | Raised outside, cut inside.
Cleaverpost | delivery mailorder nationwide post postal | cleaver + post: butcher's cuts sent by post | Cut today, posted cold.
Bangercoil | sausage sausages cumberland | banger + coil: a long coil of Cumberland sausage | One long coil, cut to length.
# r12: detail names
Plant & Cleaver | vegan plant plantbased vegetarian meatfree | a plant-based butcher with a proper cleaver | Butcher's craft, plant-based cuts.
Cleaverclass | class classes workshop lessons butchery course | cleaver + class: learn to butcher a joint | Learn to break down a lamb.
Snout & Hoof | nosetotail whole animal | every part of the animal, snout to hoof | Snout to hoof, nothing wasted.
Hedgerow Butcher | farm local rural village countryside | a country butcher among hedges and fields | Meat from the fields you can see.
Meadowcut | organic freerange pasture grassfed grass | meadow + cut: meat from animals raised on meadows | From the meadow to the block.
Rye & Mustard | sandwich sandwiches deli new york | rye bread and mustard, the deli sandwich basics | Piled high on rye.
Crescent Cleaver | halal muslim zabiha | the crescent of Islam and the butcher's cleaver | Halal cuts, cut to order.
Curehouse | charcuterie cured salami ham | cure + house: where meat is salted and hung to cure | Salted, hung and sliced by hand.
# r13: detail names
Mincemill | burger burgers mince minced patty patties | mince + mill: the mincer grinding burger meat to order | Minced this morning, pressed to order.
Coalside Cuts | bbq barbecue barbecues grill grilling | cuts trimmed and tied for the coals | Cuts made for the coals.
# r14: detail names
Saltwall Steaks | steak steaks aged ageing dryaged ribeye wagyu | steaks dry-aged against a wall of salt bricks | Aged against the salt, cut to order.
Beetroot Butcher | vegan plant plantbased vegetarian meatfree | a butcher's counter of plant-based cuts | Butcher's cuts, grown in the ground.
Knife & Knot | class classes workshop lessons butchery course | the boning knife and the butcher's knot you learn to tie | Learn the cut, learn the knot.
Goose & Gammon | christmas xmas festive goose gammon | the goose and gammon of a Christmas table | Order the Christmas table early.
Mortadella Moon | italian mortadella salumeria prosciutto | the huge round slice of mortadella, like a full moon | Sliced as wide as the moon.
`)
