import { bank } from '../types.ts'

export default bank('removals', `
*Keyswap | - | old keys handed in, new keys handed over | Swap the keys, we do the rest.
Seacrate | international overseas long-distance abroad emigrating shipping | a crate packed for the sea crossing | Packed for the crossing.
Deskshift | office business commercial | shifting whole offices overnight | Closed Friday, working Monday.
Flatshift | student university students uni | shifting a flat full of students | One flat, one van, one trip.
Sofaturn | van small single-item | turning the sofa round the tight corner | The sofa will fit.
Atticsweep | clearance downsizing estate | sweeping the attic clear | Cleared, top to bottom.
Lighterload | clearance downsizing estate | moving to a smaller home with a lighter load | A lighter load for your next home.
# r10: detail names
Keepcrate | storage stored warehouse storing | keep + crate: your things kept safe in a crate | Crated, kept, returned.
Tapegun | packing packers | the tape gun that seals every box | Every box packed and taped.
Pianolift | piano pianos | piano + lift: pianos lifted and moved safely | Every key arrives in tune.
Teacupwrap | elderly senior seniors retirement carehome | teacup + wrap: every teacup wrapped with care | Every teacup wrapped.
Giltcrate | antique antiques art fragile paintings | gilt + crate: gilt frames and antiques crated | Crated for the precious things.
Crateloop | eco green reusable sustainable plasticfree | crate + loop: crates that come back for the next move | No cardboard, crates that come back.
# r11: detail names
Halfload | man van small | half + load: a half-van load for a small move | Half a van, half the price.
Motorwaymove | longdistance distance nationwide national | motorway + move: a long move up the motorway | Hundreds of miles, one careful crew.
Fourthfloor | flat flats apartment apartments stairs | the fourth floor, no lift | No lift? No problem.
Allenkey | assembly flatpack dismantling dismantle furniture | the little key that takes flat-pack apart and back | Taken apart, put back together.
Cottagemove | cottage rural countryside village farm | cottage + move: moves down country lanes | Down the lane, into the cottage.
Cablecrate | office offices relocation commercial | cable + crate: office computers and cables crated for the move | Unplug Friday, plug in Monday.
Dock & Door | international overseas abroad emigrating shipping | from the dock to your new door | From the dock to your door.
Dormvan | student students university dorm halls | dorm + van: a van to halls and back | Boxes in, parents off.
# r12: detail names
Two Streets Over | local nearby town | a move just two streets over | Moving round the corner? Call us.
Taped & Labelled | packing packers | every box taped and labelled | Taped, labelled, ready to go.
# r13: detail names
Lastminute Lorry | lastminute urgent emergency sameday shortnotice tomorrow | a lorry booked at the last minute, there on the day | Short notice? The lorry is on its way.
Catbasket Moves | pet pets cat cats dog dogs animal animals | the cat basket riding up front on moving day | Everyone moves, whiskers included.
Kettlebox | family families kids children | the first box opened in a new home: kettle, mugs and the kids' teddies | Kettle on, first night sorted.
# r14: detail names
Swivel Chair Moves | office offices relocation commercial | the office swivel chairs rolled onto the van | Chairs out Friday, back at desks Monday.
Bed & Boxes | man singleitem | a bed and a few boxes: the small move | Just a bed and boxes? Easy.
Bungalow Bound | downsizing downsize elderly senior seniors retirement retiring | moving down to a bungalow | Fewer stairs, all your favourites.
Between Keys | storage stored storing warehouse | your things kept safe between one set of keys and the next | Stored safe between homes.
# r16: detail names
Beanbag Brigade | student students university uni college | a crew carrying students' beanbags and boxes | Beanbag, boxes, books, done.
Summerstow | term terms summer holiday holidays vacation break storage student students | stow + summer: students' things stored over the summer | Stowed in June, back in September.
Corridor Cart | dorm dorms dormitory halls hall residence residences | a cart wheeled down the halls corridor on move-in day | Down the corridor, into your room.
Dollydash | lastminute urgent emergency sameday shortnotice tomorrow today | a dash with the moving dolly at short notice | Call at nine, moved by five.
Stairwell Carry | flat flats apartment apartments stairs walkup | carrying furniture up the stairwell of a block of flats | Up every flight, careful all the way.
# r17: detail names
Minifridge Movers | dorm dorms dormitory student students college university halls | the dorm mini fridge, carried in and out every term | Mini fridge in, mini fridge out.
Mortarboard Moves | graduate graduates graduation graduating student students final | the mortarboard thrown, then the student's room moved home | Caps off, boxes out.
Marketplace Runs | collection collections pickup pickups marketplace ebay gumtree craigslist singleitem delivery | picking up the sofa you bought online and bringing it home | Bought it online? We'll pick it up.
`)
