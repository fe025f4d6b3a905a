import { bank } from '../types.ts'

export default bank('kitchens and bathrooms', `
Softclose | - | the drawer that shuts itself quietly | Drawers that close themselves.
Showertime | - | shower + showtime: the first run of a new shower | Showertime at yours.
Sinkside | - | standing at the sink in a kitchen you love | The view from the sink, improved.
*Measure Twice | - | the fitter's rule: measure twice, cut once | Measured twice, fitted once.
*First Bath | bathroom bathrooms | the first soak in a new bath | Counting down to your first bath.
Warmrail | bathroom towel | a heated towel rail | Warm towels, every morning.
Stepless Shower | accessible elderly disabled mobility | a shower with no step to climb | No step, no worry.
Larderdoor | kitchen pantry larder | the larder door in a new kitchen | A larder you will actually use.
Islandtop | kitchen island family | the kitchen island where everyone gathers | Everyone round the island.
Hobside | kitchen cooking | the worktop space beside the hob | Room to cook beside the hob.
Shakerdoor | shaker classic traditional | the classic framed cabinet door | Shaker doors, fitted true.
Copper Tap | luxury premium | a copper tap over a deep sink | The tap you always wanted.
*Butler & Oak | farmhouse country rustic traditional | a deep butler sink and oak worktops | Deep sinks, oak tops, country kitchens.
Galleyfit | small compact flat apartment galley | a small galley kitchen fitted to the inch | Small kitchens, fitted to the inch.
# r10: detail names
Rainfall Rooms | wetroom wetrooms walkin rainfall | a rainfall shower in a walk-in wet room | Step in, rain down.
Quartztop | quartz granite stone marble | a quartz worktop, cut and polished | Stone tops, fitted flat.
Granite Ledge | quartz granite stone marble | a ledge of granite along the kitchen wall | Granite tops, cut to the inch.
Pushdrawer | modern handleless minimalist contemporary sleek | a drawer that opens with a push, no handle | No handles, just a push.
Peg & Mangle | utility laundry washing | clothes pegs and the old mangle: laundry rooms done right | Laundry rooms, done right.
Chain & Cistern | victorian period heritage edwardian traditional | the pull chain on a high cistern | Period bathrooms, pull chain and all.
Clawfoot Rooms | victorian period heritage freestanding edwardian | a claw-foot bath in a period bathroom | Claw-foot baths, fitted true.
Scaffold & Sink | reclaimed eco sustainable recycled industrial | scaffold-board worktops beside a deep sink | Old boards, new kitchens.
Cloakbasin | ensuite cloakroom toilet loo downstairs | a small basin in the cloakroom | Small rooms, smart fits.
Grill & Gravel | outdoor garden bbq barbecue alfresco | an outdoor grill on a gravel patio | Kitchens that live outside.
# r11: detail names
Doorswap | refresh makeover refacing respray budget doors | new doors on the old cupboards | New doors, same kitchen.
Soak & Steam | spa relaxing luxury steam sauna | a long soak and a steam shower | A spa at home.
Navy & Brass | navy colour colourful bold brass | navy cabinets with brass handles | Bold kitchens, brass handles.
Birch & Basin | scandi scandinavian nordic minimalist | birch wood round a simple basin | Pale wood, clean lines.
Eavesbath | loft attic eaves conversion | a bath tucked under the eaves | A bath under the rafters.
Seat & Grabrail | accessible elderly disabled mobility | a shower seat and a grab rail | Safe showers, steady hands.
Range & Dresser | farmhouse country rustic cottage | the range cooker and the pine dresser | Range on, dresser full.
# r12: detail names
Rolltop Rooms | bathroom bathrooms freestanding bath | a roll-top bath at the heart of the room | Built around the roll-top.
*Big Table Kitchens | family families kids | a kitchen built around a big family table | Room for everyone at the table.
# r13: detail names
Ticketrail | commercial restaurant restaurants cafe cafes catering pub pubs | the ticket rail over the pass in a working kitchen | Kitchens built for the Friday rush.
Wellie & Basin | bootroom bootrooms boot mudroom dog dogs wellies wellington muddy | wellies by the door and a deep basin for muddy dogs | Mud stops here.
Cedar Soak | japanese onsen soaking hinoki ofuro | a deep cedar tub for a Japanese-style soak | Sink in to the shoulders.
Roomkey Bathrooms | hotel hotels guesthouse guesthouses bnb inn | bathrooms refitted one room key at a time | Refitted room by room, guests still in.
# r14: detail names
Shoebox Kitchens | compact flat flats apartment apartments galley tiny | a full kitchen fitted into a shoebox of a room | Tiny room, whole kitchen.
Flushfront | modern handleless minimalist contemporary sleek | cabinet fronts sitting flush, no handles showing | One flat line, wall to wall.
Knockthrough Kitchens | openplan extension extensions knockthrough diner | the kitchen made when the wall is knocked through | Wall down, kitchen in.
Ensuite Nook | ensuite ensuites | a small ensuite tucked into a bedroom nook | A bathroom off the bedroom.
`)
