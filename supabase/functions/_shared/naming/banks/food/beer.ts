import { bank } from '../types.ts'

export default bank('beer', `
Amberpint | - | amber + pint: a glowing pint of amber ale | A pint the colour of evening.
Merrymalt | - | merry + malt: easy-going, malty beer to share | Malt for merry evenings.
Cheerbarley | - | cheer + barley: beer brewed for good company | Raise a glass of barley.
Fellowale | - | fellow + ale: ale for friends around a table | Ale for good company.
Thirstfield | - | thirst + field: from the barley field to a thirsty glass | From the field to your thirst.
Easyale | - | easy + ale: unfussy, drinkable beer | Easy ale, easy evening.
Mellowcask | - | mellow + cask: smooth, gently conditioned beer | Mellow from the cask.
Friendale | - | friend + ale: beer made to be shared | Better with a friend.
Roundale | - | round + ale: a beer to buy the round with | Whose round is it?
Hazeline | ipa hoppy hazy pale juicy | haze + line: a line of hazy pale ales | Hazy by design.
Hopburst | ipa hoppy hazy pale | hop + burst: a burst of hop flavour | A burst of hops in every sip.
Juicehaze | ipa hazy juicy pale | juice + haze: juicy, cloudy IPAs | Juicy, hazy, unfiltered.
Puckerwood | sour barrel aged wood wild | pucker + wood: sour beer aged in wooden barrels | Aged in wood, made to pucker.
Tartbarrel | sour barrel aged wild | tart + barrel: tart beers from the barrel | Tart from the barrel.
Wildpucker | sour wild farmhouse | wild + pucker: wild-fermented sour beer | Wild yeast, big pucker.
Taptable | taproom pub brewpub bar | tap + table: long tables by the taps | Sit by the taps.
Pintyard | taproom pub brewpub beer garden | pint + yard: a yard to drink pints in | Pints in the yard.
Kegbench | taproom brewpub bar | keg + bench: benches among the kegs | Drink where it is brewed.
Velvetstout | stout porter dark | velvet + stout: smooth, dark stout | Dark, smooth, velvet.
Inkbarrel | stout porter dark barrel | ink + barrel: inky-black beer from the barrel | Black as ink.
Winterpour | stout porter dark winter | winter + pour: dark beers for cold nights | A dark pour for cold nights.
Crisplager | lager pilsner crisp | crisp + lager: clean, cold lager | Cold, crisp, clean.
Clearpils | lager pilsner crisp czech | clear + pils: bright, clear pilsner | Clear as a bell.
Frostlager | lager pilsner summer | frost + lager: lager served frosty cold | Frost on the glass.
Barnale | farm rural farmhouse estate | barn + ale: farmhouse ale brewed in a barn | Brewed in the barn.
Fieldhop | farm rural farmhouse estate | field + hop: hops grown in our own fields | Our hops, our field.
Sheafcask | farm rural harvest | sheaf + cask: beer from our own barley sheaves | Brewed when the barley is in.
Teetotap | alcohol free zero sober low | teetotal + tap: beer on tap without the alcohol | All the beer, none of the booze.
Soberale | alcohol free zero sober | sober + ale: real ale, no alcohol | Real ale. Clear head.
Zerofoam | alcohol free zero low | zero + foam: the foam without the alcohol | Zero alcohol, full head.
Shedbrew | homebrew kit supply beginner | shed + brew: brewing beer at home in the shed | Your shed, your brewery.
Garageale | homebrew kit supply | garage + ale: ale brewed in the garage | Start a brewery in your garage.
Bucketbrew | homebrew kit beginner | bucket + brew: the first homebrew bucket | It all starts with a bucket.
Canmail | online subscription delivery | can + mail: craft cans delivered by mail | New cans every month.
Doorcrate | online subscription delivery bottle | door + crate: a crate of beer at the door | A crate of good beer, delivered.
Beerletter | online subscription delivery | beer + letter: beers that fit through the letterbox | Beer through the letterbox.
Festkeg | festival event wedding mobile bar | fest + keg: kegs for festivals and events | The keg comes to the party.
Tentale | festival event wedding | tent + ale: ale served in the festival tent | Ale in the tent.
Partykeg | festival event party wedding | party + keg: a mobile bar for parties | Bring the bar to the party.
Parishale | local town village | parish + ale: the parish's own beer | Brewed for the parish.
Blockale | local city neighbourhood urban | block + ale: beer brewed for the block | Your block's brewery.
Villagetap | local village rural | village + tap: the village's own beer on tap | The village's own tap.
`)
