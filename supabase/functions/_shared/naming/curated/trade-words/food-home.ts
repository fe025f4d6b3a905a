// Trade words for composed names: food and home trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
coffee | Roasters, Coffee, Roastery | roast, bean, grind, crema, espresso, froth, pour, barista, latte, mocha, cup
tea | Tea House, Tea Room, Teas | kettle, leaf, teapot, steep, spout, saucer, chai, matcha, oolong, brew
bread | Bakehouse, Bakery, Bakers | loaf, crust, dough, oven, flour, crumb, rye, knead, sourdough, wheat, bun, roll, batch
food | Kitchen, Eatery, Bistro | skillet, olive, fork, ladle, salt, basil, garlic, spoon, plate, pepper, larder, tongs, supper, table
ice cream | Creamery, Ice Cream, Gelato | scoop, cone, sundae, churn, sprinkle, swirl, wafer, fudge, ripple, cherry, waffle, vanilla
beer | Brewing, Brewery, Ales | hop, barrel, pint, cask, keg, malt, barley, ale, stout, lager, tankard, taproom, yeast, brew
wine | Winery, Wines, Cellars | vine, cork, grape, magnum, carafe, decant, vineyard, corkscrew, bottle, glass, cellar
chocolate | Chocolate, Chocolatier, Confections | cocoa, truffle, cacao, caramel, praline, bonbon, ganache, hazelnut, nougat
honey | Apiary, Honey, Apiaries | hive, comb, bee, nectar, clover, heather, dipper, pollen, swarm, blossom, jar
juice | Juicery, Juice Bar, Press | zest, citrus, squeeze, ginger, pulp, beet, kale, mango, orange, carrot, apple, berry, lemon, blender, mint
street food | Street Food, Kitchen, Grill | griddle, skewer, sizzle, burger, smash, lime, fries, flatbread, hatch, napkin, tongs, queue
meals | Kitchen, Catering, Provisions | lunchbox, bento, broth, stew, platter, casserole, dumpling, pie, apron, crock
farm | Farm, Farmstand, Produce | barn, orchard, tractor, hay, bale, pasture, furrow, plough, acre, paddock, silo, hedgerow, sheaf
flowers | Flowers, Florist, Floral | petal, bloom, posy, peony, rose, tulip, stem, bud, dahlia, bouquet, daisy, sprig
candles | Candles, Chandlery, Candle Co | wick, flame, wax, taper, match, pillar, beeswax, tealight, votive, snuffer, glow, soy
the sea | Supply, Goods, Coastal | tide, shell, wave, cove, gull, kelp, driftwood, harbour, reef, dune, jetty, swell, shoal, buoy, pebble, salt
cleaning | Cleaning, Cleaners, Housekeeping | mop, suds, broom, sponge, bucket, squeegee, duster, scrub, polish, bristle, spray, pail, cloth
plumbing | Plumbing, Plumbers, Pipeworks | pipe, tap, drain, valve, wrench, copper, plunger, faucet, sink, drip, cistern, spigot, siphon
electrical work | Electric, Electrical, Electricians | spark, volt, wire, fuse, plug, switch, socket, bulb, circuit, amp, cable, filament
roofing | Roofing, Roofers, Roofworks | slate, tile, chimney, gutter, shingle, thatch, rafter, gable, skylight, ladder, ridge, dormer, eaves
building work | Builders, Building, Construction | brick, mortar, beam, scaffold, hammer, trowel, cement, girder, joist, concrete, mallet
gardens | Gardens, Landscaping, Gardeners | spade, hedge, lawn, rake, trowel, shears, turf, compost, mulch, pergola, topiary, hose, shed
furniture | Furniture, Joinery, Woodworks | oak, walnut, timber, plank, chair, bench, stool, drawer, grain, chisel, maple, dovetail, veneer, dowel
interiors | Interiors, Design, Studio | velvet, cushion, rattan, rug, lamp, drape, curtain, terrazzo, mirror, tassel, alcove, swatch, sconce
homes | Homes, Property, Estates | doorstep, porch, door, knocker, gate, doormat, window, mews, lease
houseplants | Plants, Plant Shop, Botanicals | fern, monstera, cactus, frond, succulent, moss, palm, pot, terrarium, sprout, cutting, pothos
packaging | Packaging, Packworks, Supply | box, carton, cardboard, tape, twine, wrap, label, pouch, tin, lid, tube, mailer
energy | Solar, Energy, Power | sun, sunbeam, watt, panel, ray, battery, charge, sunrise, current, wind, turbine, inverter
yarn | Yarns, Wool, Knits | skein, stitch, purl, merino, alpaca, fleece, needle, scarf, mitten, mohair, ply, pompom
cars | Motors, Auto, Garage | piston, chrome, tyre, engine, torque, spanner, hubcap, grille, axle, bonnet, throttle, clutch, gasket
`
