// Angle lexicon: PLACES, SETTINGS, TIMES AND SEASONS. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
// Landscapes
rural, farm, farms, farmland, farmyard, ranch, ranches, countryside, acreage, homestead, homesteads | pasture, back forty, fencepost, hayloft, furrow, acre, gatepost, haybale | the farms and ranches you serve
hilly, hill, hills, hillside, hillsides, hilltop, slopes | switchback, ridge, crest, gradient, upland, hairpin, foothill | the steep streets you climb
coastal, coast, seaside, seafront, shore, shoreline, oceanfront, ocean | tidewater, driftwood, brine, gull, breakwater, sea glass, shingle, saltmarsh | the coast you call home
beach, beaches, beachfront, beachside | sandbar, dune, marram, sea glass, beach hut, shell, sunhat, sandcastle | the beach on your doorstep
pier, piers, boardwalk, promenade, esplanade | carousel, deckchair, candyfloss, seagull, railings, bandstand, helter skelter | the old seafront you trade on
island, islands, isle, isles, ferry, ferries | cove, causeway, inlet, ferryman, tideline, outpost, skiff, atoll | the island you live on
harbour, harbor, harbours, harbors, marina, wharf, docks, dockside, quayside, seaport, shipyard | bollard, mooring, jetty, quay, slipway, capstan, anchor, hawser | the harbour you work from
fishing village, fishing town, fishing port | creel, lobster pot, net loft, trawler, smokehouse, oilskin, herring | the fishing town you belong to
clifftop, cliffs, headland, headlands | samphire, kittiwake, sea pink, chalk, lookout, gorse, skylark | the clifftops you live on
mountain, mountains, mountainside, mountaintop | summit, crag, scree, treeline, granite, snowcap, ridgeline, high camp | the mountains around you
alpine, alps | edelweiss, chalet, glacier, cowbell, snowline, larch, alpenhorn | the alpine slopes you know
ski town, ski resort, ski village, ski slopes, apres ski | chairlift, gondola, piste, powder, mogul, ski lodge, snowcat | the ski slopes you serve
valley, valleys, dale, dales, glen, glens | hollow, creek, riverbend, orchard, vale, combe, bottomland | the valley you call home
desert, deserts, arid, high desert | mesa, sagebrush, saguaro, arroyo, sandstone, yucca, dust devil, roadrunner | the desert country you serve
canyon, canyons, gorge, gorges, ravine | rimrock, butte, redrock, echo, ledge, overlook | the canyons around you
forest, forests, woods, woodland, woodlands, wooded, pinewoods | canopy, bracken, moss, pinecone, birch, glade, timber, fernbrake | the woods around you
jungle, jungles, rainforest, rainforests | liana, toucan, orchid, mangrove, canopy, vine, kapok | the rainforest you work in
lake, lakes, lakeside, lakeshore, lakefront, loch, lochs | loon, boathouse, cattail, reed, still water, dock, pontoon | the lake you live beside
river, rivers, riverside, riverfront, riverbank, riverbanks, creek, creeks | oxbow, ford, weir, eddy, towpath, rapids, millrace, kingfisher | the river that runs past you
canal, canals, canalside, narrowboat, narrowboats, houseboat, houseboats | towpath, lock gate, tiller, mooring, swing bridge, lockkeeper | the canal you live on
wetland, wetlands, marsh, marshes, swamp, bayou, fen, fens | heron, egret, reedbed, bulrush, cattail, boardwalk, cypress | the wetlands around you
prairie, prairies, plains, grassland, grasslands | bluestem, bison, windmill, big sky, tallgrass, sodhouse, meadowlark | the open prairie you serve
moor, moors, moorland, moorlands, heath, heathland, fells | heather, peat, tor, gorse, curlew, drystone, bracken | the wild moorland you know
highlands, highland | loch, stag, heather, glen, peat, bothy, drystone | the highlands you call home
wilderness, backcountry, backwoods, off-grid, outback | woodsmoke, bedroll, outpost, red dirt, fire tower, swag, firelight | the wild country you serve
campsite, campsites, campground, campgrounds, caravan park, rv park | campfire, tent peg, guy rope, firepit, bedroll, billycan | the campsites you serve
vineyard, vineyards, wine country | trellis, vine row, cellar door, terroir, barrel, tendril, grape | the vineyards around you
orchard, orchards | windfall, blossom, apple crate, russet, graft, ladder, pippin | the orchards you serve
arctic, polar, tundra, subarctic | floe, caribou, aurora, husky, snowfield, igloo, icebreaker | the far north you serve
estuary, estuaries, tidal, mudflats | mudflat, wader, tideline, saltmarsh, samphire, curlew | the tidal shore you call home
deep sea, underwater, undersea, seabed, seafloor | fathom, kelp, coral, sonar, diving bell, nautilus | the deep water you explore
volcano, volcanoes, volcanic | basalt, caldera, obsidian, lava rock, crater, pumice | the volcanic land you live on
// Towns and cities
city, cities, urban, citywide, metropolitan, inner city | skyline, overpass, concrete, crosswalk, tram, brownstone, rooftop, taxi cab | the city streets you work
downtown, city centre, city center, high street | storefront, marquee, boulevard, arcade, crosswalk, clocktower, awning | the downtown blocks you serve
suburb, suburbs, suburban, suburbia, commuter town | picket, porch, driveway, mailbox, lawn, sprinkler | the suburban streets you serve
neighbourhood, neighborhood, neighbourhoods, neighborhoods, neighbours, neighbors | stoop, doorstep, lamppost, backstreet, front step, block party | the neighbourhood you serve
village, villages, hamlet, hamlets | village green, lychgate, maypole, duck pond, postbox, cobble, village pump | the village you belong to
small town, small towns, main street, smalltown, hometown, town, towns | bandstand, water tower, porchlight, storefront, courthouse, diner, rail depot | the small town you serve
old town, old quarter, historic district, cobbled streets, cobblestone | cobble, gaslight, archway, wellhead, clocktower, sundial | the old streets you work in
town square, plaza, piazza, village square | fountain, clocktower, bandstand, bench, pigeon, market cross | the town square you trade on
alley, alleys, alleyway, alleyways, backstreets, laneway, laneways | gaslight, fire escape, archway, cobble, mural, drainpipe | the back lanes you work from
street corner, street corners, corner shop, corner store, bodega | awning, shopfront, stoop, lamppost, newsstand, signpost | the corner you hold down
college town, university town, campus, campuses | quad, ivy, bell tower, cloister, lecture hall, satchel | the campus you serve
// Buildings and spaces
apartment, apartments, condo, condos, small flat, small flats, studio apartment, tenement | walkup, nook, alcove, stairwell, windowsill, balcony, landing, bay window | the city flats you serve
high-rise, high rise, tower block, skyscraper, skyscrapers, penthouse | skyline, girder, lift shaft, sky lobby, top floor | the towers you work in
townhouse, townhouses, row house, terraced house, brownstones | stoop, sash, railings, fanlight, mews, door knocker | the terraced streets you serve
loft, lofts | skylight, rafter, brickwork, mezzanine, joist, girder, ironwork | the loft you work from
garage, garages | workbench, pegboard, toolbox, roller door, oil can, spanner | the garage where you started
barn, barns, converted barn, barn conversion | hayloft, rafter, cupola, barn owl, hayrick, oak beam, threshing | the old barn you work from
warehouse, warehouses, loading dock, depot | pallet, girder, forklift, freight, crate, skylight, sawtooth | the warehouse you work from
basement, basements, cellar, cellars | vault, undercroft, trapdoor, brick arch, lamplight, coal chute | the basement you work below
rooftop, rooftops, roof terrace, roof garden | chimney pot, parapet, skylight, water tank, pigeon, weather vane | the rooftops you work on
garden shed, potting shed, backyard shed, allotment, allotments, community garden | potting bench, trowel, seed tray, twine, dibber, flowerpot, bean pole | the plot you grow from
backyard, backyards, back garden, back gardens | washing line, hammock, picket, tree swing, firepit, birdbath | the backyards you serve
porch, porches, veranda, verandah, front porch | porch swing, screen door, rocker, porchlight, wind chime | the porch you sit on
cottage, cottages | thatch, hollyhock, inglenook, ivy, wicket gate, rose arbor, chimney | the cottages you serve
cabin, cabins, log cabin, chalets | woodstove, pine, woodpile, chimney, kindling, snowshoe | the cabin you call home
train station, railway station, station, stations, old station, railway, railroad | platform, signal box, timetable, ticket hall, whistle, semaphore, sleeper | the station you work from
church, churches, chapel, chapels, converted church, cathedral | steeple, belfry, pew, nave, vestry, bell rope, lychgate | the old church you work from
mill, mills, old mill, watermill, windmill, windmills, sawmill | millrace, millstone, sluice, grist, mill pond, weir, waterwheel | the old mill you work from
old bank, former bank, bank building | vault, teller, ledger, strongroom, marble, cashbox | the old bank you work from
shipping container, shipping containers | twistlock, dockside, cargo, freight, steel box, gantry | the shipping container you trade from
factory, factories, old factory, foundry | smokestack, sawtooth, rivet, girder, shift bell, furnace, boiler | the old factory you work from
schoolhouse, old schoolhouse, converted school | school bell, chalkboard, inkwell, slate, satchel, cloakroom | the old schoolhouse you work from
fire station, firehouse, old firehouse | brass pole, engine bay, hydrant, fire bell, red door, ladder | the old firehouse you work from
post office | postbox, postmark, pigeonhole, mailbag, stamp, letterbox | the old post office you work from
lighthouse, lighthouses | lamp room, foghorn, keeper, beam, lens, gallery | the lighthouse you live by
boathouse, boathouses, boatyard, boat shed | slipway, oarlock, hull, varnish, clinker, rowlock | the boatyard you work from
market stall, market stalls, street market, farmers market, flea market, market day, market square | awning, trestle, crate, barrow, chalkboard, pitch, scales | the market stall you trade from
kiosk, kiosks, booth, booths | hatch, ticket window, counter, awning, pavilion, canopy | the little kiosk you trade from
mall, malls, shopping centre, shopping center, shopping mall | atrium, escalator, food court, fountain, skylight, arcade | the shopping centre you trade in
office, offices, office block, office building, office park, workplace, workplaces | water cooler, desk lamp, lanyard, swivel, coat rack, desk fan | the offices you serve
home-based, home based, from home, spare room, kitchen table | doorstep, box room, hallway, slippers, front door | the home you work from
dorm, dorms, dorm room, dormitory, dormitories, student housing | bunk, corkboard, kettle, lanyard, mini fridge, top bunk | the dorm rooms you serve
stadium, stadiums, ballpark, ballparks, matchday, game day | floodlight, turnstile, bleachers, scoreboard, grandstand, pennant | the stadium crowd you serve
parks, parkland, parkside, city park, public park | park bench, bandstand, duck pond, gazebo, lawn, oak tree | the parks you work in
greenhouse, greenhouses, glasshouse, conservatory, polytunnel | cold frame, seed tray, vine house, terracotta, seedling, misting | the glasshouse you grow in
historic homes, period homes, period property, old houses, listed building | sash window, ceiling rose, cornice, parquet, plasterwork, inglenook | the old houses you care for
festival, festivals, festival season | bunting, wristband, bell tent, main stage, fairground, flagpole | the festivals you work
fairground, funfair, carnival, carnivals | carousel, ferris wheel, big top, coconut shy, candyfloss, fairlight | the fairground fun you bring
// Travel and transport
airport, airports, airfield, airstrip | runway, windsock, hangar, tarmac, contrail, jet bridge, departure | the airport you work beside
roadside, highway, highways, motorway, motorways, interstate, road trip, road trips, truck stop | milepost, blacktop, signpost, overpass, neon, mile marker, diner | the long roads you serve
trail, trails, trailhead, trailheads, footpath, footpaths, bridleway, hiking trail | waymark, stile, footbridge, boot print, trail blaze, bootlace | the trails you walk
commute, commuting, rush hour | turnstile, platform, timetable, travelcard, crosswalk, thermos | the daily commute you know
subway, tram, trams, streetcar, streetcars, light rail | turnstile, tramline, platform, carriage, bell cord | the city lines you ride
global, worldwide, international, overseas | atlas, meridian, passport, postmark, globe, longitude, dateline | the wide world you reach
// Regions and climates
northern, north, far north | aurora, boreal, pinewood, frost, snowline, north wind, reindeer | the north you call home
nordic, scandinavian, scandi, scandinavia | fjord, birch, longhouse, rune, sauna, fika | the nordic style you bring
tropical, tropics, subtropical | palm, mango, hibiscus, frond, lagoon, coconut, trade wind, papaya | the tropical warmth you live in
mediterranean | olive, cypress, terrace, whitewash, fig, lemon grove, shutters, limestone | the mediterranean sun you bring
sunny, sunshine, sunlit, sunbaked | sunbeam, sundial, sunhat, noonday, heat haze, daylight, sunporch | the sunshine you live in
rainy, rain, raining, drizzle, drizzly, rainfall, monsoon | raincoat, puddle, gumboot, downpour, cloudburst, wellies, umbrella | the rainy days you brighten
snowy, snow, snowfall, snowbound, snowed in | snowdrift, sledge, snowshoe, powder, snowplow, toboggan, snowfield | the snowy days you serve
freezing, icy, frosty, chilly, subzero, cold climate, cold winters | frost, hoarfrost, icicle, rime, woodstove, mitten, icehouse | the cold you know well
windy, breezy, gusty, blustery, windswept | windsock, gust, gale, kite, windbreak, squall, weather vane | the windswept days you work in
foggy, misty | fogbank, foghorn, haar, sea fret, dewfall, lamplight | the misty mornings you know
stormy, storm, storms, hurricane, hurricanes, thunderstorm | storm cloud, barometer, squall, stormglass, storm door, lightning | the storms you weather
southern, deep south | porch swing, magnolia, live oak, sweet tea, screen door, cicada | the southern warmth you bring
midwest, midwestern, heartland | silo, cornfield, grain elevator, county fair, tractor, hayride | the heartland you call home
southwest, southwestern | adobe, turquoise, saguaro, chili, arroyo, pueblo | the southwest you call home
wild west, old west, frontier town | saddle, spur, corral, tumbleweed, lasso, stagecoach, horseshoe | the frontier spirit you carry
west coast, californian, california | redwood, poppy, surfboard, golden hour, boardwalk, palm | the west coast you call home
new england | clapboard, saltbox, lobster pot, covered bridge, maple, stone wall | the new england you call home
pacific northwest, northwest, cascadia | douglas fir, cedar, fern, moss, salmon, timber, drizzle | the northwest you call home
// Times of day and week
night, nights, nighttime, night-time, after dark, nocturnal | nightlight, moonlight, lamplight, starlight, streetlamp, midnight, owl | the night hours you keep
night shift, night shifts, nightshift, graveyard shift | moonshift, nightlight, small hours, night owl, third shift, lamplight | the night shift you keep going
late night, late-night, late nights, after hours, open late, till late | midnight, last orders, night owl, nightcap, neon, witching hour | the late hours you stay open
evening, evenings, dusk, twilight, sunset, sunsets, sundown | gloaming, afterglow, golden hour, streetlamp, vesper, lamplit | the evenings you brighten
morning, mornings, early morning, sunrise, dawn, daybreak, sunup | lark, cockcrow, dewdrop, dawn chorus, rooster, milk run, daylight | the early hours you work
afternoon, afternoons, teatime, tea time | siesta, teacup, long shadow, shade tree, sunporch, deckchair | the afternoons you make better
lunchtime, lunch hour, lunch break, midday, noon | noonday, lunchbox, brown bag, high noon, park bench, sundial | the lunch hour you fill
weekend, weekends, saturday, saturdays, sunday, sundays | hammock, picnic, day trip, porch swing, sunday roast | the weekends you make room for
after school, after-school, school run, school pickup | satchel, bike rack, hopscotch, playground, chalk, lunchbox, recess | the after-school hours you fill
new term, school year, term time, semester, semesters | pencil case, exercise book, locker, chalkboard, satchel, ink pen | the school year you serve
// Seasons and holidays
summer, summers, summertime, midsummer | sunhat, solstice, heatwave, deckchair, firefly, lemonade, lido | the summers you live for
winter, winters, wintertime, midwinter, wintry | woodsmoke, snowfall, mitten, fireside, frost, woodstove, sledge | the winters you see through
autumn, autumnal, autumn leaves | acorn, conker, russet, leaf fall, bonfire, chestnut, woodpile, apple crate | the autumn you love
spring, springtime, spring season | blossom, thaw, seedling, lambing, catkin, birdsong, bud | the spring you bring in
harvest, harvest time, harvest season | sheaf, haywain, bushel, gleaner, pitchfork, grain store, threshing | the harvest you bring in
seasonal, seasons | almanac, solstice, equinox, sundial, calendar | the turning seasons you follow
holiday, holidays, vacation, vacations, getaway, getaways | postcard, suitcase, deckchair, beach hut, day trip, sunhat, passport | the holidays you make happen
christmas, xmas, festive, yuletide, holiday season | mistletoe, tinsel, sleigh, yule log, snowglobe, holly, stocking, chimney | the festive season you serve
halloween, spooky season | pumpkin, broomstick, cobweb, moonlit, hayride, cauldron, candlelit | the spooky season you serve
new year, new years, nye | countdown, confetti, midnight, fresh page, sparkler, party hat | the new year you ring in
valentine, valentines, valentine day | rosebud, lovebird, keepsake, love note, red rose | the love notes you help send
easter | egg hunt, daffodil, bonnet, basket, hot cross, lamb | the easter you celebrate
thanksgiving | wishbone, gourd, pie crust, long table, cider, hayride | the thanksgiving table you fill
diwali | diya, rangoli, marigold, sparkler, oil lamp, festoon | the diwali you light up
ramadan, eid | crescent, iftar, date palm, lamplight, prayer mat | the ramadan nights you serve
hanukkah, chanukah | menorah, dreidel, latke, candlelit, gelt | the hanukkah nights you light
birthday, birthdays | balloon, bunting, streamer, candle, party hat, confetti | the birthdays you make special
// Place flavour
japanese, japan | sakura, bonsai, tatami, shoji, noren, origami, washi, torii | the japanese touch you bring
french, france, provence | lavender, boulevard, mansard, beret, zinc bar, shutter, mistral | the french touch you bring
italian, italy | piazza, campanile, terrazzo, olive, cypress, arcade | the italian touch you bring
tuscan, tuscany | cypress, olive grove, hilltown, vineyard, farmhouse, stone wall | the tuscan hills you love
spanish, spain, andalusian | siesta, azulejo, patio, orange grove, plaza, courtyard, flamenco | the spanish sun you bring
greece, aegean, greek islands | whitewash, blue door, olive, agora, windmill, blue dome | the aegean light you bring
mexican, mexico | agave, adobe, marigold, talavera, pinata, cactus, hacienda | the mexican warmth you bring
irish, ireland, celtic | shamrock, drystone, peat, currach, clover, gorse, hedgerow | the irish roots you carry
hawaiian, hawaii | lei, plumeria, outrigger, ukulele, hibiscus, lava rock, reef | the island spirit you bring
caribbean, west indies | conch, calypso, steelpan, coral, mangrove, hammock, breadfruit | the caribbean warmth you bring
`
