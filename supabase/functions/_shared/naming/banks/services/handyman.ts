import { bank } from '../types.ts'

export default bank('handyman', `
*Fridgelist | - | the list of small jobs stuck on your fridge | Your whole fridge list, one visit.
*Hingenious | - | hinge + ingenious: clever fixes, right down to the hinges | Clever fixes, down to the hinges.
Toolroll | - | the canvas tool roll unrolled at your door | One roll of tools, a dozen jobs.
Hingefix | - | the sticking door, fixed at the hinge | Doors that close, hinges that hush.
Squeakless | - | no more squeaky hinges or creaking boards | Every squeak, silenced.
Mendlist | - | mend + list: your to-do list, mended line by line | The to-do list, done.
Wobblefix | - | the wobbly table and the loose handle, fixed | No more wobbles.
*Saturday Screwdriver | - | the weekend jobs, done for you with a screwdriver | Your Saturday back.
Toolbox Van | - | a van of tools parked outside, ready for every odd job | One van, every odd job.
Flatpacker | flat pack assembly furniture ikea | the one who builds your flat pack | Boxes in, wardrobe up.
Boxbuilt | flat pack assembly furniture ikea | furniture built straight from the box | Out of the box, into the room.
Picturehook | picture pictures hanging mirror art | the hook behind every picture, hung level | Pictures hung level, first time.
Highshelf | elderly senior older | the high shelf and the bulb you should not climb for | Stay off the ladder; we will do it.
Bulbswap | elderly senior older | light bulbs changed so you never climb | Bulbs changed, feet on the floor.
Gatelatch | garden outdoor fence shed gate | the garden gate latched and swinging right | Gates that latch, sheds that stay dry.
Shedfix | garden outdoor shed fence | sheds patched and fences propped | Sheds patched, fences straight.
# r10: detail names
Deposit & Drill | tenant tenants renter renters tenancy landlord landlords letting | the drill that fixes the snags so the deposit comes back | Snags fixed, deposit back.
Leakfix | tap taps leak leaks drip dripping plumbing | the small leak fixed before it spreads | The drip stops today.
Tap & Washer | tap taps leak leaks drip dripping plumbing | a new washer in a dripping tap | A new washer, a quiet sink.
Blindbracket | blind blinds curtain curtains pole poles | the bracket that holds the blind up straight | Blinds up, level and firm.
Pole & Pelmet | curtain curtains blind blinds pole poles | the curtain pole and the pelmet over it | Curtains hung, poles level.
Telly & Bracket | tv television mounting mount | the telly and the bracket that holds it on the wall | Telly up, wires hidden.
Babygate Fix | baby babies childproofing babyproofing toddler toddlers stairgate | baby gates fitted firm before they crawl | Gates up before they crawl.
Snaglist | snag snags snagging newbuild selling viewings | the list of small snags before a sale or after a build | Every snag, signed off.
# r11: detail names
Spanner Sisters | woman women female ladies | sisters with spanners | Handy help from the sisters.
Keysafe Fix | airbnb holiday changeover shortlet | the keysafe by the holiday-let door, and the fixes between guests | Fixed before the next guest.
Boxes & Brackets | moving movers removals movein | moving boxes out, brackets up | Unpacked, hung up, settled in.
Desk & Drill | office offices commercial shop shops | the office desk and the drill that fixes round it | Office fixes before Monday.
Tinsel & Ladder | christmas xmas festive decorations | tinsel up from the top of a ladder | We climb, you enjoy the tinsel.
Bead & Bath | silicone sealant bath reseal mould shower | a fresh bead of silicone round the bath | A clean seal round every bath.
Glue & Clamp | chair chairs wobbly antique antiques | the glue and clamp that fix a wobbly chair | Wobbly chairs, glued and clamped.
# r12: detail names
*Fiddlyjobs | small odd jobs | the fiddly jobs nobody gets round to | We love the fiddly ones.
Shelfup | shelf shelves shelving | put the shelf up, level | Up it goes, level.
Stickydoor | door doors sticking | fixing the door that sticks | We'll unstick it.
# r13: detail names
Chimefit | smarthome doorbell doorbells thermostat thermostats gadget gadgets | chime + fit: video doorbells and smart gadgets fitted | Smart gadgets, fitted and working.
Sameday Spanner | emergency urgent sameday today tonight | the spanner that comes out the day you call | Call this morning, fixed this afternoon.
Scuff & Fill | paint painting touchup touchups scuff scuffs decorating filler | scuffs painted over and holes filled | Scuffs gone, holes filled.
# r14: detail names
No Spare Screws | flat pack flatpack assembly furniture ikea wardrobe wardrobes | flat pack built right, with no screws left over | Built right, nothing left in the bag.
Pencilmark | picture pictures hanging mirror mirrors art artwork frames | the pencil mark on the wall before the hook goes in | Marked, measured, hung level.
Handrail Hour | elderly senior seniors older pensioner pensioners retired | an hour fitting handrails and steadying the house | Steady rails, safer stairs.
Cablehide | tv tvs television mounting mount wallmount | the telly cables hidden in the wall | Telly on the wall, no wires.
Cornerguard | baby babies childproofing babyproofing toddler toddlers stairgate childproof | soft guards on sharp table corners | Soft corners for small heads.
# r15: detail names
`)
