import { bank } from '../types.ts'

export default bank('barbecue', `
*Smokering | - | the pink smoke ring inside a slow-smoked brisket | Look for the pink ring.
*Brisketeer | - | brisket + musketeer: all for one, brisket for all | All for one, brisket for all.
*Barkside | - | bark + dark side: the dark crust on slow-smoked meat | Come over to the bark side.
Hickorypit | - | hickory + pit: hickory wood burning in the pit | Hickory in the pit since dawn.
Oakcoal | - | oak + coal: the real wood fire behind real barbecue | Real oak, real smoke.
Twelvehour | - | the twelve hours a brisket spends in smoke | Twelve hours, worth every minute.
Ribtray | - | rib + tray: ribs served on a metal tray | Ribs by the tray, napkins by the roll.
Mesquite Pit | texas brisket | the mesquite wood Texans burn under their meat | Mesquite, salt, pepper, patience.
Pullfork | pulled pork sandwich | pork pulled apart with two forks | Pulled by fork, piled on a bun.
Pitcart | catering events wedding party | pit + cart: a smoker on a cart for your event | We roll the pit to your party.
Grilltable | korean table | the grill set into the table at Korean barbecue | Grill it yourself at the table.
Jackpit | vegan plant jackfruit plantbased meatfree vegetarian | jackfruit + pit: smoked jackfruit for plant eaters | Smoked low and slow, no meat needed.
Ribshed | ribs rural farm | rib + shed: ribs smoked in a farmyard shed | Ribs from the shed out back.
Smokeslice | - | a slice of brisket showing its smoke ring | Sliced thick, ringed pink.
# r10: detail names
Ribwagon | truck trailer van wagon mobile | rib + wagon: ribs served from a wagon | The ribs come to you.
BrisketBus | truck trailer van bus mobile | brisket + bus: a smoker in an old bus | Brisket on board.
Slatherjar | sauce sauces bottled condiment | slather + jar: sauce you slather straight from the jar | Slather it on.
Rubjar | rub rubs seasoning seasonings | rub + jar: the dry rub in a jar | Shake it on, smoke it low.
Hogspit | hog pig spit crackling | hog + spit: a whole hog turning on the spit | The whole hog, turning slow.
Crackle & Spit | hog pig spit crackling | crackling on a pig turning on the spit | Crackling for the whole street.
Barkbite | burnt burned | bark + bite: burnt ends, all crust and smoke | All bark, every bite.
Charcube | burnt burned | char + cube: the charred cubes of a brisket's end | The best cubes of the brisket.
Wingpit | wings wing chicken | wing + pit: chicken wings smoked in the pit | Wings, smoked, sticky.
Hickorywing | wings wing chicken | hickory + wing: wings smoked over hickory | Smoked over hickory, sauced to order.
Pitschool | class classes lessons workshop pitmaster | pit + school: learn to run a smoker | Learn the pit from a pitmaster.
Hops & Hickory | beer ale taproom brewery pub | a cold beer and hickory smoke | Cold beer, hickory smoke.
# r11: detail names
Jerkbarrel | jerk caribbean jamaican jamaica | jerk + barrel: jerk chicken on an oil barrel cut into a grill | Smoke from the barrel, heat from the jerk.
Pimentopit | jerk caribbean jamaican jamaica | pimento + pit: jerk cooked over allspice wood | Pimento wood, Scotch bonnet, patience.
Lambpit | lamb mutton halal mechoui | lamb + pit: a whole lamb roasted over the pit | The whole lamb, slow over coals.
Halalsmoke | halal muslim | halal + smoke: halal brisket and ribs smoked low and slow | Halal meat, low and slow.
Smashpit | burger burgers smash smashburger | smash + pit: smash burgers beside meat from the pit | Smashed thin, smoked deep.
Brisketbox | delivery box boxes mailorder nationwide shipping | brisket + box: smoked brisket boxed and sent out | Smoked today, at your door tomorrow.
Sweetteapit | southern carolina memphis kansas dixie | sweet tea + pit: Southern barbecue with a glass of sweet tea | Sweet tea, slow smoke, Southern manners.
Porchsmoke | southern carolina memphis kansas | porch + smoke: smoke drifting over a Southern porch | Pull up a rocker.
Cedarplank | fish seafood salmon | salmon smoked on a cedar plank | Salmon, smoked on cedar.
Smokestall | market stall festival festivals streetfood | smoke + stall: a barbecue stall at the market | Follow the smoke to the stall.
Feastpit | catering events wedding weddings feast | feast + pit: a pit cooking for a whole feast | Feeding the whole party.
Beetbrisket | vegan plant vegetarian beetroot plantbased meatfree | beet + brisket: smoked beetroot sliced like brisket | Sliced like brisket, grown in soil.
# r12: detail names
Tailgate Smoke | truck trailer van mobile tailgate | a smoker hitched to the back of a truck | Pulled up, fired up, sliced to order.
Post Oak Pit | texas brisket | post oak, the wood Texas pitmasters burn under brisket | Post oak, salt, pepper, twelve hours.
Pinkpaper | texas brisket | the pink butcher paper Texas brisket is wrapped in | Wrapped in pink paper, rested till tender.
Smoke & Vows | wedding weddings catering events | a barbecue pit feeding a wedding | Say the vows, we'll bring the brisket.
Pitparcel | delivery box boxes mailorder nationwide shipping | pit + parcel: smoked meat sent in a box | From our pit to your door.
Ssamgrill | korean ssam lettuce wrap | ssam: grilled meat wrapped in lettuce at Korean barbecue | Grill it, wrap it, eat it whole.
Bulgogi Coals | korean bulgogi | sweet bulgogi beef over hot coals | Sweet bulgogi, real charcoal.
Boardwalk Smoke | beach seaside coastal pier boardwalk | barbecue smoke drifting along a seaside boardwalk | Follow the smoke down the boardwalk.
# r13: detail names
Snaplink | sausage sausages hotlink hotlinks links bratwurst kielbasa | snap + link: the snap of a smoked sausage link | Listen for the snap.
Asado Cross | argentine argentinian argentina asado gaucho parrilla | the iron cross a lamb is spread on beside an asado fire | Lamb on the cross, embers below.
Slawbucket | sides slaw coleslaw | slaw + bucket: the bucket of slaw beside every tray of ribs | A bucket of slaw for the table.
# r14: detail names
Glazebrush | sauce sauces bottled condiment glaze glazed | the brush that paints sauce onto ribs over the coals | Brushed on thick, over the coals.
Pepperbark | rub rubs seasoning seasonings spice spices | coarse pepper rub that sets into the bark | Coarse pepper, deep bark.
Brisket Bootcamp | class classes lessons workshop workshops course pitmaster | a day learning to smoke a brisket | Twelve hours to master the brisket.
Paperboat Ribs | market stall festival festivals streetfood | ribs served in the paper boat trays of street food | Ribs in a paper boat, eaten standing.
`)
