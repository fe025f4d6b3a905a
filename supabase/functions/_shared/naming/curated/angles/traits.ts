// Angle lexicon: VALUES, STYLES, FORMATS, MATERIALS AND METHODS. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
eco, eco-friendly, eco-conscious, environmentally, earth-friendly, planet-friendly | fern, moss, seedling, canopy, acorn, meadow | your lighter footprint on the planet
sustainable, sustainably, sustainability | orchard, coppice, sapling, rootstock, fallow, perennial | your care for what comes next
zero-waste, low-waste, plastic-free, package-free, refillable, refillables, refill | jar, scoop, twine, tin, mason jar, bulk bin | the waste you refuse to make
biodegradable, compostable, compost, composting | loam, mulch, leafmold, windrow, humus | the things you return to the soil
plant-based, vegan, vegans, veganism, vegetarian, vegetarians, veggie | sprout, clover, lentil, tendril, chickpea, pea shoot | the plants you build everything on
organic, organically, pesticide-free, spray-free | furrow, tilth, seedbed, loam, dewfall, hedgerow | the clean soil your goods start in
fairtrade, fair-trade, ethical, ethically, ethics | scales, grower, harvest, handshake, open hand | the growers and makers you pay fairly
local, locally, homegrown, home-grown | doorstep, porch, corner, main street, front gate | the neighbours you know by name
community, communities, community-led, community-run, neighbourly, neighborly | commons, porch, long table, village green, barn raising | the people who gather around you
nonprofit, non-profit, not for profit, charitable, donate, donates, donations | lifeline, harvest, acorn, open door, long table | what you give back to others
inclusive, inclusivity, diversity, diverse | mosaic, quilt, patchwork, chorus, open door, welcome mat | everyone you make room for
accessible, accessibility, step-free, wheelchair-friendly | ramp, doorway, handrail, wide door, level ground | the barriers you take away
handmade, hand-made, handcrafted, hand-crafted, artisan, artisanal, artisans, handcraft | whittle, chisel, awl, workbench, fingertip | the hands that make every piece
small-batch, micro-batch, batches | crock, ladle, cask, kettle, hopper, short run | the few you make at a time
slow, slow-made, unhurried, slow-cooked, slow-roasted | snail, simmer, sundial, tortoise, hourglass, long table | the time you take over things
hand-stitched, hand-sewn, stitched, sewn, embroidered | thimble, bobbin, spool, needle, selvedge, backstitch | every stitch you sew by hand
wood-fired, woodfired, wood-burning | firebox, flue, hearth, oak log, cinder, firewood | the live fire you work with
cold-pressed, coldpressed | press, frost, dewdrop, millstone, cider press | pressed cold to keep it fresh
fermented, ferment, ferments, fermentation, probiotic, probiotics, pickled | crock, brine, starter, airlock, koji, cellar | the slow ferment you trust
reclaimed, salvaged, salvage | rafter, beam, timber, barnboard, driftwood, old growth | the old materials you give new life
recycled, recycle, recycling, repurposed, repurpose | bale, bottle, loop, tin can, paper mill | the materials you keep in use
upcycled, upcycle, upcycling | offcut, scrap, remnant, patchwork, tinker, quilt | the scraps you turn into treasure
second-hand, secondhand, pre-loved, preloved, pre-owned, thrift, thrifted, thrifting, consignment, resale | attic, rummage, jumble, trunk, keepsake, flea market | the things you give second lives
restored, restoration, restore, restoring, refurbished, refurbish, reconditioned | patina, varnish, linseed, lathe, sandpaper, brass plate | the old things you bring back
analog, analogue, darkroom, film photography, film camera, film cameras | halide, grain, silver, shutter, emulsion, contact sheet | the film and chemistry you shoot with
digital, digitally, high-tech, tech-enabled, tech-driven | pixel, byte, circuit, signal, keystroke, cursor | the screens where you do your work
online, web-based, internet-based, e-commerce, ecommerce, webshop, web shop | parcel, window, click, inbox, browser, doorbell | the screen your customers shop from
solar, solar-powered, photovoltaic, sunpowered | sunbeam, noonday, sundial, sunlit, sunspot, high noon | the sunlight that powers you
electric, electrified, battery, batteries, battery-powered, electric vehicles | volt, spark, amp, coil, filament, current | the current you run on
renewable, renewables, wind-powered, wind power, clean energy | windmill, turbine, vane, gust, sail, weathercock | the clean power you run on
wooden, hardwood, hardwoods, solid wood, oak | grain, burl, knot, plank, dovetail, heartwood | the timber you work with
hand-carved, carved, whittled, chiselled, chiseled | gouge, mallet, shaving, whittle, chisel, burl | the shapes you carve by hand
leather, leathers, full-grain, vegetable-tanned | saddle, hide, bridle, buckle, strop, tannery, oxblood | the leather you cut and stitch
linen, linens, flax | loom, weft, spindle, bolt, homespun, sailcloth | the linen you weave and wear
cotton, cottons | boll, calico, bale, spindle, gin, muslin | the cotton you work with
silk, silks, silken | cocoon, mulberry, sheen, ribbon, spool | the silk you work with
wool, woollen, woolen, woolly, merino, hand-knit, hand-knitted, knitted | fleece, skein, ewe, lanolin, sheepfold, shearling | the wool you spin and knit
woven, handwoven, hand-woven, loomed, hand-knotted | shuttle, warp, heddle, reed, bobbin, loom | the threads you weave together
ceramic, stoneware, porcelain, earthenware, terracotta, hand-thrown, wheel-thrown | kiln, glaze, slip, potsherd, crackle, wheelhead | the clay you fire and glaze
copper, copperware | penny, still, rivet, kettle, verdigris, coil | the copper you work and polish
brass, bronze | bell, hinge, doorknob, porthole, bugle, cymbal | the brass and bronze you work
metalwork, steel, hand-forged, wrought iron, cast iron | anvil, forge, rivet, bellows, quench, hammer | the metal you forge and shape
glassware, stained glass, hand-blown, handblown, blown glass | prism, pane, lens, marble, bottle, seaglass | the glass you blow and shape
granite, marble, limestone, natural stone | quarry, flint, cobble, boulder, chisel, mason | the stone you cut and shape
bamboo | cane, grove, reed, shoot, culm | the bamboo you grow and use
non-toxic, nontoxic, chemical-free, toxin-free, all-natural | meadow, clover, beeswax, rainwater, spring, dewfall | the harsh stuff you leave out
herbal, herbs, botanical, botanicals | sprig, thyme, sage, mortar, pestle, rosemary | the herbs and plants you draw on
hand-dyed, plant-dyed, naturally dyed, dyed | indigo, madder, woad, ochre, vat, saffron | the colours you dye by hand
hand-painted, hand-drawn, hand-lettered, handwritten, illustrated | gouache, easel, brush, inkwell, sable, pencil | the brushwork you put in
letterpress, screen-printed, screenprinted, block-printed, risograph, riso | brayer, platen, woodtype, ink roller, lead type | the ink and press you print with
luxury, luxurious, high-end, upscale, deluxe, lavish, opulent | velvet, gilt, silk, cashmere, gold leaf, crystal | the finest things you offer
premium, top-tier, top-shelf, high-quality, finest | carat, gilt, signet, sterling, hallmark, top shelf | the top-shelf quality you keep
bespoke, made to measure, tailor-made, tailored, made to order, personalised, personalized, custom, custom-made, customised, customized | monogram, chalk, pattern, tape measure, blueprint | what you make for one person
boutique | parlour, alcove, keyhole, shop bell, snug, salon | the small, personal scale you keep
budget, affordable, affordably, low-cost, cheap, inexpensive, bargain, bargains, discount, discounted, frugal, thrifty | penny, nickel, dime, sixpence, tuppence, coin jar, piggy bank | the prices you keep within reach
minimalist, minimal, minimalism, pared-back, uncluttered, clean-lined | pebble, chalk, whitewash, bare wall, blank page, plumb line | the clutter you leave out
vintage, antique, antiques, old-world, timeworn, bygone | sepia, patina, locket, ledger, gaslight, pocket watch | the old world you bring back
retro, mid-century, midcentury, throwback, old-school, nostalgic, nostalgia | jukebox, mixtape, rotary, neon, cassette, drive in | the decades you love to revisit
rustic, farmhouse, country-style, cottagecore | gingham, hayloft, barn door, woodstove, fencepost, milk can | the farmhouse feel you bring
industrial, loft-style, warehouse-style, exposed brick | rivet, girder, gantry, boiler, foundry, steelwork | the raw brick and steel you love
whimsical, whimsy, quirky, fanciful, storybook, fairytale | pinwheel, teacup, kite, toadstool, hatbox, rabbit hole | the playful oddness you bring
playful, fun, fun-loving, cheeky, silly, goofy | pogo, bubble, confetti, hopscotch, cartwheel, kite | the fun you bring to it
bold, daring, vivid, vibrant, fearless | flare, trumpet, drumroll, bullhorn, firework, lightning | the loud mark you make
quiet, hushed, silent, soundproof | hush, felt, lull, snowfall, whisper, still pond | the quiet you keep for people
calm, calming, serene, tranquil, soothing, relaxing, peaceful, restful | millpond, feather, hammock, lavender, still water, low tide | the calm you give people
cozy, cosy, snug, homely, hygge, comforting | hearth, quilt, slipper, fireside, inglenook, woodstove | the warmth people feel with you
elegant, elegance, refined, graceful, classy, sophisticated | swan, pearl, ribbon, calla, lacework, candlelit | the grace you bring to detail
modern, contemporary, sleek, cutting-edge | chrome, prism, glint, gridline, plate glass | the clean, modern edge you bring
futuristic, sci-fi, space-age | rocket, orbit, comet, satellite, hologram, launchpad | the future you build toward
classic, traditional, traditionally, old-fashioned, time-honoured, time-honored, timeless, tradition | almanac, ledger, quill, inkwell, oak door, clocktower | the old ways you keep alive
colourful, colorful, rainbow, multicoloured, multicolored | crayon, prism, paintbox, confetti, marigold, harlequin | the colour you bring to things
gothic, goth, spooky, witchy, macabre, occult, moody | raven, moth, thorn, crow, belfry, obsidian | the dark charm you love
boho, bohemian, free-spirited | macrame, rattan, tassel, caravan, fringe, beadwork | the free-spirited style you love
geeky, nerdy | dice, pixel, joystick, rocket, circuit, comic | the geeky streak you share
independent, indie, independently, owner-operated | shingle, garage, homebrew, lone oak, corner shop | the independent spirit you keep
award-winning, prize-winning, acclaimed | laurel, rosette, medal, trophy, blue ribbon | the prizes you have earned
mobile, on-site, onsite, on-location, house calls, house call, door to door | wheel, hitch, axle, tailgate, roadside, caravan, milk run | the places you drive out to
van, vans, truck, trucks, food truck, campervan, pickup truck | tailgate, bumper, chassis, roof rack, mudflap, headlamp | the wheels you work from
pop-up, popup, pop-ups, popups | bunting, awning, trestle, tent pole, chalkboard, sandwich board | the places you pop up for a while
subscription, subscriptions, subscribe, subscribers, subscription box, monthly box | milk round, doorstep, parcel, almanac, calendar, standing order | what arrives at the door each month
membership, memberships, members-only, member-only | keyring, lanyard, badge, door key, secret knock | the members you welcome back
delivery, deliveries, home delivery, doorstep delivery, hand-delivered | doorstep, parcel, satchel, doorbell, letterbox, milk float | the doorsteps you deliver to
marketplace, marketplaces, peer to peer | bazaar, souk, stall, agora, trading post, market square | the trading place you build
wholesale, wholesaler, wholesalers, trade-only, bulk | crate, pallet, bale, barrel, cargo, grain sack, loading dock | the big orders you ship out
rental, rentals, for hire, leasing, rent out | keyring, claim ticket, tag, hook, key fob, coat check | the things you lend out for a while
repair, repairs, repairing, mending, mend, fix-it | spanner, patch, solder, darning, toolbox, rivet, tinker | the broken things you make whole
diy, do it yourself, diy kit, make your own, build your own | toolbox, blueprint, pegboard, pattern, glue pot, scissors | the making you put in people's hands
workshops, workshop, hands-on, masterclass, masterclasses | workbench, apron, sawhorse, pegboard, trestle, bench vise | the hands-on sessions you run
classes, lessons, online course, online courses, e-learning, elearning, curriculum | slate, chalk, satchel, primer, ruler, recess | the lessons you teach
camps, summer camp, day camp, holiday camp | campfire, bunkhouse, canoe, bugle, tent peg, mess hall | the camps you run
tours, guided tours, walking tours, excursion, excursions, sightseeing | waymark, signpost, map pin, lookout, guidebook, milestone | the places you show people
retreats, retreat, sabbatical, sabbaticals | hideaway, hammock, cabin, woodsmoke, far shore, hermitage | the escape you offer people
app, apps, mobile app, smartphone | pocket, swipe, tap, thumb, fingertip, home screen | the app in your customers' pockets
ai, artificial intelligence, machine learning, neural, generative, chatbot, chatbots, llm | synapse, neuron, abacus, lattice, loom, spark | the machine learning you build on
automated, automation, automatic, automate, automates, automating | clockwork, flywheel, relay, pulley, autopilot, conveyor | the work you take off people's hands
robot, robots, robotic, robotics | automaton, servo, sprocket, gearbox, tin man, windup | the machines that do the work
laser-cut, cnc, laser-engraved, digital fabrication | filament, nozzle, lattice, gantry, voxel | the machines you make things with
cloud-based, cloud-native, cloud | cirrus, nimbus, stratus, skylight, updraft | the cloud you keep things in
real-time, realtime, instant, instantly | ticker, heartbeat, blink, stopwatch, telegraph, radar | the live moment you work in
data-driven, analytics, metrics, dashboards | gauge, dial, tally, ledger, abacus, graph paper | the numbers you make clear
open-source, opensource | commons, open gate, barn raising, quilt, long table | the code you share with everyone
secure, security, encrypted, encryption, privacy, privacy-first | padlock, vault, deadbolt, strongbox, rampart, moat | the safety you build in
one on one, one to one, private sessions, private lessons | booth, nook, armchair, fireside, corner table | the one-to-one time you give
api, apis, integrations, integration, plugin, plugins, plug-in | socket, plug, hinge, tenon, dovetail, coupling | the pieces you join together
podcast, podcasts, podcasting, podcaster, episodes | mic, earbud, broadcast, radio dial, fireside chat | the voices you put on air
newsletter, newsletters, substack, weekly email | postmark, stamp, quill, inkwell, postcard, envelope | the letters you send each week
blog, blogs, blogging, blogger, vlog, vlogs, vlogging, vlogger | logbook, notebook, scrapbook, diary, field notes | the stories you post online
video, videos, youtube, youtuber, video series | reel, lens, clapper, marquee, spotlight, frame | the videos you put out
cooperative, co-op, worker-owned, employee-owned | beehive, oar, rowboat, round table, barn raising | the business your members own together
social enterprise, b-corp, mission-driven, purpose-driven | lodestar, keel, lifeline, anchor, seedling | the mission that steers your business
round the clock, around the clock, all-night, always open, nonstop | lamplight, owl, nightjar, clockface, night owl, night watch | the hours you never close
emergency, emergencies, urgent, urgently, callout, call-out, on-call | flare, beacon, siren, pager, lifeline, alarm bell | the call you answer any hour
fast, quick, quickly, speedy, rapid, rapidly, swift, swiftly | whippet, hare, dart, bolt, arrow, sprint | how quickly you get it done
same-day, next-day, overnight delivery | stopwatch, dispatch, telegram, pony, sundown, noonday | what you get done the same day
rare, rarest, rarity, hard to find, scarce, one-off, one of kind | curio, comet, bluebird, lodestone, black pearl, four leaf | the finds nobody else has
exotic, imported, far-flung | caravan, atlas, passport, steamer, spice route, silk road | the far places your goods come from
heirloom, heirlooms, heritage, ancestral, age-old, centuries-old | keepsake, locket, quilt, seed tin, hope chest | what you hand down through generations
history, historic, historical, forgotten, folklore, old-time | archive, relic, fossil, sepia, parchment, almanac | the history you bring back
secret, secrets, hidden, hidden gem, tucked away, unmarked, little-known, speakeasy | keyhole, trapdoor, side door, password, whisper, locket | the secret you let people in on
tiny, mini, miniature, miniatures, micro, pocket-sized, petite, compact | thimble, acorn, wren, matchbox, teacup, button, sparrow | the small scale you love
giant, giants, huge, oversized, jumbo, supersized, massive, large-scale | mammoth, redwood, whale, boulder, bison, colossus, moose | the big scale you work at
heated, infrared, thermal | stove, coal, kettle, brazier, hot stone, hearth | the warmth you bring into the cold
frozen, freeze-dried, freezer, iced, chilled, ice-cold | icicle, rime, frost, glacier, igloo, snowball | the cold you keep all the way
spicy, spices, spiced, fiery, chilli, chili, chillies, chilies, peppery | cayenne, scorch, habanero, jalapeno, red pepper, cinder | the heat you are not afraid of
sour, tangy, tartness, sourness | lemon, rhubarb, sloe, quince, pucker, crabapple | the tang you put in things
sweet, sugary, sweet tooth, honeyed | toffee, caramel, nectar, treacle, marzipan, honeycomb | the sweet things you make
wild, wildcrafted, foraged, forage, foraging, untamed | bramble, thicket, nettle, sloe, gorse, hedgerow | the wild places you draw from
smoked, smoky, charred, barbecued | hickory, mesquite, cinder, woodsmoke, applewood, flue | the smoke and fire you cook with
unprocessed, unfiltered, wholefood, wholefoods, whole-food, unrefined | husk, kernel, bran, grain, windfall, honeycomb | food you leave the way it grew
gluten-free, allergen-free, free-from | millet, almond, buckwheat, chestnut, oat, clover | the things you leave out
healthy, wholesome, nutritious, nourishing, healthful | apple, sprout, oat, orchard, kale, spring water | what you do for people's health
homemade, home-made, home-cooked, home-baked, homestyle, home-style | apron, ladle, teapot, jam jar, tea towel, kitchen table | made the way you make it at home
precision, precise, precisely, engineered, meticulous, detail-oriented | caliper, vernier, hairline, set square, plumb line, spirit level | the fine detail you work to
pet-friendly, dog-friendly, pets welcome, dogs welcome | paw, biscuit, doormat, water bowl, leash hook | the pets you welcome in
fresh, freshly, farm-fresh, just-picked, freshly made | dewdrop, orchard, crisp apple, picking basket, morning dew | what you pick and make that day
in-season, seasonally, seasonality | almanac, harvest, equinox, solstice, windfall, hedgerow | what you make with each season
farm to table, field to fork, farm to fork | furrow, crate, field gate, barn door, harvest, pitchfork | the farms your food comes from
stone-ground, stoneground, stone-milled, freshly milled | quern, grist, millstone, windmill, chaff, hopper | the stones your grain is milled by
grass-fed, free-range, pasture-raised, pastured | paddock, clover, meadow, henhouse, fencepost, hen run | the open fields your animals roam
wild-caught, line-caught, day-boat, sustainably caught | creel, hook, longline, tideline, lobster pot | the waters your catch comes from
barrel-aged, cask-aged, oak-aged, dry-aged, matured | cask, stave, cellar, cooperage, barrelhead | the time you let things age
scented, fragrant, aromatic, perfumed, fragrances | cedar, bergamot, incense, jasmine, vetiver, rosewater | the scents people remember you by
curated, handpicked, hand-picked, hand-selected | magpie, sieve, loupe, gleaner, hand lens | the best you pick out for people
gifting, giftable, gift-ready, gift boxes | ribbon, bow, gift tag, twine, tissue paper | the gifts you help people give
mindful, mindfully, intentional, intentionally | pebble, candle, teacup, singing bowl, still pond | the care you put into each step
rugged, heavy-duty, durable, hard-wearing, hardwearing, built to last, sturdy | anvil, ironwood, rawhide, hobnail, bedrock, boulder | things you build to take a beating
adventure, adventures, adventurous, expedition, expeditions | bivouac, piton, trailhead, rucksack, basecamp, carabiner | the adventures you send people on
science-backed, science-based, evidence-based, research-backed, lab-tested, scientific, clinically | beaker, flask, test tube, petri dish, lab bench, slide rule | the science behind what you do
transparent, transparency, upfront, no-nonsense, flat-rate, flat fee | pane, window, daylight, open book, glass jar, spirit level | the straight dealing you are known for
pedal-powered, cargo bike, by bike, bicycle-powered | spoke, sprocket, bell, chainring, handlebar, freewheel | the pedal power you run on
`

