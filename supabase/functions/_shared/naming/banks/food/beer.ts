import { bank } from '../types.ts'

export default bank('beer', `
Roundale | - | round + ale: a beer to buy the round with | Whose round is it?
Hazeline | ipa hoppy hazy pale juicy | haze + line: a line of hazy pale ales | Hazy by design.
Wildpucker | sour wild farmhouse | wild + pucker: wild-fermented sour beer | Wild yeast, big pucker.
*Pintyard | taproom pub brewpub beer garden | pint + yard: a yard to drink pints in | Pints in the yard.
Kegbench | taproom brewpub bar | keg + bench: benches among the kegs | Drink where it is brewed.
Winterpour | stout porter dark winter | winter + pour: dark beers for cold nights | A dark pour for cold nights.
Fieldhop | farm rural farmhouse estate | field + hop: hops grown in our own fields | Our hops, our field.
*Teetotap | alcohol free zero sober low | teetotal + tap: beer on tap without the alcohol | All the beer, none of the booze.
*Shedbrew | homebrew kit supply beginner | shed + brew: brewing beer at home in the shed | Your shed, your brewery.
Bucketbrew | homebrew kit beginner | bucket + brew: the first homebrew bucket | It all starts with a bucket.
Festkeg | festival event wedding mobile bar | fest + keg: kegs for festivals and events | The keg comes to the party.
# r10: detail names
Crispstein | pilsner pils german czech helles | crisp + stein: a crisp pilsner in a stein | Crisp, cold, by the stein.
Pretzelstein | german bavarian oktoberfest beerhall | pretzel + stein: the beer hall pair | Pretzel in one hand, stein in the other.
Caskhandle | cask real bitter handpull | cask + handle: the handle that pulls real ale from the cask | Pulled by hand, the proper way.
Barrelnap | barrel aged oak bourbon whisky | barrel + nap: beer left to nap in whisky barrels | Aged while it napped.
Quaykeg | harbour coastal seaside sea fishing | quay + keg: beer brewed by the harbour wall | Brewed on the quay.
Terracetap | football match fans rugby | terrace + tap: beer for the football terraces | Brewed for match day.
Mutt & Malt | dog dogs pet | mutt + malt: a taproom where dogs are welcome | Bring the mutt, we pour the malt.
# r11: detail names
Paddlepour | tasting tastings flight flights paddle | paddle + pour: a tasting paddle of small pours | Four small pours on one paddle.
Tanktour | tour tours visit visits | tank + tour: brewery tours between the steel tanks | Walk the tanks, then taste.
Canpost | subscription delivery post mail club | can + post: fresh craft cans posted each month | Fresh cans through the letterbox.
Capcrate | bottle bottles bottleshop crate crates | bottle cap + crate: a crate of capped bottles at your door | A crate of caps to pop.
Slice & Stout | pizza pizzas pizzeria | slice + stout: pizza from the oven beside the taps | Pizza from the oven, stout from the tap.
Archtap | arch arches railway viaduct warehouse | arch + tap: a taproom under a railway arch | Beer under the arches.
Zeropint | alcohol alcoholfree nonalcoholic zero sober | zero + pint: a full pint with zero alcohol | All of the pint, none of the hangover.
Driverpint | alcohol alcoholfree nonalcoholic driver drivers sober | driver + pint: a pint the designated driver can drink | The driver gets a pint too.
Hivehop | honey bee bees | hive + hop: ales brewed with honey from local hives | Hops from the field, honey from the hive.
Spokepint | cyclist cyclists cycling bike bikes | spoke + pint: the brewery stop on a bike ride | Lean the bike, lift the pint.
Summitpint | mountain mountains hiking hikers alpine walkers | summit + pint: the pint waiting after the climb | Earned at the summit.
Pawpint | dog dogs pet puppy | paw + pint: a taproom where dogs are welcome | Paws under the table, pints on top.
# r12: detail names
Saltkeg | coastal seaside beach sea | salt air + keg: beer brewed on the coast | Sea air in every keg.
*Barleyless | gluten glutenfree coeliac celiac | barley + less: real beer brewed without barley, so gluten free | All the beer, none of the barley.
Pintvan | mobile van event events festival wedding | pint + van: a bar van that pours at your event | The bar that drives to you.
Alewife Brewing | women woman female ladies | alewife: the women who brewed the village ale for centuries | Brewed the way women always did.
Hopdrop | subscription delivery post mail club | hop + drop: fresh beer dropped at your door each month | Fresh hops through the letterbox.
Haybale Brewing | farm farmhouse rural barn | haybale: a brewery in a farm barn | Brewed in the barn.
Waggletap | dog dogs pet puppy | waggle + tap: a taproom where tails wag under the tables | Tails wag, taps flow.
# r13: detail names
Monkpour | belgian trappist abbey tripel dubbel | monk + pour: strong ales brewed the way Belgian monks do | Poured the way the monks pour.
Mashpaddle | brewday class classes workshop | the paddle you stir the mash with on brew day | Grab the paddle, brew your own.
# r14: detail names
Lupulin Dust | ipa ipas hoppy hazy pale neipa | lupulin: the yellow dust inside a hop cone that gives an IPA its smell | All the lupulin we can fit.
Nitro Cascade | stout stouts porter porters dark nitro | the cascade of bubbles settling in a nitro stout | Watch it cascade, then drink.
Coolship Sours | sour sours wild farmhouse lambic | the open coolship where wild yeast falls into the beer | Open to the air, wild by nature.
Trailer Taps | mobile van event events festival festivals wedding trailer | a bar trailer with taps on the side | Taps on the trailer, pints at your party.
# r16: detail names
Firepole | firestation fire station converted old building former | the fire pole left standing in a brewery made from an old fire station | Slide down for a pint.
Chapel Copper | chapel church converted old building former | the brewing copper standing where the chapel pews were | Brewed where the hymns were sung.
Ledger Lager | bank converted old building former lager lagers | ledger + lager: crisp lager brewed in the old bank | Brewed behind the old counter.
Wortsmith | craft crafted smallbatch small batch independent indie artisan micro microbrewery | wort + smith: wort worked by hand like a smith's iron | Hand-worked, batch by batch.
Dimplemug | lager lagers pilsner pils helles bitter | the dimpled mug a proper lager is drunk from | Lager by the dimpled mug.
Swanneck Bitter | cask real bitter handpull | the swan-neck spout of the handpull that pours real ale | Pulled through the swan neck.
Lamppost Brewing | city urban neighbourhood neighborhood local community street corner | a brewery under the lamppost on your street corner | Brewed on your street corner.
# r17: detail names
Hoist & Hops | warehouse warehouses wharf dock docks industrial loft converted old building former | the hoist beam on the old warehouse, now hauling sacks of hops | Hops hauled up the old warehouse hoist.
Steeple Tap | church churches chapel steeple converted old building former taproom | a taproom under the steeple of a converted church | Pints beneath the steeple.
Lockup Lager | police jail gaol prison cell cells courthouse lager | lock-up + lager: crisp lager brewed in the old police cells | Brewed in the old cells. Come quietly.
Matinee Ales | cinema cinemas theatre theater movie movies picturehouse converted old building former | ales poured where the matinee used to play | Brewed where the matinee played.
Ghostsign Brewing | converted old building former historic heritage restored factory brick mill warehouse taproom | the faded painted advert on the old brick wall, kept above the taproom door | Brewed behind the faded sign.
`)
