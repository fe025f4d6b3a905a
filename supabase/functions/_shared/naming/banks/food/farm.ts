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
`)
