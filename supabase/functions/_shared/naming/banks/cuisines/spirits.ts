import { bank } from '../types.ts'

export default bank('spirits', `
*Ginspire | gin | gin + inspire: a gin to make you think | A gin worth thinking about.
*Caskade | - | cask + cascade: spirit poured straight from the cask | Straight from the cask.
Copperneck | - | the swan neck of a copper still | Run slowly through copper.
Waxseal | - | the wax seal on a bottle filled by hand | Sealed by hand, bottle by bottle.
Stillfire | - | still + fire: the fire under a copper still | Fired slow, distilled slow.
*Juniper & Copper | gin botanical | juniper berries in a copper still | Juniper in, gin out, nothing rushed.
Peatdram | whisky scotch islay | peat + dram: a dram of smoky island whisky | Smoky, the way the island makes it.
Barleybarn | whisky grain farm | barley from the farm to the still | From our barley to your glass.
Charbarrel | bourbon whiskey | the charred barrel a bourbon ages in | Charred oak, sweet bourbon.
Canecask | rum caribbean | sugar cane, aged in the cask | Cane to cask to glass.
Cherrycask | liqueur cherry | cherry + cask: a cherry liqueur aged in oak | Cherries, oak, and time.
Frostbottle | vodka | a bottle of vodka straight from the freezer | Serve it ice cold.
Moonjar | moonshine | moon + jar: moonshine sold in a glass jar | Still-made, jar-sold.
`)
