import { bank } from '../types.ts'

export default bank('farm', `
Kindacre | - | kind + acre: land farmed with care | Every acre, farmed kindly.
Dewsoil | - | dew + soil: early-morning fields, dew on the soil | Up before the dew dries.
Honestfurrow | - | honest + furrow: straight, honest farming | Straight furrows, honest food.
Sunfurrow | - | sun + furrow: furrows warmed by the sun | Grown in sunny furrows.
Proudbarn | - | proud + barn: a family farm proud of its work | Proud of every barn.
Steadyplough | - | steady + plough: patient, traditional farming | Steady work, good land.
Dawnpasture | - | dawn + pasture: a farm at first light | Up with the meadow.
Quietpasture | - | quiet + pasture: calm fields and content animals | Quiet fields, happy herds.
Fairacre | - | fair + acre: land farmed fairly | Fair food from fair acres.
Russetrow | orchard apple fruit cider | russet + row: rows of russet apple trees | Picked from the russet rows.
Ladderpick | orchard apple fruit | fruit picked from the top of a ladder | Picked from the top rung.
Ciderrow | orchard apple cider | cider + row: rows of cider apple trees | Pressed from our own rows.
Fieldshare | csa box subscription delivery community | field + share: a share of the farm's harvest | Your share of the field.
Rootcrate | box subscription delivery veg | root + crate: crates of root vegetables delivered | Roots in a crate, mud and all.
Muddycarrot | box subscription delivery organic veg | muddy + carrot: real veg, straight from the soil | Mud included.
Slowgraze | ranch beef cattle livestock grassfed | slow + graze: cattle left to graze slowly | Grazed slow, grass fed.
Cloverherd | ranch beef cattle grassfed livestock | clover + herd: a herd raised on clover pasture | A herd raised on clover.
Hillherd | ranch beef cattle livestock | hill + herd: cattle raised on the hill | Raised on the hill.
Soilmend | organic regenerative soil | soil + mend: farming that mends the soil | Mending the soil, season by season.
Wormwise | organic regenerative soil compost | worm + wise: farming the worms would approve of | The worms approve.
Loamlife | organic regenerative soil | loam + life: living, healthy soil | Life starts in the loam.
Punnetpick | pick your own family berry strawberry | punnet + pick: fill your own punnet | Fill your own punnet.
Berrybucket | pick your own family berry kids | berry + bucket: pick your own berries by the bucket | Bring a bucket.
Jamfield | pick your own berry strawberry | jam + field: fields of berries bound for jam | Pick it, jam it.
Barnsleep | stay holiday farmstay glamping | barn + sleep: sleep over in a converted barn | Sleep in the barn.
Meadowbunk | stay holiday farmstay glamping | meadow + bunk: bunk down by the meadow | Bunk down by the meadow.
Roosterwake | stay holiday farmstay | rooster + wake: wake with the rooster on a farm stay | Wake up with the rooster.
Chalkprices | shop farmstand market | prices chalked up at the farm stand | Prices in chalk, food from the field.
Vergecrate | shop farmstand roadside stand | verge + crate: a crate of produce on the roadside verge | Stop at the verge.
Gatestall | shop farmstand roadside | gate + stall: a stall at the farm gate | Buy it at the gate.
Specklehen | egg poultry chicken freerange | speckle + hen: speckled hens laying free-range eggs | Speckled hens, happy eggs.
Roamhen | egg poultry chicken freerange | roam + hen: hens free to roam | Hens that roam.
Sunnyyolk | egg poultry freerange | sunny + yolk: bright yolks from happy hens | Bright yolks, happy hens.
Parlourgate | dairy milk cow | parlour + gate: milk from the parlour to the gate | From the parlour to the gate.
Daisychurn | dairy milk cow butter | Daisy the cow + churn: farm butter and cream | Churned from Daisy's milk.
Morningpail | dairy milk cow | morning + pail: milk from the morning milking | Today's milk, this morning.
Wellyday | kids school visit family open | welly + day: a day out in wellies | Wellies on, day out.
Tractortale | kids school visit family | tractor + tale: farm stories and tractor rides | Every visit has a tractor tale.
Lambcuddle | kids family spring open | lamb + cuddle: cuddle the lambs in spring | Come cuddle a lamb.
Woolhill | sheep wool flock | wool + hill: sheep grazing the hill | Wool from the hill.
Fleecefold | sheep wool flock | fleece + fold: the fold where the flock is sheared | From the fold to the fleece.
Shearfair | sheep wool flock | shear + fair: the summer shearing fair on the farm | Come to the shearing fair.
Carvepatch | pumpkin autumn halloween family | carve + patch: pick a pumpkin to carve | Pick it, carve it.
Gourdyard | pumpkin autumn squash | gourd + yard: a yard full of pumpkins and squash | A yard full of gourds.
Vowmeadow | wedding venue event | vow + meadow: farm weddings in the meadow | Say it in the meadow.
Strawvow | wedding venue event barn | straw + vow: barn weddings on a working farm | Vows among the straw bales.
Orchardaisle | wedding venue event | orchard + aisle: a wedding aisle between the fruit trees | Walk the orchard aisle.
Gourdgrin | pumpkin autumn halloween kids | gourd + grin: the grin carved into a pumpkin | Carve a grin.
`)
