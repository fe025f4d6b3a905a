// Angle lexicon: VALUES, STYLES, FORMATS, MATERIALS AND METHODS. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
eco, eco-friendly, eco-conscious, environmentally, earth-friendly, planet-friendly | acorn, fern, meadow, seedling, canopy | your lighter footprint on the planet
sustainable, sustainably, sustainability | sapling, orchard, woodland, perennial | your care for what comes next
zero-waste, low-waste, plastic-free, package-free, refillable, refillables, refill | mason jar, milk bottle, twine, scoop, tin | the waste you refuse to make
biodegradable, compostable, compost, composting | oak leaf, windfall, seed pod, acorn | the things you return to the soil
plant-based, vegan, vegans, veganism, vegetarian, vegetarians, veggie | sprout, beanstalk, clover, chickpea, tendril | the plants you build everything on
organic, organically, pesticide-free, spray-free | ladybird, honeybee, hedgerow, walled garden, furrow | the clean soil your goods start in
fairtrade, fair-trade, ethical, ethically, ethics | handshake, harvest, open hand, straw hat, grower | the growers and makers you pay fairly
local, locally, homegrown, home-grown | main street, doorstep, front gate, porch | the neighbours you know by name
community, communities, community-led, community-run, neighbourly, neighborly | barn raising, commons, long table, village green | the people who gather around you
nonprofit, non-profit, not for profit, charitable, donate, donates, donations | open door, acorn, long table, lifeline | what you give back to others
inclusive, inclusivity, diversity, diverse | mosaic, patchwork, kaleidoscope, quilt, welcome mat | everyone you make room for
accessible, accessibility, step-free, wheelchair-friendly | level ground, ramp, wide door, handrail | the barriers you take away
handmade, hand-made, handcrafted, hand-crafted, artisan, artisanal, artisans, handcraft | thumbprint, fingertip, workbench, apron, twine | the hands that make every piece
small-batch, micro-batch, batches | handful, copper pot, kettle, crock, ladle | the few you make at a time
slow, slow-made, unhurried, slow-cooked, slow-roasted | tortoise, simmer, sundial, hourglass, porch swing | the time you take over things
hand-stitched, hand-sewn, stitched, sewn, embroidered | thimble, pincushion, button, spool, bobbin | every stitch you sew by hand
wood-fired, woodfired, wood-burning | oak log, woodpile, kindling, campfire | the live fire you work with
cold-pressed, coldpressed | dewdrop, frost, cider press, orchard | pressed cold to keep it fresh
fermented, ferment, ferments, fermentation, probiotic, probiotics, pickled | pickle jar, crock, brine, cellar | the slow ferment you trust
reclaimed, salvaged, salvage | driftwood, floorboard, rafter, barn door | the old materials you give new life
recycled, recycle, recycling, repurposed, repurpose | tin can, milk bottle, brown paper, bottle top | the materials you keep in use
upcycled, upcycle, upcycling | patchwork, button box, offcut, magpie | the scraps you turn into treasure
second-hand, secondhand, pre-loved, preloved, pre-owned, thrift, thrifted, thrifting, consignment, resale | flea market, attic, jumble, trunk, rummage | the things you give second lives
restored, restoration, restore, restoring, refurbished, refurbish, reconditioned | patina, brass plate, beeswax, pocket watch | the old things you bring back
analog, analogue, darkroom, film photography, film camera, film cameras | shutter, flashbulb, film roll, contact sheet | the film and chemistry you shoot with
digital, digitally, high-tech, tech-enabled, tech-driven | pixel, keystroke, cursor, circuit | the screens where you do your work
online, web-based, internet-based, e-commerce, ecommerce, webshop, web shop | parcel, doorbell, inbox, letterbox | the screen your customers shop from
solar, solar-powered, photovoltaic, sunpowered | sunbeam, sunflower, high noon, sundial | the sunlight that powers you
electric, electrified, battery, batteries, battery-powered, electric vehicles | volt, light bulb, live wire, filament, plug socket | the current you run on
renewable, renewables, wind-powered, wind power, clean energy | windmill, weathervane, turbine, gust | the clean power you run on
wooden, hardwood, hardwoods, solid wood, oak | heartwood, woodgrain, dovetail, knot | the timber you work with
hand-carved, carved, whittled, chiselled, chiseled | whittle, chisel, mallet, penknife | the shapes you carve by hand
leather, leathers, full-grain, vegetable-tanned | saddle, buckle, satchel, bridle | the leather you cut and stitch
linen, linens, flax | sailcloth, washing line, loom, homespun, spindle | the linen you weave and wear
cotton, cottons | calico, muslin, gingham, denim | the cotton you work with
silk, silks, silken | mulberry, ribbon, cocoon, spool | the silk you work with
wool, woollen, woolen, woolly, merino, hand-knit, hand-knitted, knitted | fleece, yarn ball, mitten, ewe, skein | the wool you spin and knit
woven, handwoven, hand-woven, loomed, hand-knotted | loom, basket, wicker, shuttle, bobbin | the threads you weave together
ceramic, stoneware, porcelain, earthenware, terracotta, hand-thrown, wheel-thrown | kiln, glaze, milk jug, crackle | the clay you fire and glaze
copper, copperware | kettle, penny, jam pan, rivet | the copper you work and polish
brass, bronze | porthole, bugle, bell, cymbal, doorknob | the brass and bronze you work
metalwork, steel, hand-forged, wrought iron, cast iron | anvil, forge, bellows, horseshoe, rivet | the metal you forge and shape
glassware, stained glass, hand-blown, handblown, blown glass | seaglass, prism, marble, windowpane, bubble | the glass you blow and shape
granite, marble, limestone, natural stone | quarry, flint, cobble, boulder, pebble | the stone you cut and shape
bamboo | panda, grove, cane, reed | the bamboo you grow and use
non-toxic, nontoxic, chemical-free, toxin-free, all-natural | beeswax, rainwater, clover, meadow, daisy | the harsh stuff you leave out
herbal, herbs, botanical, botanicals | sprig, thyme, rosemary, sage, pestle | the herbs and plants you draw on
hand-dyed, plant-dyed, naturally dyed, dyed | indigo, saffron, ochre, marigold | the colours you dye by hand
hand-painted, hand-drawn, hand-lettered, handwritten, illustrated | brushstroke, easel, inkwell, paint pot | the brushwork you put in
letterpress, screen-printed, screenprinted, block-printed, risograph, riso | ink roller, woodblock, rubber stamp, ink pad | the ink and press you print with
luxury, luxurious, high-end, upscale, deluxe, lavish, opulent | gold leaf, cashmere, velvet, silk, pearl | the finest things you offer
premium, top-tier, top-shelf, high-quality, finest | sterling, signet, carat, cut crystal | the top-shelf quality you keep
bespoke, made to measure, tailor-made, tailored, made to order, personalised, personalized, custom, custom-made, customised, customized | monogram, tape measure, wax seal, pincushion | what you make for one person
boutique | parlour, shop bell, bay window, keyhole, alcove | the small, personal scale you keep
budget, affordable, affordably, low-cost, cheap, inexpensive, bargain, bargains, discount, discounted, frugal, thrifty | sixpence, coin jar, tuppence, penny, piggy bank | the prices you keep within reach
minimalist, minimal, minimalism, pared-back, uncluttered, clean-lined | pebble, blank page, single stem, origami | the clutter you leave out
vintage, antique, antiques, old-world, timeworn, bygone | sepia, pocket watch, locket, patina, gramophone | the old world you bring back
retro, mid-century, midcentury, throwback, old-school, nostalgic, nostalgia | jukebox, drive in, cassette, neon, rotary phone | the decades you love to revisit
rustic, farmhouse, country-style, cottagecore | gingham, hayloft, milk can, barn door, woodstove | the farmhouse feel you bring
industrial, loft-style, warehouse-style, exposed brick | foundry, rivet, girder, steelwork, red brick | the raw brick and steel you love
whimsical, whimsy, quirky, fanciful, storybook, fairytale | rabbit hole, pinwheel, teacup, paper moon, hatbox | the playful oddness you bring
playful, fun, fun-loving, cheeky, silly, goofy | cartwheel, pogo, confetti, kite, bubble | the fun you bring to it
bold, daring, vivid, vibrant, fearless | drumroll, firework, trumpet, flare, bullhorn | the loud mark you make
quiet, hushed, silent, soundproof | snowfall, still pond, whisper, hush | the quiet you keep for people
calm, calming, serene, tranquil, soothing, relaxing, peaceful, restful | millpond, lavender, low tide, still water, feather, hammock | the calm you give people
cozy, cosy, snug, homely, hygge, comforting | fireside, quilt, slipper, woodstove, teapot | the warmth people feel with you
elegant, elegance, refined, graceful, classy, sophisticated | swan, pearl, lacework, calla lily, candlelit | the grace you bring to detail
modern, contemporary, sleek, cutting-edge | plate glass, chrome, prism, skylight | the clean, modern edge you bring
futuristic, sci-fi, space-age | hologram, rocket, orbit, launchpad, satellite | the future you build toward
classic, traditional, traditionally, old-fashioned, time-honoured, time-honored, timeless, tradition | oak door, quill, inkwell, clocktower, brass bell | the old ways you keep alive
colourful, colorful, rainbow, multicoloured, multicolored | harlequin, paintbox, marigold, prism, crayon | the colour you bring to things
gothic, goth, spooky, witchy, macabre, occult, moody | raven, belfry, obsidian, moth, thorn | the dark charm you love
boho, bohemian, free-spirited | macrame, rattan, beadwork, tassel, caravan | the free-spirited style you love
geeky, nerdy | joystick, dice, comic, pixel | the geeky streak you share
independent, indie, independently, owner-operated | lone oak, corner shop, garage, side street | the independent spirit you keep
award-winning, prize-winning, acclaimed | blue ribbon, rosette, laurel, medal | the prizes you have earned
mobile, on-site, onsite, on-location, house calls, house call, door to door | milk run, tailgate, roof rack, caravan, roadside | the places you drive out to
van, vans, truck, trucks, food truck, campervan, pickup truck | tailgate, roof rack, headlamp, bumper | the wheels you work from
pop-up, popup, pop-ups, popups | sandwich board, bunting, trestle, tent pole, awning | the places you pop up for a while
subscription, subscriptions, subscribe, subscribers, subscription box, monthly box | milk round, doorstep, parcel, letterbox | what arrives at the door each month
membership, memberships, members-only, member-only | secret knock, door key, keyring, badge | the members you welcome back
delivery, deliveries, home delivery, doorstep delivery, hand-delivered | milk float, doorstep, parcel, doorbell, letterbox | the doorsteps you deliver to
marketplace, marketplaces, peer to peer | trading post, bazaar, market stall, souk, market square | the trading place you build
wholesale, wholesaler, wholesalers, trade-only, bulk | loading dock, crate, grain sack, pallet, barrel | the big orders you ship out
rental, rentals, for hire, leasing, rent out | claim ticket, key fob, coat check, keyring | the things you lend out for a while
repair, repairs, repairing, mending, mend, fix-it | spanner, patch, darning, toolbox, rivet | the broken things you make whole
diy, do it yourself, diy kit, make your own, build your own | pegboard, toolbox, glue pot, paintbrush | the making you put in people's hands
workshops, workshop, hands-on, masterclass, masterclasses | sawhorse, workbench, apron, trestle | the hands-on sessions you run
classes, lessons, online course, online courses, e-learning, elearning, curriculum | slate, blackboard, chalk, satchel | the lessons you teach
camps, summer camp, day camp, holiday camp | campfire, canoe, bunkhouse, marshmallow, bugle | the camps you run
tours, guided tours, walking tours, excursion, excursions, sightseeing | guidebook, signpost, lookout, map pin, postcard | the places you show people
retreats, retreat, sabbatical, sabbaticals | cabin, woodsmoke, far shore, lake house, hammock | the escape you offer people
app, apps, mobile app, smartphone | home screen, swipe, fingertip, thumb | the app in your customers' pockets
ai, artificial intelligence, machine learning, neural, generative, chatbot, chatbots, llm | neuron, synapse, brainwave, thinking cap | the machine learning you build on
automated, automation, automatic, automate, automates, automating | clockwork, autopilot, music box, pulley, flywheel | the work you take off people's hands
robot, robots, robotic, robotics | tin man, windup, sprocket, cog | the machines that do the work
laser-cut, cnc, laser-engraved, digital fabrication | lattice, stencil, snowflake, lacework | the machines you make things with
cloud-based, cloud-native, cloud | blue sky, skylark, cirrus, updraft | the cloud you keep things in
real-time, realtime, instant, instantly | heartbeat, ticker, telegraph, stopwatch, blink | the live moment you work in
data-driven, analytics, metrics, dashboards | graph paper, gauge, tally, dial, ledger | the numbers you make clear
open-source, opensource | barn raising, commons, open gate, quilt | the code you share with everyone
secure, security, encrypted, encryption, privacy, privacy-first | deadbolt, padlock, strongbox, moat, vault | the safety you build in
one on one, one to one, private sessions, private lessons | fireside, corner table, armchair, booth | the one-to-one time you give
api, apis, integrations, integration, plugin, plugins, plug-in | dovetail, jigsaw, hinge, socket, puzzle piece | the pieces you join together
podcast, podcasts, podcasting, podcaster, episodes | fireside chat, mic, radio dial, earbud | the voices you put on air
newsletter, newsletters, substack, weekly email | postmark, postcard, quill, inkwell, stamp | the letters you send each week
blog, blogs, blogging, blogger, vlog, vlogs, vlogging, vlogger | scrapbook, logbook, field notes, diary | the stories you post online
video, videos, youtube, youtuber, video series | clapperboard, reel, marquee, spotlight, lens | the videos you put out
cooperative, co-op, worker-owned, employee-owned | beehive, round table, oar, barn raising, rowboat | the business your members own together
social enterprise, b-corp, mission-driven, purpose-driven | seedling, north star, keel, lifeline | the mission that steers your business
round the clock, around the clock, all-night, always open, nonstop | night owl, night watch, clockface, streetlamp, moonlight | the hours you never close
emergency, emergencies, urgent, urgently, callout, call-out, on-call | beacon, flare, lifeline, alarm bell | the call you answer any hour
fast, quick, quickly, speedy, rapid, rapidly, swift, swiftly | whippet, hare, dart, bolt, sprint | how quickly you get it done
same-day, next-day, overnight delivery | telegram, stopwatch, sundown, pony, paper plane | what you get done the same day
rare, rarest, rarity, hard to find, scarce, one-off, one of kind | four leaf, bluebird, curio, black pearl, golden egg | the finds nobody else has
exotic, imported, far-flung | spice route, caravan, silk road, steamer trunk | the far places your goods come from
heirloom, heirlooms, heritage, ancestral, age-old, centuries-old | hope chest, locket, seed tin, keepsake, quilt | what you hand down through generations
history, historic, historical, forgotten, folklore, old-time | parchment, sepia, almanac, old map, time capsule | the history you bring back
secret, secrets, hidden, hidden gem, tucked away, unmarked, little-known, speakeasy | keyhole, side door, trapdoor, password, whisper | the secret you let people in on
tiny, mini, miniature, miniatures, micro, pocket-sized, petite, compact | wren, thimble, matchbox, acorn, teacup | the small scale you love
giant, giants, huge, oversized, jumbo, supersized, massive, large-scale | mammoth, redwood, whale, bison, elephant | the big scale you work at
heated, infrared, thermal | hot stone, kettle, stove, bonfire | the warmth you bring into the cold
frozen, freeze-dried, freezer, iced, chilled, ice-cold | icicle, glacier, frost, snowball, igloo | the cold you keep all the way
spicy, spices, spiced, fiery, chilli, chili, chillies, chilies, peppery | habanero, cayenne, red pepper, jalapeno, firecracker | the heat you are not afraid of
sour, tangy, tartness, sourness | lemon, rhubarb, crabapple, quince, pucker | the tang you put in things
sweet, sugary, sweet tooth, honeyed | honeycomb, toffee, treacle, marzipan, caramel, nectar | the sweet things you make
wild, wildcrafted, foraged, forage, foraging, untamed | hedgerow, bramble, blackberry, thicket, elderflower | the wild places you draw from
smoked, smoky, charred, barbecued | woodsmoke, hickory, applewood, mesquite | the smoke and fire you cook with
unprocessed, unfiltered, wholefood, wholefoods, whole-food, unrefined | windfall, honeycomb, kernel, grain, bran | food you leave the way it grew
gluten-free, allergen-free, free-from | buckwheat, chestnut, almond, coconut | the things you leave out
healthy, wholesome, nutritious, nourishing, healthful | spring water, apple, sprout, orchard, kale | what you do for people's health
homemade, home-made, home-cooked, home-baked, homestyle, home-style | jam jar, apron, tea towel, teapot, kitchen table, ladle | made the way you make it at home
precision, precise, precisely, engineered, meticulous, detail-oriented | spirit level, bullseye, set square, plumb line | the fine detail you work to
pet-friendly, dog-friendly, pets welcome, dogs welcome | water bowl, paw, biscuit, tail wag | the pets you welcome in
fresh, freshly, farm-fresh, just-picked, freshly made | morning dew, dewdrop, crisp apple, picking basket, orchard | what you pick and make that day
in-season, seasonally, seasonality | harvest, windfall, blossom, almanac, hedgerow | what you make with each season
farm to table, field to fork, farm to fork | field gate, furrow, barn door, crate, harvest | the farms your food comes from
stone-ground, stoneground, stone-milled, freshly milled | millstone, windmill, watermill, wheatsheaf, flour sack | the stones your grain is milled by
grass-fed, free-range, pasture-raised, pastured | paddock, clover, hen run, meadow, fencepost | the open fields your animals roam
wild-caught, line-caught, day-boat, sustainably caught | lobster pot, tideline, hook, fishing line, harbour | the waters your catch comes from
barrel-aged, cask-aged, oak-aged, dry-aged, matured | cask, cellar, barrelhead, old oak | the time you let things age
scented, fragrant, aromatic, perfumed, fragrances | bergamot, jasmine, rosewater, cedar, honeysuckle, incense | the scents people remember you by
curated, handpicked, hand-picked, hand-selected | magpie, jewel box, cherry pick, display case | the best you pick out for people
gifting, giftable, gift-ready, gift boxes | gift tag, ribbon, twine, bow, tissue paper | the gifts you help people give
mindful, mindfully, intentional, intentionally | singing bowl, pebble, still pond, candle, teacup | the care you put into each step
rugged, heavy-duty, durable, hard-wearing, hardwearing, built to last, sturdy | ironwood, anvil, bedrock, work boot | things you build to take a beating
adventure, adventures, adventurous, expedition, expeditions | basecamp, trailhead, backpack, canoe, carabiner | the adventures you send people on
science-backed, science-based, evidence-based, research-backed, lab-tested, scientific, clinically | slide rule, beaker, lab bench, flask, test tube | the science behind what you do
transparent, transparency, upfront, no-nonsense, flat-rate, flat fee | open book, glass jar, daylight, clear water | the straight dealing you are known for
pedal-powered, cargo bike, by bike, bicycle-powered | freewheel, handlebar, spoke, bell, sprocket | the pedal power you run on
`

