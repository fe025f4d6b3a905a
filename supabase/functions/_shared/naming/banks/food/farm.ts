import { bank } from '../types.ts'

export default bank('farm', `
Muckboot | - | the muddy boots every farmer lives in | Mud on the boots, food on the table.
TenAcre | - | ten acres: a small farm that knows every row | Small farm, every row tended.
Rowcrop | - | a crop planted in straight rows across the field | Grown row by row.
Balestack | - | the stack of hay bales by the barn | Stacked, stored, fed through winter.
Barnswallow | - | the swallows that nest in the barn rafters every summer | Back every summer, like the swallows.
Seeddrill | - | the drill that sows seed in straight lines | Sown in spring, sold in summer.
Hedgelayer | - | hedge laying: the old craft of weaving a living field hedge | Fields kept the old way.
Russetrow | orchard apple fruit cider | a row of russet apple trees | Russets, picked ripe.
Ladderpick | orchard apple fruit | apples picked from the top of the orchard ladder | Picked from the ladder, not the shelf.
Graftline | orchard apple fruit heritage | the graft line on every orchard tree, where old varieties live on | Old apple varieties, grafted and grown.
Fieldshare | csa box subscription delivery community | a share in the farm's harvest, delivered each week | Your share of the field, every week.
Rootcrate | box subscription delivery | a crate of root veg, soil still on | A crate of roots on your doorstep.
Muddycarrot | box subscription delivery organic | carrots with the mud still on: straight from the ground | Still a bit muddy. That's the point.
Cudandclover | ranch beef cattle livestock grassfed | cattle chewing the cud in clover pasture | Happy cattle, clover fields.
Droveroad | ranch beef cattle grassfed heritage | the old drove roads cattle were walked along to market | Grass-fed, walked the old roads.
Hoofandhay | ranch beef cattle grassfed livestock | hooves and hay: cattle fed on grass and hay | Grass in summer, hay in winter.
Blackloam | organic regenerative soil | dark, rich loam: healthy soil | It starts with the soil.
Covercrop | organic regenerative soil | the crop grown to feed and protect the soil between harvests | We feed the soil first.
Wormcast | organic regenerative soil compost | worm casts: the sign of living soil | Our worms do half the work.
Punnetpick | pick your own family berry strawberry | a punnet of berries you picked yourself | Pick a punnet, eat half on the way.
Berrybucket | pick your own family berry kids | a bucket filling with berries on a family day out | Fill your bucket.
Hayride | pick your own family kids autumn pumpkin | a tractor hayride round the farm | Climb aboard the hayride.
Shepherdshut | stay holiday glamping farmstay | a shepherd's hut to stay in on the farm | Wake up in the field.
Barnowl | stay holiday farmstay nature | the barn owl that hunts the fields at dusk | Stay till the owls come out.
Lambingshed | stay holiday farmstay kids spring | the lambing shed where visitors meet the spring lambs | Meet the lambs in spring.
Honestybox | shop farmstand roadside stand | the box at the farm gate where you leave your money | Take what you need, leave what you owe.
Chalkprices | shop farmstand market | prices chalked on the board at the farm stall | Today's harvest, chalked up.
Roadsidecrate | shop farmstand roadside stand | crates of produce at the roadside | Pull over for the crates.
Henrun | egg poultry chicken freerange | the run where free-range hens scratch | Eggs from a busy hen run.
Specklehen | egg poultry chicken freerange | a speckled hen and her brown eggs | Speckled hens, golden yolks.
Milkchurn | dairy milk cow | the churn the morning milk was carried in | Morning milk, straight from the churn.
Brownshell | egg poultry chicken freerange | brown-shelled eggs, collected each morning | Collected this morning, still warm.
Milkingstool | dairy milk cow | the three-legged stool of the milking shed | Milked at dawn, bottled by noon.
Parlourgate | dairy milk cow | the gate the herd walks through into the milking parlour | From the parlour to your fridge.
`)
