import { bank } from '../types.ts'

export default bank('bread', `
Banneton | - | the cane basket a loaf proves in, which leaves its rings on the crust | Proved in cane, baked on stone.
Ovenpeel | - | the long wooden peel that slides loaves into the oven | Straight off the peel.
OvenSpring | - | the jump a loaf makes in its first minutes in the oven | Watch it rise in the oven.
Crustsong | - | a fresh loaf crackles as it cools: bakers say the crust sings | Listen to the crust sing.
Doughbench | - | the floured bench where every loaf is shaped | Shaped by hand on the bench.
Proofline | - | the line of loaves proving before the bake | Proved slowly, baked early.
Ryeloft | - | rye + loft: a dark rye loaf with a lofty rise | Dark rye, proper rise.
Tinloaf | traditional village heritage | the classic tin-baked loaf of the corner bakery | The tin loaf, done properly.
Bakestone | traditional welsh heritage | the griddle stone of old Welsh baking | Baked on stone, the old way.
Floursack | - | the sacks of flour stacked behind every bakery | Fresh from the sack each morning.
Sheafstone | traditional heritage village organic | a wheat sheaf and a mill stone: grain, then flour | Stone-milled flour, slow-baked bread.
StarterJar | sourdough | the jar where the sourdough starter lives and bubbles | Fed daily, baked slowly.
LevainLane | sourdough | levain, the baker's word for a sourdough starter | Sourdough, the long way round.
Tangcrust | sourdough | the tang of a long ferment under a dark crust | A little tang, a lot of crust.
Nightproof | sourdough early morning | dough proved overnight, baked at dawn | Proved overnight, sliced by breakfast.
Firstbatch | early morning dawn cafe | the first batch out of the oven each morning | Come early for the first batch.
Dawnpeel | early morning dawn | the first loaves off the peel at dawn | Out of the oven at dawn.
Butterfold | pastry croissant french patisserie | the butter folded into the dough for every croissant | Folded with butter, baked in layers.
Thousandleaf | pastry french patisserie | mille-feuille, the thousand-leaf pastry, in plain words | A thousand layers, each one crisp.
Eggwash | pastry croissant patisserie | the brush of egg that gives pastry its shine | The shine is the last step.
Crumbcoat | cake wedding birthday celebration | the first thin coat of icing every cake needs | Every good cake starts with a crumb coat.
Frostline | cake birthday cupcake wedding | the line of frosting piped along a tier | Piped neat, tiered tall.
PipingTip | cake cupcake birthday kids | the metal tip that shapes each swirl of icing | Every swirl piped by hand.
Oatrise | gluten free vegan | oat + rise: a loaf that rises without wheat | The rise, without the wheat.
Almondrise | gluten free | almond flour cakes and loaves with a real rise | Almond flour, baked to rise.
Chestnutcrumb | gluten free | chestnut flour gives a soft, sweet crumb without gluten | A soft crumb, no gluten.
Aquafaba | vegan plant | the chickpea water vegan bakers whip instead of egg | Whipped without an egg.
Flaxegg | vegan plant | the flax-and-water mix vegan bakers use for egg | No egg, no dairy, no compromise.
Bakeround | delivery subscription online | the baker's round: bread brought to your door each week | Bread on the doorstep by eight.
Pedalloaf | delivery bike subscription | loaves delivered by bike | Still warm when we pedal up.
BunBasket | delivery cafe wholesale | a basket of buns for the office, cafe or doorstep | A basket of buns, every morning.
SpeedRack | wholesale cafe restaurant | the tall bakery rack that carries trays out the door | Trays out the door by six.
`)
