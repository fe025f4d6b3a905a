// Angle lexicon: NAMED PLACES (places-us). Format: keys | images | gloss   (see curated/angles/index.ts)
// California, Hawaii, New England, the Midwest, the Deep South, the Southwest and the Pacific
// Northwest are in places.ts: their keys are not repeated here.
export default `
// States (and the smaller cities that share their images)
alabama, alabaman, alabamian, birmingham alabama | camellia, yellowhammer, red clay, pecan, gulf shrimp | the Alabama towns you serve
alaska, alaskan, alaskans | last frontier, midnight sun, sourdough, glacier, fireweed, husky | the Alaska wilds you call home
arizona, arizonan, arizonans, tucson, sedona, grand canyon | saguaro, copper, ocotillo, prickly pear, mesquite, redrock | the Arizona desert you call home
arkansas, arkansan, arkansans, little rock | natural state, hot springs, apple blossom, quartz, mockingbird | the Arkansas hills you call home
colorado, coloradan, coloradans | columbine, aspen, fourteener, high country, snowmelt | the Colorado high country you love
connecticut, hartford | nutmeg, charter oak, oyster, stone wall, mountain laurel | the Connecticut towns you serve
delaware, delawarean | blue hen, diamond state, horseshoe crab, peach blossom, marsh | the Delaware shore you call home
florida, floridian, floridians, orlando, jacksonville, everglades | key lime, flamingo, manatee, orange grove, sawgrass, palmetto | the Florida sunshine you live in
georgia | peach, pecan, live oak, red clay, peanut | the Georgia towns you serve
idaho, idahoan, idahoans, boise | huckleberry, gem state, spud, russet, syringa | the Idaho country you call home
illinois, illinoisan | prairie state, cornfield, bluestem, riverboat, cardinal | the Illinois towns you serve
indiana, hoosier, hoosiers, indianapolis, indy | limestone, sugar cream, covered bridge, circle city, checkered flag, pit stop | the Indiana towns you serve
iowa, iowan, iowans, des moines | sweet corn, barn quilt, county fair, tenderloin, wild rose | the Iowa farms and towns you serve
kansas, kansan, kansans, wichita | sunflower, wheat field, tallgrass, meadowlark, cottonwood | the Kansas plains you call home
kentucky, kentuckian, kentuckians, lexington kentucky | bluegrass, thoroughbred, bourbon, horse farm, goldenrod | the Kentucky bluegrass you call home
louisiana, cajun, cajuns | bayou, crawfish, pelican, gumbo, zydeco, cypress | the Louisiana bayou country you love
maine, mainer, mainers | lobster, blueberry, pine tree, moose, lighthouse, sea smoke | the Maine coast you call home
maryland, marylander, marylanders | blue crab, crab cake, chesapeake, skipjack, oyster | the Maryland shore you call home
massachusetts, bay stater | cranberry, bay state, chowder, codfish, minuteman | the Massachusetts towns you serve
michigan, michigander, michiganders | mitten, cherry, great lakes, petoskey, dune | the Michigan shores you call home
minnesota, minnesotan, minnesotans | loon, north star, wild rice, hotdish, lady slipper | the Minnesota lakes you call home
mississippi, mississippian | magnolia, riverboat, catfish, delta blues, pecan | the Mississippi towns you serve
missouri, missourian, missourians | dogwood, bluebird, hickory, mule, riverboat | the Missouri towns you serve
montana, montanan, montanans | big sky, bitterroot, treasure state, trout stream, elk | the Montana big sky you live under
nebraska, nebraskan, nebraskans, omaha | sandhill, goldenrod, arbor day, cornfield, steakhouse, reuben | the Nebraska plains you call home
nevada, nevadan, nevadans, reno | silver state, sagebrush, bighorn, mustang, sierra | the Nevada high desert you call home
new hampshire | granite state, maple, lilac, covered bridge, birch | the New Hampshire hills you call home
new jersey, new jerseyan | garden state, boardwalk, diner, tomato, blueberry | the New Jersey towns you serve
new mexico, new mexican, albuquerque, santa fe | green chile, adobe, turquoise, roadrunner, pinon, balloon | the New Mexico light you live in
north carolina, north carolinian, raleigh, raleigh durham, chapel hill | dogwood, longleaf, sweet potato, acorn, oak city, whole hog | the North Carolina towns you serve
north dakota, north dakotan | prairie rose, sunflower, bison, peace garden, flax | the North Dakota prairie you call home
ohio, ohioan, ohioans, columbus, cleveland, cincinnati, cincy | buckeye, cardinal, covered bridge, carnation, apple butter | the Ohio towns you serve
oklahoma, oklahoman, oklahomans, oklahoma city, okc, tulsa | red dirt, redbud, scissortail, prairie wind, art deco | the Oklahoma plains you call home
oregon, oregonian, oregonians | hazelnut, marionberry, covered wagon, douglas fir, beaver | the Oregon country you call home
pennsylvania, pennsylvanian, pennsylvanians | keystone, pretzel, whoopie pie, hex sign, mountain laurel | the Pennsylvania towns you serve
rhode island, rhode islander, providence ri | ocean state, quahog, clam cake, sailboat, coffee milk | the Rhode Island shore you call home
south carolina, south carolinian | palmetto, sweetgrass, crescent moon, peach, jessamine | the South Carolina towns you serve
south dakota, south dakotan, sioux falls | black hills, pheasant, bison, prairie dog, tallgrass | the South Dakota prairie you call home
tennessee, tennessean, tennesseans, chattanooga, knoxville | fiddle, banjo, mockingbird, iris, tulip poplar | the Tennessee hills you call home
texas, texan, texans, el paso, west texas, big bend | lone star, bluebonnet, pecan, mesquite, brisket, armadillo | the Texas country you call home
utah, utahn, utahns, salt lake city, salt lake, slc | beehive, slickrock, sego lily, powder, juniper, salt flat | the Utah canyons and peaks you love
vermont, vermonter, vermonters | maple, sugarhouse, cheddar, covered bridge, sap bucket | the Vermont hills you call home
virginia, virginian, virginians, rva | dogwood, cardinal, country ham, blue ridge, old dominion | the Virginia towns you serve
washington state | orca, apple orchard, salmon run, cedar, rhododendron | the Washington woods and waters you love
west virginia, west virginian | country road, mountain state, rhododendron, pepperoni roll, wild ramp | the West Virginia hills you call home
wisconsin, wisconsinite, wisconsinites | cheese curd, supper club, kringle, badger, fish fry | the Wisconsin towns you serve
wyoming, wyomingite, jackson hole | cowboy state, sagebrush, rodeo, bison, high plains, antler | the Wyoming range you call home
washington dc, district of columbia, georgetown | cherry blossom, potomac, rowhouse, half smoke, capitol dome | the Washington DC blocks you serve
// New York
new york, new york city, nyc, new yorker, new yorkers, staten island | big apple, bagel, pizza slice, fire escape, broadway, skyline | the New York streets you work in
brooklyn, brooklynite, brooklynites, coney island | stoop, brownstone, bodega, boardwalk, kings county, water tower | the Brooklyn streets you work in
manhattan, manhattanite, greenwich village, lower east side | water tower, fire escape, crosstown, folk club, pushcart, doorman | your Manhattan neighbourhood
harlem | jazz club, brownstone, soul food, stoop, sugar hill | your Harlem neighbourhood
bronx, the bronx | boogie down, hip hop, block party, bodega, hydrant | the Bronx blocks you call home
queens ny, queens new york, astoria, jackson heights | food cart, dumpling, rowhouse, worlds fair | your Queens neighbourhood
long island, long islander, hamptons, the hamptons | beach plum, north fork, clambake, hedgerow, lighthouse, farm stand | the Long Island shore you call home
upstate, upstate new york, new york state, finger lakes, buffalo ny | dairy farm, waterfall, apple cider, vineyard, chicken wing | upstate New York, where you work
hudson valley, catskills, the catskills | cider, apple orchard, river town, stone barn, trout stream | the Hudson Valley you call home
adirondacks, adirondack, the adirondacks | canoe, balsam, adirondack chair, great camp, loon | the Adirondacks you call home
jersey shore | boardwalk, saltwater taffy, pork roll, lifeguard, beach badge | the Jersey Shore summers you serve
// Northeast and mid-Atlantic
boston, bostonian, bostonians, beacon hill, back bay | beantown, swan boat, chowder, freedom trail, gaslight | the Boston streets you work in
cape cod, cape codder, nantucket, martha vineyard | clam shack, beach rose, cranberry bog, saltbox, hydrangea, sea captain | the Cape Cod summers you live for
philadelphia, philly, philadelphian, philadelphians | cheesesteak, liberty bell, soft pretzel, rowhouse, water ice, brotherly love | the Philly streets you work in
pittsburgh, pittsburgher, pittsburghers | steel city, three rivers, incline, pierogi, city steps | the Pittsburgh hills you call home
baltimore, baltimorean, baltimoreans | charm city, crab feast, marble step, rowhouse, painted screen | the Baltimore blocks you call home
portland maine | lobster roll, lighthouse, old port, harbor seal, sea smoke | the Portland waterfront you call home
// Midwest and Great Lakes
chicago, chicagoan, chicagoans | windy city, deep dish, bungalow, lakefront, italian beef | the Chicago neighbourhoods you serve
detroit, detroiter, detroiters | motor city, coney dog, chrome, assembly line, muscle car | the Detroit streets you call home
milwaukee | cream city, frozen custard, bratwurst, fish fry, lakefront | the Milwaukee neighbourhoods you serve
minneapolis, minneapolitan, twin cities, st paul, saint paul | mill city, skyway, stone arch, flour mill, juicy lucy | the Twin Cities you call home
kansas city, kansas citian | burnt ends, fountain, jazz, smokehouse, stockyard | the Kansas City streets you serve
st louis, saint louis, st louisan | gateway arch, toasted ravioli, gooey butter, red brick, riverboat | the St. Louis neighbourhoods you serve
great lakes | freighter, lighthouse, whitefish, walleye, sand dune | the Great Lakes shores you call home
upper peninsula, yooper, yoopers | agate, thimbleberry, copper, snowshoe, northern lights | the Upper Peninsula woods you call home
// The South
atlanta, atlantan, atlantans, atl | peachtree, dogwood, hotlanta, sweet tea, magnolia | the Atlanta neighbourhoods you serve
savannah georgia, savannah ga | spanish moss, live oak, praline, ironwork, riverboat | the Savannah squares you call home
charleston, charleston sc, lowcountry, low country | rainbow row, sweetgrass, holy city, shrimp boat, palmetto | the Lowcountry you call home
nashville, nashvillian, nashvillians | music city, honky tonk, hot chicken, guitar pick, rhinestone | the Nashville streets you work in
memphis, memphian, memphians | dry rub, juke joint, riverboat, soul music, barbecue pit | the Memphis streets you call home
new orleans, nola, creole, french quarter | big easy, crescent city, beignet, brass band, streetcar, mardi gras | the New Orleans streets you love
louisville, louisvillian | mint julep, hot brown, bourbon barrel, thoroughbred, riverboat | the Louisville neighbourhoods you serve
charlotte nc, charlotte north carolina | queen city, willow oak, stock car, crape myrtle | the Charlotte neighbourhoods you serve
miami, miamian, miamians, south beach | art deco, cafecito, magic city, flamingo, mango | the Miami sunshine you work in
key west, florida keys | conch, key lime, mile marker, tarpon, sandbar | the Florida Keys you call home
tampa, tampa bay, st pete | cuban sandwich, pelican, pirate ship, palm tree | the Tampa Bay sunshine you live in
gulf coast, gulf shores, galveston, pensacola, biloxi | sugar sand, sea oats, shrimp boat, red snapper, pelican | the Gulf Coast you call home
outer banks, obx | wild pony, kite, lighthouse, sand dune, sea oats | the Outer Banks you call home
blue ridge, blue ridge mountains, shenandoah, asheville | blue haze, overlook, parkway, mountain laurel, sourwood | the Blue Ridge hills you call home
appalachia, appalachian, appalachians, smoky mountains, smokies | quilt, fiddle, pawpaw, banjo, firefly, black bear | the Appalachian hills you call home
ozarks, the ozarks, ozark, ozark mountains | float trip, johnboat, spring creek, hickory, dogwood | the Ozark hills you call home
american south, southern states | biscuit, cornbread, pecan pie, cast iron, screen porch | the Southern towns you serve
// Texas
austin, austinite, austinites | violet crown, breakfast taco, swimming hole, live music, food truck | the Austin streets you work in
houston, houstonian, houstonians | space city, bayou city, rodeo, launch pad, live oak | the Houston neighbourhoods you serve
dallas, fort worth, dfw, dallasite | metroplex, cowtown, stockyard, cattle drive, state fair, corny dog | the Dallas and Fort Worth streets you serve
san antonio, san antonian | river walk, mission bell, fiesta, puffy taco, mariachi | the San Antonio streets you call home
hill country, texas hill country | dance hall, bluebonnet, limestone, peach stand, live oak, swimming hole | the Texas Hill Country you call home
// Mountain West and Southwest
denver, denverite, denverites | mile high, front range, foothill, columbine, high plains | the Denver streets you call home
rockies, the rockies, rocky mountains, rocky mountain | high country, aspen, elk, timberline, bighorn | the Rocky Mountains you call home
phoenix, phoenix arizona | palo verde, saguaro, citrus, monsoon, desert sun | the Phoenix sunshine you live in
las vegas, vegas | neon sign, marquee, showtime, wedding chapel, starlight | the Las Vegas lights you work under
// California and Hawaii
los angeles, angeleno, angelenos, hollywood, venice beach | jacaranda, palm tree, taco truck, marquee, silver screen, canyon | the Los Angeles streets you work in
san francisco, san franciscan | cable car, sourdough, golden gate, painted lady, foghorn | the San Francisco hills you call home
bay area, east bay, oakland, berkeley | fogbank, oak tree, redwood, ferry, bay bridge | the Bay Area you call home
silicon valley, san jose | garage, silicon, apricot, circuit, orchard | the Silicon Valley you work in
san diego | fish taco, sea lion, tide pool, surfboard, sailboat | the San Diego coast you call home
southern california, socal, palm springs | beach cruiser, surfboard, palm tree, taco stand, midcentury | the Southern California sun you live in
northern california, norcal, big sur | redwood, gold country, sequoia, sea otter, vineyard | the Northern California you call home
central valley, fresno, sacramento | almond, raisin, fig, camellia, farm stand, gold rush | the Central Valley farms around you
napa, napa valley, sonoma, sonoma county | oak barrel, grapevine, mustard flower, vine row, cellar | the Napa and Sonoma vineyards you love
lake tahoe, tahoe | sugar pine, granite, kayak, chairlift, snowmelt | the Lake Tahoe shores you call home
honolulu, oahu, waikiki | shave ice, banyan, diamond head, hibiscus, trade wind, longboard | the Honolulu shores you call home
// Pacific Northwest
seattle, seattleite, seattleites | emerald city, ferry, salmon, espresso, houseboat | the Seattle neighbourhoods you serve
portland, portlander, portlanders, pdx | bridgetown, rose city, food cart, bike lane, douglas fir | the Portland streets you know
`
