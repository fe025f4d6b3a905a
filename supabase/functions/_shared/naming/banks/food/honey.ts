import { bank } from '../types.ts'

export default bank('honey', `
*Waggleway | - | bees do the waggle dance to show each other the way to flowers | Follow the waggle to the flowers.
Humjar | - | hum + jar: the hive's hum, bottled | The hum of the hive in a jar.
PostcodeJar | raw local unfiltered | honey from bees within your own postcode | Honey from your own postcode.
Nextdoorbee | raw local unfiltered | next door + bee: honey from the hive next door | Honey from next door.
Firstswarm | beekeeping kit supply beginner course | first + swarm: your first swarm as a beekeeper | Every beekeeper remembers the first swarm.
Lunchwax | beeswax wrap plastic free zero waste | lunch + wax: beeswax wraps for lunchboxes | Wrap lunch, not plastic.
*Heatherhum | heather wildflower varietal moor | heather + hum: honey from bees on the heather moor | Bees on the heather.
Cloverspoon | clover wildflower varietal | clover + spoon: pale, sweet clover honey | A spoonful of clover.
Meadowhum | wildflower varietal meadow | meadow + hum: wildflower meadow honey | A whole meadow, humming.
Cityswarm | urban city london | city + swarm: bees kept in the city | City bees, city honey.
Bramblecomb | farm hedgerow rural | bramble + comb: honey from hedgerow brambles | Made in the hedgerow.
Orchardhive | farm orchard rural | orchard + hive: hives among fruit trees | Honey from the blossom.
Hexjar | gift online wedding favour | hex + jar: hexagon jars like honeycomb cells | Six sides of sweet.
Favourspoon | gift wedding favour | favour + spoon: little jars of honey as favours | A sweet thank-you.
Nectarpost | online subscription delivery | nectar + post: seasonal honeys by post | Every season, a new nectar.
Soothebee | wellness manuka health immunity | soothe + bee: honey to soothe a sore throat | Let the bees soothe you.
# r10: detail names
Combwick | candle candles | comb + wick: candles poured from honeycomb wax | Lit by the hive.
Buzzbalm | balm skincare lip soap cosmetics | buzz + balm: balms made with the hive's own wax | Balm from the buzz.
Meadhorn | mead | mead + horn: honey wine poured into a drinking horn | Raise the horn.
Hiveshare | adopt adoption sponsor | hive + share: adopt a hive and share its honey | Adopt a hive, share the honey.
Stingjar | hot chilli chili spicy | sting + jar: honey with a chilli sting | Sweet first, then the sting.
Roofhum | rooftop roof corporate office | roof + hum: hives humming on your office roof | Bees on the roof, honey at the desk.
Crumpetjar | breakfast toast crumpet crumpets spread creamed whipped | crumpet + jar: set honey made for spreading on hot crumpets | Made for hot crumpets.
Swarmbox | swarm swarms removal rescue collection | swarm + box: we collect swarms in a box and rehome them | Got a swarm? We bring the box.
# r11: detail names
Combchunk | honeycomb comb chunk cutcomb | comb + chunk: chunks of honeycomb in every jar | Chew the comb.
Sneezejar | hayfever allergy allergies pollen | sneeze + jar: local honey for hay fever season | Local pollen for hay fever season.
Hivehire | pollination pollinate pollinating pollinator pollinators | hive + hire: hives hired out to pollinate farms and orchards | We bring the bees to your blossom.
Waggleclass | kids children school schools education | waggle + class: kids learn the bees' waggle dance | Come and learn the waggle dance.
Pollenpatch | conservation wildlife pollinator pollinators biodiversity planting | pollen + patch: flower patches planted for wild bees | Plant a patch, feed the bees.
Veilday | experience experiences taster voucher | veil + day: a day in a beekeeper's veil | Veil on, lid off.
Spoonflight | tasting tastings flight pairing | spoon + flight: a tasting flight of honeys, one spoon each | One spoon for every flower.
# r13: detail names
Sprigjar | infused infusion flavoured flavored lavender truffle | sprig + jar: a sprig steeped in every jar of honey | A sprig of something in every jar.
Hivedrop | propolis royaljelly pollen supplement supplements | hive + drop: propolis drops and royal jelly from the hive | The hive's own remedy, by the drop.
Pinedrip | forest woodland woods pine honeydew | pine + drip: dark honeydew honey from pine forests | Dark honey from the pine woods.
Clifftop Comb | coast coastal seaside island cliff clifftop | honeycomb from hives above the sea cliffs | Bees above the waves.
# r14: detail names
Cold Spun | raw unfiltered unheated local | honey spun from the comb cold, never heated | Spun cold, never heated.
Chimney Pot Honey | urban city london | honey from city hives among the chimney pots | Bees among the chimney pots.
# r17: detail names
Boardroom Bees | corporate company companies office offices business businesses rental rent hire lease csr staff | bees kept for the company, on the office roof | Bees for the boardroom.
Balcony Hive | urban city cities flat apartment balcony balconies town | a hive kept on a city balcony | A hive on your balcony.
Concrete Comb | urban city cities town london | honeycomb made among the concrete of the city | Sweet comb from the concrete.
`)
