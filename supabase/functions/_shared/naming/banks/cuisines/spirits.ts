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
# r10: detail names
Stillwalk | tour tours tasting tastings visitor | still + walk: a walk round the stills | Walk the stills, taste the spirit.
Dramflight | tasting tastings flight sampling | dram + flight: a flight of drams to taste | Taste the line-up.
Bottlewall | shop store bottleshop offlicence | a wall of bottles in the shop | A wall of bottles to choose from.
Shaker & Still | cocktail cocktails mixer canned premixed | the cocktail shaker and the still | From the still to the shaker.
Harbourcask | coast coastal sea seaside harbour | harbour + cask: casks aged on the harbour wall | Aged where the boats come in.
Saltcask | coast coastal sea island seaside | salt + cask: casks breathing sea air | Casks that breathe salt air.
Agavepit | tequila mezcal agave | agave + pit: agave roasted in an earth pit for mezcal | Roasted in the earth.
Orchardstill | brandy cognac calvados apple orchard | orchard + still: fruit from the orchard to the still | From the orchard to the still.
Sloe & Steady | sloe hedgerow foraged berries | sloe + slow and steady: sloe gin made patiently | Picked by hand, steeped slow.
Clovecask | spiced spice | clove + cask: spiced rum resting in the cask | Spice in, slow out.
Soberstill | sober nonalcoholic teetotal | sober + still: a still making spirits without the alcohol | All the flavour, none of the hangover.
Dramparcel | gift gifts subscription miniature miniatures | dram + parcel: drams sent by post | Drams through the door.
Spudstill | potato potatoes | spud + still: vodka distilled from potatoes | Potatoes in, vodka out.
# r11: detail names
Blend & Bottle | school class classes workshop experience | blend your own gin, then bottle it | Blend it, bottle it, take it home.
Rhubarbstill | rhubarb pink flavoured flavored | rhubarb + still: rhubarb gin from the still | Pink, sharp, and sweet.
Blushbottle | pink rose rhubarb flavoured flavored | a bottle with a pink blush | A blush of pink in every glass.
Triplerun | irish ireland whiskey | triple + run: whiskey run through the still three times | Three times through, smooth as you like.
Beanstill | espresso liqueur coffee | bean + still: coffee beans steeped into a liqueur | Coffee beans, through the still.
Zeststill | limoncello lemon lemons citrus | zest + still: lemon zest steeped for limoncello | Zested by hand, served ice cold.
Glenstill | highland highlands glen mountain mountains | glen + still: a still at the foot of the glen | Water from the glen.
Tikimug | tiki rum tropical | the carved tiki mug a rum drink comes in | Rum, served in a tiki mug.
Junipour | gin juniper botanical | juniper + pour: a pour of gin | Pour the juniper.
Honeystill | honey mead bee bees | honey + still: spirit distilled with honey | Honey from the hive, through the still.
Archstill | urban arch arches railway | arch + still: a still under a railway arch | Distilled under the arches.
# r12: detail names
Birchstill | vodka birch | a vodka still, filtered through birch | Birch-filtered, crystal clear.
Canefire | rum caribbean spiced | sugarcane and fire, the making of rum | Sugarcane, fire and time.
Barleydram | whisky scotch malt | a dram of malted barley whisky | Barley from the field, dram in the glass.
Fieldstill | farm grain field | a still at the edge of the farm's fields | Grain to glass on one farm.
Grainfrost | vodka grain | grain vodka served frosty cold | Pure grain, served ice cold.
# r13: detail names
Horsebox Gin | mobile horsebox van festival festivals | a gin bar served from a converted horsebox | The gin bar that trots to you.
Vowdram | wedding weddings favours favors toast | vow + dram: a dram to toast the vows | Raise a dram to the vows.
# r14: detail names
Tin & Tonic | cocktail cocktails canned cans premixed tonic | gin and tonic in a can | Crack the tin, pour the tonic.
Point Nought | sober nonalcoholic teetotal alcoholfree zeroproof | 0.0: a spirit with no alcohol | All the botanicals, point nought.
Botanical Bench | school class classes workshop experience blend blending | a bench of botanicals to blend your own gin | Pick your botanicals, blend your gin.
Rickhouse Row | bourbon kentucky | the rows of barrels in a bourbon rickhouse | Aged up in the rickhouse.
Tahona Wheel | tequila mezcal agave | the stone wheel that crushes roasted agave | Crushed by stone, the old way.
`)
