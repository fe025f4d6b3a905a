import { bank } from '../types.ts'

export default bank('honey', `
Goldhive | - | gold + hive: a hive full of golden honey | Gold from the hive.
Sundrip | - | sun + drip: golden honey dripping from the spoon | Sunshine, one drip at a time.
Kindcomb | - | kind + comb: honeycomb harvested gently | Taken gently, shared kindly.
Sweethum | - | sweet + hum: the sweet hum of a busy hive | Listen to the hum.
Warmjar | - | warm + jar: a jar of golden honey on the table | A warm jar on a cold morning.
Cheerbee | - | cheer + bee: honey from cheerful bees | Busy bees, cheerful honey.
Dawnnectar | - | dawn + nectar: nectar gathered at first light | Gathered at first light.
Slowdrizzle | - | slow + drizzle: thick honey that drizzles slowly | Worth the slow drizzle.
Humjar | - | hum + jar: the hive's hum, bottled | The hum of the hive in a jar.
PostcodeJar | raw local unfiltered | honey from bees within your own postcode | Honey from your own postcode.
Milejar | raw local unfiltered | mile + jar: hives within a mile of you | From a hive a mile away.
Nextdoorbee | raw local unfiltered | next door + bee: honey from the hive next door | Honey from next door.
Firstswarm | beekeeping kit supply beginner course | first + swarm: your first swarm as a beekeeper | Every beekeeper remembers the first swarm.
Veilclass | beekeeping course beginner class | veil + class: beekeeping lessons in a veil | Put on the veil, meet the bees.
Keeperkit | beekeeping kit supply equipment | keeper + kit: everything a beekeeper needs | Kit for keepers.
Softwax | beeswax skincare balm natural | soft + wax: beeswax balms for soft skin | Softened by the hive.
Smoothwax | beeswax skincare balm | smooth + wax: beeswax skincare | Smooth skin, from the hive.
Waxkind | beeswax skincare balm natural | wax + kind: gentle beeswax skincare | Kind to skin, made by bees.
Lunchwax | beeswax wrap plastic free zero waste | lunch + wax: beeswax wraps for lunchboxes | Wrap lunch, not plastic.
Loopwax | beeswax wrap zero waste eco | loop + wax: reusable beeswax wraps | Wrap, wash, repeat.
Snackwax | beeswax wrap plastic free | snack + wax: beeswax wraps for snacks | Snacks wrapped the bee way.
Calmwick | beeswax candle | calm + wick: calming beeswax candles | A calmer flame.
Hexwick | beeswax candle | hex + wick: candles rolled from honeycomb wax | Rolled from the comb.
Waxlamp | beeswax candle | wax + lamp: beeswax light from the hive | Light from the hive.
Heatherhum | heather wildflower varietal moor | heather + hum: honey from bees on the heather moor | Bees on the heather.
Cloverspoon | clover wildflower varietal | clover + spoon: pale, sweet clover honey | A spoonful of clover.
Meadowhum | wildflower varietal meadow | meadow + hum: wildflower meadow honey | A whole meadow, humming.
Cityswarm | urban city london | city + swarm: bees kept in the city | City bees, city honey.
Rooftopbee | urban city rooftop | rooftop + bee: hives kept on city roofs | Made on the rooftops.
Parkbee | urban city park | park + bee: hives in the city park | Honey from the park.
Bramblecomb | farm hedgerow rural | bramble + comb: honey from hedgerow brambles | Made in the hedgerow.
Orchardhive | farm orchard rural | orchard + hive: hives among fruit trees | Honey from the blossom.
Hedgebuzz | farm hedgerow rural | hedge + buzz: bees buzzing along country hedges | Listen to the hedge.
Hexjar | gift online wedding favour | hex + jar: hexagon jars like honeycomb cells | Six sides of sweet.
Favourspoon | gift wedding favour | favour + spoon: little jars of honey as favours | A sweet thank-you.
Bowjar | gift wedding favour birthday | bow + jar: honey jars tied with a bow | Tied with a bow.
Jarletter | online subscription delivery | jar + letter: a jar of honey by post | A jar in the post.
Nectarpost | online subscription delivery | nectar + post: seasonal honeys by post | Every season, a new nectar.
Dripmail | online subscription delivery | drip + mail: honey delivered to your door | Honey that drips through the door.
Soothebee | wellness manuka health immunity | soothe + bee: honey to soothe a sore throat | Let the bees soothe you.
Calmdrop | wellness manuka health | calm + drop: honey for wellbeing | A calm spoonful.
Mendjar | wellness manuka health immunity | mend + jar: a spoonful to help you mend | One spoon to mend.
Buzzfield | eco pollinator conservation wildflower | buzz + field: fields planted for bees | Fields full of buzz.
Rewildjar | eco pollinator conservation | rewild + jar: hives that help rewild the land | Every jar plants a meadow.
Savebeejar | eco pollinator conservation | save + bee + jar: honey that funds bee habitats | Buy a jar, save a bee.
`)
