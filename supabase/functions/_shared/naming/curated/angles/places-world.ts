// Angle lexicon: NAMED PLACES (places-world). Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
// Britain and Ireland: nations (ireland, irish and the highlands are in places.ts)
britain, british, great britain, uk, united kingdom | bunting, phone box, cuppa, pillar box, teapot | the British everyday you love
england | village green, rose, hedgerow, cream tea, maypole | the English countryside you call home
scotland, scottish, scots | thistle, tartan, saltire, shortbread, bagpipe, heather | the Scotland you call home
wales, welsh, cymru | red dragon, daffodil, lovespoon, slate, cwtch, welsh cake | the Welsh valleys you call home
northern ireland, ulster, antrim, causeway coast | causeway, linen, basalt, soda bread, flax | the Northern Irish coast you call home
// Britain and Ireland: cities and towns
london, londoner, londoners | big smoke, black cab, thames, red bus, cockney, pearly king | the London streets you work in
edinburgh | auld reekie, castle rock, haar, wynd, cobble | the Edinburgh closes and wynds you know
glasgow, glaswegian | dear green, clyde, red sandstone, tenement, shipyard | the Glasgow streets you call home
aberdeen, aberdonian | granite city, silver city, north sea, trawler, buttery | the granite city you call home
inverness, loch ness | nessie, river ness, stag, thistle, kilt | the Highland capital you call home
st andrews | links, west sands, red gown, harbour, sea cliff | the St Andrews sands you know
cardiff | arcade, bayside, red dragon, castle, welsh cake | the Cardiff streets you call home
swansea | mumbles, gower, bay, cockle, laverbread | the Swansea bay you call home
belfast | linen, shipyard, crane, lough, soda farl | the Belfast streets you call home
dublin, dubliner, dubliners | fair city, liffey, georgian door, quayside, coddle | the fair city you call home
galway | claddagh, salthill, spanish arch, oyster, currach | the Galway bay you call home
cork city, county cork, west cork | rebel city, shandon bells, english market, river lee, harbour | the Cork you call home
manchester, mancunian, mancunians, manc | worker bee, cottonopolis, red brick, cotton mill, drizzle | the Manchester streets you call home
liverpool, scouse, scouser, scousers | mersey, liver bird, ferry, dockside, waterfront | the Liverpool waterfront you call home
leeds | owl, arcade, market hall, mill, canal | the Leeds streets you call home
sheffield | steel city, cutlery, forge, seven hills, grindstone | the steel city you call home
birmingham, brummie, brum | canal, narrowboat, jewellery quarter, balti, thousand trades | the Birmingham canals you call home
newcastle, geordie, geordies, tyneside | tyne, quayside, tyne bridge, stottie, keelman | the Tyneside you call home
nottingham | sherwood, lace, greenwood, longbow, goose fair | the Nottingham streets you call home
bristol, bristolian | shipshape, balloon, harbourside, clifton, cider | the Bristol harbourside you call home
brighton, hove | pebble, pier, pavilion, deckchair, seagull | the Brighton seafront you call home
oxford, oxonian, oxfordshire | dreaming spires, punt, quad, gown, bicycle | the Oxford spires you call home
cambridge, cantabrigian, cambridgeshire | punt, cam, bicycle, college, fenland | the Cambridge colleges and backs you know
york | minster, snickelway, city walls, chocolate, viking | the York streets you call home
canterbury | pilgrim, cathedral, hop garden, cobble | the Canterbury streets you call home
norwich | fine city, mustard, market, weaver, cathedral | the fine city you call home
blackpool | illumination, ballroom, donkey ride, pier, tram | the Blackpool seafront you love
stratford upon avon, stratford on avon | bard, quill, sonnet, swan, thatch | Shakespeare's Stratford you call home
// Britain and Ireland: counties and regions
yorkshire, yorkshire dales, north yorkshire, yorkshireman | white rose, flat cap, drystone, moorland, pudding | the Yorkshire dales you call home
lancashire, lancastrian, lancaster | red rose, clog, cotton mill, hotpot, eccles cake | the Lancashire towns you call home
cornwall, cornish, kernow | cove, engine house, pasty, surf, clotted cream | the Cornish coves you call home
devon, dartmoor, south devon, north devon | moor pony, tor, red cliff, cream tea, cider | the Devon lanes you call home
somerset, exmoor | orchard, willow, wassail, cider, cheddar | the Somerset orchards you call home
dorset, jurassic coast | fossil, ammonite, chalk cliff, cove, sea thrift | the Dorset coast you call home
cotswolds, cotswold | honey stone, drystone, fleece, wold, lavender | the Cotswold villages you call home
lake district, lakeland, cumbria, cumbrian, windermere | fell, tarn, herdwick, slate, sticky toffee, rowboat | the lakes and fells you call home
peak district, derbyshire | millstone, gritstone, well dressing, dale, bakewell | the Peak District you call home
northumberland | castle, holy island, puffin, dark sky, kipper | the Northumberland coast you call home
norfolk, norfolk broads, east anglia | windmill, reedbed, crab, big sky, thatch | the Norfolk broads you call home
kent, kentish | oast house, hop garden, white cliffs, orchard, cherry | the garden of England you call home
sussex, south downs, east sussex, west sussex | downland, chalk, flint, seven sisters, bonfire | the Sussex downs you call home
new forest, hampshire | forest pony, heathland, watercress, oak | the New Forest you call home
isle of wight | red squirrel, garlic, sailboat, ferry, chalk stack | the island you call home
hebrides, outer hebrides, inner hebrides, isle of skye | croft, tweed, sea eagle, white sands, machair | the western isles you call home
orkney, shetland, orcadian, shetlander | puffin, fair isle, selkie, standing stone, simmer dim | the northern isles you call home
snowdonia, eryri, snowdon, north wales | slate, crag, sheepdog, mountain rail, lake | the Snowdonia mountains you call home
county kerry, ring of kerry, killarney, dingle | kingdom, jaunting car, lakeshore, dolphin, sheepdog | the Kingdom of Kerry you call home
connemara | pony, green marble, drystone, turf fire, currach | the Connemara you call home
donegal | tweed, surf, sea stack, heather, knitwear | the Donegal coast you call home
// Canada
canada, canadian, canadians | maple leaf, canoe, moose, loon, toque, maple syrup | the Canada you call home
british columbia, bc, vancouver island, victoria bc | orca, cedar, salmon, sea kayak, douglas fir | the British Columbia coast you call home
vancouver, vancouverite | seawall, rain city, harbour, north shore, salmon | the Vancouver seawall you know
alberta, albertan, banff, canadian rockies | wild rose, chinook, big sky, glacier lake, elk | the Alberta foothills you call home
calgary, calgarian | cowtown, stampede, white hat, chinook, rodeo | the Calgary you call home
saskatchewan, saskatoon | wheat field, living skies, grain elevator, canola, big sky | the Saskatchewan prairie you call home
manitoba, manitoban, winnipeg, winnipegger | bison, polar bear, riverbank, wheat, lake country | the Manitoba you call home
ontario, ontarian, muskoka | cottage country, great lakes, canoe, muskoka chair, maple | the Ontario lakes you call home
toronto, torontonian | hogtown, streetcar, island ferry, ravine, peameal | the Toronto streets you call home
ottawa | skateway, tulip, parliament hill, canal | the capital you call home
niagara, niagara falls | mist, rainbow, icewine, orchard, vineyard | the Niagara country you call home
quebec, quebecois, quebecer, quebec city, old quebec | sugar shack, snowshoe, ramparts, maple taffy, poutine | the Quebec you call home
montreal, montrealer | spiral stair, jazz, bagel, terrasse, smoked meat | the Montreal streets you call home
nova scotia, nova scotian, halifax, cape breton, maritimes | bluenose, lobster, lighthouse, fiddle, dory | the Nova Scotia shore you call home
new brunswick | fiddlehead, covered bridge, high tide, lobster | the New Brunswick shore you call home
prince edward island, pei | red sand, lighthouse, mussel, potato, lobster supper | the island you call home
newfoundland, newfoundlander, newfoundland and labrador | iceberg, puffin, jellybean row, kitchen party, codfish | the Newfoundland coves you call home
yukon, nunavut, northwest territories, yellowknife | aurora, sled dog, midnight sun, gold rush, caribou | the far north you call home
// Australia
australia, australian, aussie, aussies | wattle, gum tree, kookaburra, kangaroo, swagman | the Australia you call home
new south wales, nsw | waratah, surf, gum tree, harbour, vineyard | the New South Wales you call home
sydney, sydneysider, bondi | coathanger, harbour, jacaranda, ferry, surf | the Sydney harbour you call home
victoria australia, regional victoria, great ocean road | high country, penguin, goldfields, surf coast, vineyard | the Victoria you call home
melbourne, melburnian | laneway, tram, flat white, espresso, arcade | the Melbourne laneways you know
queensland, queenslander, qld | sunshine state, reef, cane field, mango, veranda | the Queensland sun you call home
brisbane, brissie, brisvegas | river city, jacaranda, ferry, veranda, mango | the river city you call home
gold coast | surf, golden sand, longboard, hinterland, boardwalk | the Gold Coast you call home
cairns, far north queensland, great barrier reef, barrier reef | coral, reef, turtle, rainforest, sugar cane | the reef and rainforest you call home
western australia, perth, fremantle | quokka, black swan, wildflower, sundowner, indian ocean | the West Australian coast you call home
south australia, adelaide, barossa, barossa valley | vineyard, festival city, cellar door, shiraz, almond | the South Australian vineyards you call home
tasmania, tasmanian, tassie, hobart | apple isle, huon pine, lavender, salmon, oyster | the apple isle you call home
northern territory, darwin, alice springs, uluru, red centre | red dirt, outback, desert oak, mango, sunset | the red centre you call home
canberra | bush capital, magpie, balloon, lakeside | the bush capital you call home
// New Zealand
new zealand, new zealander, nz, aotearoa, south island, north island | kiwi, silver fern, pohutukawa, jandal, pavlova | the Aotearoa you call home
auckland, aucklander | sailboat, harbour, pohutukawa, ferry, black sand | the Auckland harbour you call home
wellington, wellingtonian | cable car, flat white, harbour, gale, ferry | the Wellington harbour you call home
christchurch, canterbury plains | garden city, punt, tram, sheep station | the garden city you call home
queenstown, otago, central otago, dunedin, wanaka | lakeside, bungy, gold rush, gondola, pinot | the Otago lakes and mountains you call home
hawkes bay, hawke bay, napier, marlborough | art deco, vineyard, orchard, sauvignon | the New Zealand wine country you call home
// World cities and countries (france, italy, spain, greece, mexico, japan and more are in places.ts)
paris, parisian, parisienne | left bank, boulevard, mansard, croissant, accordion, cafe terrace | the Paris you bring home
rome | eternal city, fountain, piazza, gelato, cobble | the eternal city you love
venice | gondola, lagoon, gondolier, carnival mask, glassblower | the Venice you love
florence | renaissance, duomo, leather, marble, cypress | the Florence you love
milan, milanese | catwalk, galleria, tram, panettone, risotto | the Milan style you bring
naples, neapolitan | vesuvius, washing line, lemon, wood oven, margherita | the Naples you love
barcelona, catalan, catalonia | mosaic, rambla, balcony, vermouth, tapas | the Barcelona you love
madrid, madrileno | plaza, strawberry tree, terrace, churro, chocolate | the Madrid you love
portugal, portuguese, lisbon, lisboa, porto | azulejo, yellow tram, cork oak, custard tart, sardine, fado | the Portugal you love
germany, deutschland, bavaria, bavarian, munich | black forest, cuckoo clock, pretzel, beer garden, maypole, gingerbread | the German craft you bring
berlin, berliner | bear, courtyard, tram, kiosk, currywurst | the Berlin you love
netherlands, holland, amsterdam, amsterdammer | tulip, canal house, bicycle, windmill, stroopwafel, clog | the Dutch streets you love
belgium, belgian, brussels | lace, waffle, praline, abbey, frites | the Belgian craft you bring
switzerland, swiss alps, zurich, geneva | cowbell, chalet, watchmaker, edelweiss, fondue | the Swiss craft you bring
austria, austrian, vienna, viennese | waltz, coffee house, ballroom, strudel, schnitzel | the Viennese charm you bring
prague, czech, czechia | hundred spires, marionette, crystal, cobble, pilsner | the Prague you love
denmark, copenhagen | hygge, mermaid, bicycle, rye bread, pastry | the Danish hygge you bring
sweden, stockholm | dala horse, fika, archipelago, cinnamon bun, lingonberry | the Swedish fika you bring
iceland, icelandic, reykjavik | geyser, glacier, puffin, lava field, hot spring | the Iceland you love
istanbul, turkish, turkiye | bazaar, tulip, tea glass, copper pot, kilim | the Istanbul bazaars you love
morocco, moroccan, marrakech, marrakesh | souk, mint tea, spice market, riad, tagine | the Moroccan warmth you bring
india, indian, mumbai, delhi | marigold, chai, rickshaw, spice, masala, mango | the India you carry with you
thailand, thai, bangkok | tuk tuk, orchid, lemongrass, night market, elephant | the Thai warmth you bring
vietnam, vietnamese, hanoi, saigon | lotus, conical hat, rice paddy, scooter, banh mi | the Vietnam you carry with you
korea, korean, south korea, seoul | hanok, kimchi, magpie, neon, soju | the Korea you carry with you
tokyo | neon, crosswalk, bullet train, sakura, ramen | the Tokyo buzz you bring
kyoto | tea house, moss garden, temple bell, maple, matcha | the calm of Kyoto you bring
chinese, beijing, shanghai | jade, bamboo, silk, dumpling, kite | the Chinese roots you carry
hong kong | neon, dim sum, harbour, tram, egg tart | the Hong Kong you carry with you
mexico city, cdmx | jacaranda, mural, plaza, taco stand, churro | the Mexico City streets you love
cuba, cuban, havana | classic car, salsa, rumba, mojito, seawall | the Cuban rhythm you bring
brazil, rio, rio de janeiro, carioca | samba, carnival, toucan, caipirinha, acai | the Brazilian rhythm you bring
argentina, argentine, argentinian, buenos aires | tango, gaucho, malbec, asado, empanada | the Argentina you carry with you
`
