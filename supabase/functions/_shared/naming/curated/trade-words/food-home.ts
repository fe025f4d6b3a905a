// Trade words for composed names: food and home trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
coffee | Roasters, Coffee, Roastery, Espresso Bar | crema, parchment, burr, chaff, cherry, drum, tamp, hopper, kettle, cupping, crack, bean, grind, roast, pour
tea | Tea House, Teas, Tea Room, Tea Company | caddy, leaf, pekoe, gaiwan, kettle, steep, whisk, tin, oolong, sencha, bud, matcha, spout, pot
bread | Bakehouse, Bakery, Bakers, Bread Co | levain, crumb, hearth, crust, proof, peel, banneton, rye, loaf, couche, miche, flour, knead, oven, sheaf
food | Kitchen, Trattoria, Bistro, Eatery | ladle, mise, skillet, larder, basil, olive, pass, ragu, copper, fork, hearth, salt, table, tongs
ice cream | Creamery, Gelato, Ice Cream, Scoops | churn, scoop, ripple, cone, wafer, spade, swirl, sundae, float, fudge, malt, sprinkle, cherry, waffle
beer | Brewing, Ales, Brewery, Beerworks | foeder, brett, coolship, barrel, cask, wort, hop, malt, grist, saison, firkin, mash, keg, yeast
wine | Wines, Winery, Cellars, Vineyards | lees, amphora, cork, cask, vine, crush, trellis, magnum, terroir, tannin, press, cuvee, barrique, decant, cellar
chocolate | Chocolate, Chocolatier, Confections, Sweets | nib, conche, temper, ganache, cacao, praline, winnow, pod, truffle, bonbon, slab, caramel, mould, cocoa
honey | Honey, Apiary, Apiaries, Honey Co | comb, skep, swarm, hive, smoker, nectar, frame, pollen, queen, brood, dipper, propolis, clover, heather, wax, spoon
juice | Juicery, Juice Bar, Juice Co, Press | pulp, zest, press, peel, rind, citrus, ginger, pip, beet, kale, mint, squeeze, blend
street food | Kitchen, Eats, Grill, Street Food | hatch, griddle, plancha, comal, smash, skewer, salsa, lime, bun, awning, kerb, foil, ember, grill, window
meals | Kitchen, Catering, Meals, Provisions | tiffin, larder, ladle, crock, platter, skillet, bento, broth, tray, apron, spoon, bowl, pot, stock, plate
farm | Farm, Farms, Produce, Farmstand | furrow, harrow, loam, bale, barn, acre, paddock, sheaf, hedgerow, plough, crate, silo, orchard, gate, clover, tractor
flowers | Flowers, Florist, Floral, Blooms | sprig, posy, stem, twine, petal, peony, dahlia, snips, bud, vase, wreath, ribbon, bloom, frond, bunch
candles | Candle Co, Candles, Candleworks, Chandlery | wick, taper, ember, snuffer, votive, tin, wax, pillar, flame, jar, match, glow, wisp, soy, beeswax
the sea | Coastal, Seaside, Supply, Goods | tide, kelp, shoal, cove, dune, buoy, swell, brine, reef, jetty, gull, salt, shell, spray, marram, driftwood
cleaning | Cleaning, Cleaners, Housekeeping, Home Care | suds, squeegee, lather, bristle, mop, broom, caddy, sponge, duster, polish, pail, buff, soda, lemon, sprig, linen
plumbing | Plumbing, Pipeworks, Plumbers | spigot, valve, copper, solder, flange, siphon, wrench, cistern, pipe, elbow, float, trough, flux, gasket, tap
electrical work | Electric, Electrical, Electricians | spark, volt, switch, conduit, relay, fuse, ohm, circuit, coil, socket, flex, amp, filament, cable, breaker, earth
roofing | Roofing, Roofers, Roofworks | slate, ridge, gable, rafter, eave, batten, shingle, dormer, truss, thatch, flashing, pitch, soffit, tile, purlin, gutter
building work | Building, Builders, Construction, Contractors | joist, trowel, lintel, plumb, mortar, brick, beam, sill, stud, chisel, level, mallet, hod, quoin, square, footing
gardens | Landscaping, Gardens, Landscapes, Gardeners | spade, hedge, loam, dibber, trowel, mulch, turf, espalier, topiary, shears, rake, border, pergola, bough, twine, fern
furniture | Furniture, Woodworks, Restoration, Joinery | dovetail, patina, tenon, mortise, burnish, shellac, lathe, plane, grain, veneer, walnut, spindle, dowel, chisel, oak, rasp
interiors | Interiors, Design, Studio, Home | nook, alcove, sconce, swatch, linen, limewash, drape, cornice, plaster, rattan, lamp, rug, cushion, dado, terrazzo
homes | Homes, Property, Estates, Realty | latch, threshold, porch, deed, key, hearth, gable, doorstep, mews, knocker, gate, door, lease
houseplants | Plants, Plant Shop, Botanicals, Greenhouse | frond, node, cutting, moss, fern, pothos, monstera, terrarium, perlite, sprout, root, leaf, mister, vine, pot, stem
packaging | Packaging, Supply, Packworks | husk, lid, kraft, bagasse, pulp, sleeve, carton, tray, fibre, twine, crate, wrap, clamshell, tin, box, seal
energy | Solar, Energy, Power, Renewables | array, photon, watt, inverter, panel, volt, grid, cell, lumen, flux, meter, rail, amp, charge, ray, current
yarn | Yarns, Knits, Wool, Fibre | skein, purl, selvedge, bobbin, hank, stitch, fleece, merino, thimble, spindle, weft, cable, swatch, loop, tweed, ply
cars | Auto, Motors, Detailing, Garage | chrome, torque, piston, gloss, grille, buff, axle, clutch, wax, suds, throttle, hubcap, spanner, gasket, polish, bumper
`
