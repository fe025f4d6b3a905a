import { bank } from '../types.ts'

export default bank('honey', `
Cappingfork | - | the fork a beekeeper uses to lift the wax caps off the comb | Uncapped by hand, spun slowly.
HoneySuper | - | the super: the box on the hive where bees store honey | Straight from the super.
Waggledance | - | the dance a bee does to show the hive where the flowers are | The bees told us where to look.
Swarmcatch | - | catching a swarm and giving it a home | Every swarm gets a home.
Spinframe | - | frames of comb spun in the extractor to free the honey | Spun from the frame, jarred the same week.
Queenright | - | keeper's word for a healthy hive with its queen | Healthy hives, good honey.
Pollenbasket | - | the pollen baskets on a bee's back legs | Carried home on tiny legs.
Beebread | - | the pollen bees pack into comb to feed the hive | What the bees eat, we leave them.
Forageflight | - | a forager bee's flight out to the flowers | Every spoon is a thousand flights.
Rawcomb | raw local unfiltered natural | raw honey still in its comb | Raw, unspun, still in the comb.
PostcodeJar | raw local | honey from your own postcode | Honey from your own streets.
ThreeMile | raw local | a bee forages about three miles from its hive: truly local honey | Made within three miles of you.
Hivetool | beekeeping kit supply equipment beginner | the flat bar every beekeeper opens a hive with | Everything for your first hive.
Smokerpuff | beekeeping kit supply equipment | the puff of the smoker that calms a hive | Calm bees, happy keepers.
Nucbox | beekeeping kit supply beginner course | the nuc, a small starter colony in its box | Your first colony, in a box.
Propolis | beeswax skincare balm natural | the resin bees use to seal their hive | Made by bees, for your skin.
Waxwrap | beeswax wrap plastic free zero waste | beeswax food wraps instead of cling film | Wrap it in wax, not plastic.
Waxwick | beeswax candle | beeswax + wick: candles poured from our own comb | Poured from our own comb.
Heatherbell | heather wildflower varietal moor | the small bell flowers of heather honey | Late summer heather, in a jar.
Cloverspoon | clover wildflower varietal | a spoon of mild clover honey | A spoon of summer clover.
Lavenderrow | lavender wildflower varietal | hives set beside rows of lavender | Hives among the lavender.
Rooftopbee | urban city rooftop | bees kept on city rooftops | Made on the roofs above you.
Cityswarm | urban city london | a swarm that settled in the city | City streets, wild bees.
Lindenstreet | urban city street | the lime trees on city streets feed urban bees | The taste of our tree-lined streets.
Skepfield | farm rural heritage traditional | the straw skep, the old hive, in a field | Kept the old way, in the fields.
Orchardhive | farm orchard rural | hives in an orchard pollinate the fruit | Our bees work the orchard.
Bramblecomb | farm hedgerow rural | comb honey from hedgerow bramble flowers | Hedgerow honey, cut from the comb.
Hexjar | gift online wedding favour | a six-sided jar, shaped like a comb cell | Six sides, all of them golden.
Honeydipper | gift online wedding favour | the wooden dipper that drizzles honey | Dip, twist, drizzle.
Spoonpost | gift online subscription delivery | honey by post, ready for the spoon | A fresh jar in the post.
Frameful | - | a frame full of capped comb, ready to spin | A full frame, a full jar.
Stickylid | - | honey always finds its way onto the lid | The lid is always sticky.
`)
