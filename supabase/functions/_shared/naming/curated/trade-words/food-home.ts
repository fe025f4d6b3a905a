// Trade words for composed names: food and home trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
coffee | Roasters, Coffee, Roastery | crema, burr, chaff, cherry, tamp, cupping, parchment, roast, grind, bean, pour
tea | Tea House, Tea Room, Teas | caddy, pekoe, gaiwan, oolong, steep, leaf, sencha, matcha, whisk, kettle, spout
bread | Bakehouse, Bakery, Bakers | levain, crumb, crust, hearth, banneton, rye, loaf, proof, knead, miche, flour, sheaf, peel
food | Kitchen, Eatery, Bistro | skillet, ladle, larder, salt, basil, olive, fork, hearth, tongs, mise, copper
ice cream | Creamery, Ice Cream, Gelato | churn, scoop, ripple, sundae, wafer, fudge, cone, sprinkle, swirl, malt, cherry, waffle, float
beer | Brewing, Brewery, Ales | foeder, brett, coolship, cask, barrel, firkin, hop, saison, malt, wort, grist, mash, keg, yeast
wine | Winery, Wines, Cellars | amphora, terroir, lees, cork, cuvee, magnum, tannin, crush, barrique, vine, trellis, decant, cask
chocolate | Chocolate, Chocolatier, Confections | cacao, nib, ganache, praline, truffle, temper, conche, bonbon, cocoa, winnow, caramel, pod, slab
honey | Apiary, Honey, Apiaries | skep, comb, hive, heather, nectar, clover, pollen, dipper, propolis, swarm, wax, smoker
juice | Juicery, Juice Bar, Press | zest, pulp, citrus, ginger, beet, kale, mint, pip, rind, squeeze, press
street food | Street Food, Kitchen, Grill | hatch, griddle, plancha, skewer, salsa, comal, smash, ember, lime, kerb, bun
meals | Kitchen, Catering, Provisions | tiffin, larder, bento, crock, ladle, broth, skillet, platter, apron
farm | Farm, Farmstand, Produce | furrow, sheaf, loam, paddock, hedgerow, plough, clover, silo, bale, orchard, barn
flowers | Flowers, Florist, Floral | posy, peony, sprig, dahlia, petal, stem, twine, snips, frond, bloom, bud, wreath
candles | Candles, Chandlery, Candle Co | wick, taper, votive, ember, snuffer, beeswax, wisp, pillar, wax, flame, glow, soy
the sea | Supply, Goods, Coastal | tide, brine, kelp, shoal, cove, swell, buoy, jetty, dune, reef, marram, salt, gull, driftwood
cleaning | Cleaning, Cleaners, Housekeeping | suds, squeegee, bristle, polish, broom, lather, mop, duster, pail, buff, linen, lemon
plumbing | Plumbing, Plumbers, Pipeworks | spigot, pipe, valve, copper, wrench, solder, cistern, flange, siphon, tap, gasket
electrical work | Electric, Electrical, Electricians | spark, volt, conduit, filament, fuse, ohm, coil, switch, circuit, socket, amp, relay
roofing | Roofing, Roofers, Roofworks | slate, gable, shingle, thatch, rafter, dormer, ridge, eave, batten, truss, tile, gutter
building work | Builders, Building, Construction | joist, trowel, lintel, plumb, mortar, hod, brick, mallet, beam, chisel, quoin
gardens | Gardens, Landscaping, Gardeners | spade, topiary, dibber, espalier, trowel, loam, mulch, pergola, shears, hedge, turf, bough, twine, fern
furniture | Furniture, Joinery, Woodworks | dovetail, burnish, tenon, patina, mortise, shellac, lathe, walnut, grain, veneer, spindle, oak, chisel, dowel
interiors | Interiors, Design, Studio | sconce, limewash, swatch, alcove, terrazzo, cornice, rattan, linen, drape, plaster, dado
homes | Homes, Property, Estates | latch, threshold, gable, mews, hearth, knocker, deed, porch, doorstep, lease
houseplants | Plants, Plant Shop, Botanicals | frond, monstera, fern, pothos, terrarium, cutting, sprout, leaf, vine, stem, perlite, mister
packaging | Packaging, Packworks, Supply | kraft, husk, carton, sleeve, pulp, twine, crate, lid, clamshell, bagasse, fibre, tin, wrap
energy | Solar, Energy, Power | photon, watt, lumen, volt, array, ray, inverter, current, panel, amp, charge
yarn | Yarns, Wool, Knits | skein, purl, merino, fleece, hank, bobbin, spindle, stitch, tweed, weft, swatch, ply
cars | Motors, Auto, Garage | chrome, torque, piston, throttle, grille, hubcap, clutch, gloss, spanner, axle, wax, polish, gasket
`
