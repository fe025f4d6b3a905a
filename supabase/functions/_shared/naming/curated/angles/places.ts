// Angle lexicon: PLACES, SETTINGS, TIMES AND SEASONS. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
// Landscapes
rural, farm, farms, farmland, farmyard, ranch, ranches, countryside, acreage, homestead, homesteads | back forty, pasture, hayloft, fencepost, furrow, gatepost | the farms and ranches you serve
hilly, hill, hills, hillside, hillsides, hilltop, slopes | switchback, ridge, hairpin, crest, foothill, upland | the steep streets you climb
coastal, coast, seaside, seafront, shore, shoreline, oceanfront, ocean | tidewater, brine, sea glass, driftwood, breakwater, shingle, gull | the coast you call home
beach, beaches, beachfront, beachside | beach hut, dune, sandbar, marram, sandcastle, shell | the beach on your doorstep
pier, piers, boardwalk, promenade, esplanade | helter skelter, deckchair, candyfloss, carousel, bandstand | the old seafront you trade on
island, islands, isle, isles, ferry, ferries | causeway, cove, ferryman, skiff, inlet, tideline | the island you live on
harbour, harbor, harbours, harbors, marina, wharf, docks, dockside, quayside, seaport, shipyard | slipway, quay, capstan, jetty, bollard, mooring | the harbour you work from
fishing village, fishing town, fishing port | net loft, creel, lobster pot, herring, smokehouse, oilskin | the fishing town you belong to
clifftop, cliffs, headland, headlands | sea pink, samphire, kittiwake, gorse, skylark | the clifftops you live on
mountain, mountains, mountainside, mountaintop | high camp, crag, treeline, scree, ridgeline, snowcap | the mountains around you
alpine, alps | edelweiss, cowbell, snowline, larch, alpenhorn, chalet | the alpine slopes you know
ski town, ski resort, ski village, ski slopes, apres ski | ski lodge, piste, chairlift, powder, snowcat, gondola | the ski slopes you serve
valley, valleys, dale, dales, glen, glens | riverbend, hollow, combe, vale, bottomland, creek | the valley you call home
desert, deserts, arid, high desert | sagebrush, mesa, saguaro, arroyo, roadrunner, yucca | the desert country you serve
canyon, canyons, gorge, gorges, ravine | rimrock, butte, redrock, echo, overlook | the canyons around you
forest, forests, woods, woodland, woodlands, wooded, pinewoods | fernbrake, bracken, pinecone, glade, birch, canopy | the woods around you
jungle, jungles, rainforest, rainforests | toucan, liana, kapok, orchid, canopy | the rainforest you work in
lake, lakes, lakeside, lakeshore, lakefront, loch, lochs | boathouse, loon, reed, still water, pontoon, cattail | the lake you live beside
river, rivers, riverside, riverfront, riverbank, riverbanks, creek, creeks | oxbow, kingfisher, ford, eddy, weir, towpath, millrace | the river that runs past you
canal, canals, canalside, narrowboat, narrowboats, houseboat, houseboats | towpath, lock gate, lockkeeper, tiller, swing bridge, mooring | the canal you live on
wetland, wetlands, marsh, marshes, swamp, bayou, fen, fens | heron, reedbed, egret, bulrush, cattail, cypress | the wetlands around you
prairie, prairies, plains, grassland, grasslands | tallgrass, bison, big sky, bluestem, meadowlark, sodhouse | the open prairie you serve
moor, moors, moorland, moorlands, heath, heathland, fells | heather, drystone, curlew, tor, peat, gorse | the wild moorland you know
highlands, highland | loch, bothy, stag, heather, glen, peat | the highlands you call home
wilderness, backcountry, backwoods, off-grid, outback | woodsmoke, fire tower, bedroll, red dirt, firelight, swag | the wild country you serve
campsite, campsites, campground, campgrounds, caravan park, rv park | campfire, billycan, guy rope, tent peg, firepit, bedroll | the campsites you serve
vineyard, vineyards, wine country | cellar door, trellis, vine row, terroir, tendril | the vineyards around you
orchard, orchards | windfall, pippin, apple crate, russet, blossom | the orchards you serve
arctic, polar, tundra, subarctic | aurora, floe, icebreaker, caribou, husky, snowfield | the far north you serve
estuary, estuaries, tidal, mudflats | saltmarsh, samphire, tideline, curlew, wader | the tidal shore you call home
deep sea, underwater, undersea, seabed, seafloor | diving bell, fathom, nautilus, kelp, coral | the deep water you explore
volcano, volcanoes, volcanic | caldera, obsidian, basalt, lava rock, pumice | the volcanic land you live on
// Towns and cities
city, cities, urban, citywide, metropolitan, inner city | brownstone, skyline, crosswalk, rooftop, tram, taxi cab | the city streets you work
downtown, city centre, city center, high street | marquee, clocktower, boulevard, storefront, arcade | the downtown blocks you serve
suburb, suburbs, suburban, suburbia, commuter town | picket, sprinkler, porch, lawn | the suburban streets you serve
neighbourhood, neighborhood, neighbourhoods, neighborhoods, neighbours, neighbors | block party, stoop, lamppost, front step, backstreet | the neighbourhood you serve
village, villages, hamlet, hamlets | village green, maypole, lychgate, duck pond, village pump | the village you belong to
small town, small towns, main street, smalltown, hometown, town, towns | water tower, bandstand, porchlight, rail depot, diner, courthouse | the small town you serve
old town, old quarter, historic district, cobbled streets, cobblestone | gaslight, cobble, archway, wellhead, clocktower | the old streets you work in
town square, plaza, piazza, village square | market cross, fountain, clocktower, bandstand | the town square you trade on
alley, alleys, alleyway, alleyways, backstreets, laneway, laneways | fire escape, mural, gaslight, cobble, archway | the back lanes you work from
street corner, street corners, corner shop, corner store, bodega | newsstand, awning, lamppost, stoop, shopfront | the corner you hold down
college town, university town, campus, campuses | bell tower, quad, cloister, ivy, satchel | the campus you serve
// Buildings and spaces
apartment, apartments, condo, condos, small flat, small flats, studio apartment, tenement | walkup, bay window, windowsill, balcony, alcove | the city flats you serve
high-rise, high rise, tower block, skyscraper, skyscrapers, penthouse | sky lobby, skyline, top floor, girder | the towers you work in
townhouse, townhouses, row house, terraced house, brownstones | fanlight, mews, door knocker, stoop, sash | the terraced streets you serve
loft, lofts | skylight, rafter, mezzanine, brickwork, ironwork | the loft you work from
garage, garages | roller door, workbench, oil can, spanner, pegboard | the garage where you started
barn, barns, converted barn, barn conversion | hayloft, barn owl, cupola, hayrick, oak beam, rafter | the old barn you work from
warehouse, warehouses, loading dock, depot | sawtooth, freight, crate, pallet, girder | the warehouse you work from
basement, basements, cellar, cellars | undercroft, vault, brick arch, trapdoor | the basement you work below
rooftop, rooftops, roof terrace, roof garden | chimney pot, parapet, weather vane, skylight | the rooftops you work on
garden shed, potting shed, backyard shed, allotment, allotments, community garden | potting bench, dibber, bean pole, trowel, seed tray, twine | the plot you grow from
backyard, backyards, back garden, back gardens | tree swing, hammock, washing line, birdbath, firepit | the backyards you serve
porch, porches, veranda, verandah, front porch | screen door, wind chime, rocker, porch swing, porchlight | the porch you sit on
cottage, cottages | thatch, hollyhock, wicket gate, inglenook, rose arbor, ivy | the cottages you serve
cabin, cabins, log cabin, chalets | woodstove, woodpile, kindling, pine, snowshoe | the cabin you call home
train station, railway station, station, stations, old station, railway, railroad | signal box, semaphore, ticket hall, whistle, platform, timetable | the station you work from
church, churches, chapel, chapels, converted church, cathedral | belfry, steeple, bell rope, nave, vestry, pew | the old church you work from
mill, mills, old mill, watermill, windmill, windmills, sawmill | millrace, grist, millstone, waterwheel, mill pond, sluice | the old mill you work from
old bank, former bank, bank building | strongroom, vault, teller, ledger, cashbox | the old bank you work from
shipping container, shipping containers | twistlock, dockside, steel box, gantry, cargo | the shipping container you trade from
factory, factories, old factory, foundry | shift bell, sawtooth, smokestack, rivet, furnace | the old factory you work from
schoolhouse, old schoolhouse, converted school | school bell, inkwell, slate, chalkboard, satchel | the old schoolhouse you work from
fire station, firehouse, old firehouse | brass pole, fire bell, engine bay, red door, hydrant | the old firehouse you work from
post office | pigeonhole, postmark, mailbag, stamp, postbox | the old post office you work from
lighthouse, lighthouses | lamp room, foghorn, keeper, beam, lens | the lighthouse you live by
boathouse, boathouses, boatyard, boat shed | slipway, clinker, rowlock, varnish, oarlock, hull | the boatyard you work from
market stall, market stalls, street market, farmers market, flea market, market day, market square | barrow, trestle, awning, pitch, chalkboard | the market stall you trade from
kiosk, kiosks, booth, booths | hatch, ticket window, pavilion, counter, awning | the little kiosk you trade from
mall, malls, shopping centre, shopping center, shopping mall | arcade, atrium, escalator, fountain | the shopping centre you trade in
office, offices, office block, office building, office park, workplace, workplaces | water cooler, swivel, desk lamp, coat rack | the offices you serve
home-based, home based, from home, spare room, kitchen table | box room, slippers, front door, doorstep | the home you work from
dorm, dorms, dorm room, dormitory, dormitories, student housing | top bunk, corkboard, kettle, mini fridge | the dorm rooms you serve
stadium, stadiums, ballpark, ballparks, matchday, game day | floodlight, grandstand, pennant, turnstile, bleachers, scoreboard | the stadium crowd you serve
parks, parkland, parkside, city park, public park | bandstand, duck pond, gazebo, park bench, oak tree | the parks you work in
greenhouse, greenhouses, glasshouse, conservatory, polytunnel | cold frame, terracotta, vine house, seed tray, seedling | the glasshouse you grow in
historic homes, period homes, period property, old houses, listed building | ceiling rose, cornice, sash window, parquet, plasterwork, inglenook | the old houses you care for
festival, festivals, festival season | bell tent, bunting, main stage, wristband | the festivals you work
fairground, funfair, carnival, carnivals | big top, carousel, coconut shy, candyfloss, ferris wheel, fairlight | the fairground fun you bring
// Travel and transport
airport, airports, airfield, airstrip | windsock, contrail, hangar, runway, jet bridge | the airport you work beside
roadside, highway, highways, motorway, motorways, interstate, road trip, road trips, truck stop | blacktop, milepost, diner, mile marker, neon | the long roads you serve
trail, trails, trailhead, trailheads, footpath, footpaths, bridleway, hiking trail | trail blaze, waymark, stile, footbridge, boot print | the trails you walk
commute, commuting, rush hour | travelcard, turnstile, thermos, timetable, platform | the daily commute you know
subway, tram, trams, streetcar, streetcars, light rail | tramline, bell cord, turnstile, carriage | the city lines you ride
global, worldwide, international, overseas | meridian, atlas, longitude, dateline, passport | the wide world you reach
// Regions and climates
northern, north, far north | north wind, aurora, boreal, pinewood, reindeer, frost | the north you call home
nordic, scandinavian, scandi, scandinavia | fjord, fika, longhouse, birch, rune, sauna | the nordic style you bring
tropical, tropics, subtropical | trade wind, hibiscus, lagoon, mango, palm, frond | the tropical warmth you live in
mediterranean | lemon grove, olive, whitewash, cypress, fig | the mediterranean sun you bring
sunny, sunshine, sunlit, sunbaked | sunporch, sunbeam, heat haze, sunhat, noonday | the sunshine you live in
rainy, rain, raining, drizzle, drizzly, rainfall, monsoon | gumboot, cloudburst, puddle, raincoat, wellies | the rainy days you brighten
snowy, snow, snowfall, snowbound, snowed in | snowdrift, sledge, toboggan, snowshoe, snowplow | the snowy days you serve
freezing, icy, frosty, chilly, subzero, cold climate, cold winters | hoarfrost, rime, icicle, icehouse, frost, mitten | the cold you know well
windy, breezy, gusty, blustery, windswept | weather vane, gale, windsock, kite, gust | the windswept days you work in
foggy, misty | sea fret, haar, foghorn, fogbank, dewfall | the misty mornings you know
stormy, storm, storms, hurricane, hurricanes, thunderstorm | stormglass, squall, barometer, lightning, storm door | the storms you weather
southern, deep south | sweet tea, magnolia, live oak, cicada, porch swing | the southern warmth you bring
midwest, midwestern, heartland | county fair, silo, cornfield, grain elevator, hayride | the heartland you call home
southwest, southwestern | adobe, turquoise, arroyo, saguaro, pueblo | the southwest you call home
wild west, old west, frontier town | stagecoach, spur, tumbleweed, corral, lasso, saddle | the frontier spirit you carry
west coast, californian, california | redwood, golden hour, poppy, surfboard, boardwalk | the west coast you call home
new england | saltbox, covered bridge, clapboard, maple, lobster pot, stone wall | the new england you call home
pacific northwest, northwest, cascadia | douglas fir, cedar, salmon, fern, timber | the northwest you call home
// Times of day and week
night, nights, nighttime, night-time, after dark, nocturnal | moonlight, owl, starlight, nightlight, streetlamp | the night hours you keep
night shift, night shifts, nightshift, graveyard shift | moonshift, small hours, third shift, night owl, nightlight | the night shift you keep going
late night, late-night, late nights, after hours, open late, till late | last orders, nightcap, witching hour, midnight, neon, night owl | the late hours you stay open
evening, evenings, dusk, twilight, sunset, sunsets, sundown | gloaming, afterglow, golden hour, vesper, lamplit | the evenings you brighten
morning, mornings, early morning, sunrise, dawn, daybreak, sunup | dawn chorus, lark, cockcrow, milk run, dewdrop | the early hours you work
afternoon, afternoons, teatime, tea time | long shadow, siesta, shade tree, teacup, deckchair | the afternoons you make better
lunchtime, lunch hour, lunch break, midday, noon | brown bag, noonday, high noon, lunchbox, park bench | the lunch hour you fill
weekend, weekends, saturday, saturdays, sunday, sundays | day trip, hammock, sunday roast, picnic, porch swing | the weekends you make room for
after school, after-school, school run, school pickup | bike rack, satchel, playground, recess, chalk | the after-school hours you fill
new term, school year, term time, semester, semesters | pencil case, satchel, exercise book, ink pen, chalkboard | the school year you serve
// Seasons and holidays
summer, summers, summertime, midsummer | solstice, firefly, lemonade, lido, sunhat, deckchair | the summers you live for
winter, winters, wintertime, midwinter, wintry | woodsmoke, snowfall, fireside, mitten, frost, sledge | the winters you see through
autumn, autumnal, autumn leaves | leaf fall, russet, acorn, conker, chestnut, bonfire | the autumn you love
spring, springtime, spring season | blossom, catkin, lambing, birdsong, thaw | the spring you bring in
harvest, harvest time, harvest season | haywain, sheaf, bushel, gleaner, threshing | the harvest you bring in
seasonal, seasons | almanac, equinox, solstice, sundial | the turning seasons you follow
holiday, holidays, vacation, vacations, getaway, getaways | postcard, beach hut, deckchair, day trip, sunhat | the holidays you make happen
christmas, xmas, festive, yuletide, holiday season | mistletoe, yule log, holly, snowglobe, sleigh, tinsel, stocking | the festive season you serve
halloween, spooky season | broomstick, pumpkin, cauldron, moonlit, hayride | the spooky season you serve
new year, new years, nye | fresh page, sparkler, countdown, confetti, midnight | the new year you ring in
valentine, valentines, valentine day | love note, rosebud, lovebird, red rose | the love notes you help send
easter | egg hunt, daffodil, hot cross, bonnet, lamb | the easter you celebrate
thanksgiving | wishbone, long table, gourd, pie crust, cider | the thanksgiving table you fill
diwali | diya, rangoli, marigold, oil lamp, festoon | the diwali you light up
ramadan, eid | crescent, iftar, date palm, prayer mat | the ramadan nights you serve
hanukkah, chanukah | menorah, dreidel, latke, gelt, candlelit | the hanukkah nights you light
birthday, birthdays | party hat, balloon, bunting, streamer, candle | the birthdays you make special
// Place flavour
japanese, japan | sakura, noren, washi, shoji, tatami, bonsai | the japanese touch you bring
french, france, provence | zinc bar, mistral, lavender, mansard, boulevard | the french touch you bring
italian, italy | campanile, piazza, terrazzo, olive, cypress | the italian touch you bring
tuscan, tuscany | olive grove, hilltown, cypress, stone wall, vineyard | the tuscan hills you love
spanish, spain, andalusian | orange grove, azulejo, siesta, patio, flamenco, courtyard | the spanish sun you bring
greece, aegean, greek islands | blue door, whitewash, agora, blue dome, olive | the aegean light you bring
mexican, mexico | talavera, agave, hacienda, marigold, adobe | the mexican warmth you bring
irish, ireland, celtic | currach, drystone, shamrock, hedgerow, peat | the irish roots you carry
hawaiian, hawaii | outrigger, plumeria, lei, ukulele, reef | the island spirit you bring
caribbean, west indies | steelpan, conch, calypso, breadfruit, mangrove | the caribbean warmth you bring
`
