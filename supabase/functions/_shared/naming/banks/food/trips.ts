import { bank } from '../types.ts'

export default bank('trips', `
LuggageTag | - | the tag on your bag that says where you are going | Tag it, and we'll handle the rest.
Mapcrease | - | the creases of a well-used paper map | Plans worth folding into your pocket.
Postcardhome | - | the postcard you send from somewhere new | A trip worth writing home about.
Passportstamp | - | a fresh stamp in the passport | One more stamp for the passport.
Awaydays | - | days away from the usual | More days away, fewer worries.
Stileway | walking hiking guided countryside | the stiles every country walk climbs over | Over the stile, into the next field.
Kissinggate | walking hiking guided countryside | the swinging kissing gate on country footpaths | Through the gate, onto the next path.
InnToInn | walking hiking guided luggage | walking tours from one inn to the next | Walk all day, sleep at an inn.
PannierRoad | cycling bike tour | touring by bike with panniers packed | Pack the panniers, ride the road.
Tandemtour | cycling bike couple | two riders, one bike, one tour | Ride together, all the way.
Gravelday | cycling bike gravel adventure | a day riding quiet gravel roads | Quiet roads, long days in the saddle.
BackseatBingo | family kids road trip | the game that keeps the back seat busy | Trips the whole back seat will love.
Pyjamatrain | family kids train rail sleeper | a sleeper train children board in pyjamas | Fall asleep here, wake up there.
Picnicstop | family kids road trip | the picnic stop halfway there | We planned the picnic stop too.
Fourposter | luxury honeymoon couple romantic | the four-poster bed of a honeymoon room | Honeymoons with a four-poster view.
Plungepool | luxury honeymoon villa | the private plunge pool of a villa stay | A private pool with a long view.
Balconysuite | luxury honeymoon couple | a suite with a balcony over the view | Wake up to the view.
Topbunk | budget backpacker hostel student gap | the top bunk of the hostel dorm | Big trips on small budgets.
Lockerkey | budget backpacker hostel student | the locker key every hostel hands you | The key to cheap, good travel.
Overlander | budget backpacker eco slow overland | a traveller who goes by land, not air | By land, the long way, on purpose.
Trufflehunt | food wine culinary tasting italy | trips that go truffle hunting with a local and a dog | Follow the dog to the truffles.
Vineroute | food wine tasting vineyard | a route through the vineyards | Vineyard to vineyard, glass in hand.
Bitewalk | food culinary tasting city | a walking tour that stops for a bite at each corner | One street, ten bites.
Sundowner | safari adventure africa luxury | the drink at sunset after a day on safari | Stay for the sundowner.
Bushcamp | safari adventure africa | a small camp out in the bush | Sleep where the wild things are.
Duneline | adventure desert expedition | the crest of a desert dune | Follow the dune line.
Sleeperberth | train rail sleeper | the bed on a night train | Go to sleep in one country.
Windowseat | train rail scenic | the seat everyone wants on a scenic train | We always book the window seat.
Slowboat | eco slow sustainable ferry | travel by slow boat instead of by plane | Slow boats, low carbon.
SailAndRail | eco slow sustainable train ferry | the sail-and-rail ticket: ferry and train, no flights | Ferry and train, no flights.
Scallopshell | pilgrimage camino walking | the scallop shell every Camino pilgrim carries | The Camino, walked with friends.
Pilgrimstamp | pilgrimage camino walking | the stamp a pilgrim collects at each stop | One stamp at every stop.
Staffandshell | pilgrimage camino walking | a pilgrim's staff and shell | Staff in hand, shell on the pack.
`)
