import { bank } from '../types.ts'

export default bank('hotel stays', `
*Brassfob | - | the heavy brass key fob of a proper hotel, too big to walk off with | A key too heavy to lose.
*Pillowmint | - | the mint left on your pillow at turndown | A mint on the pillow, every night.
Bellcart | - | the brass luggage cart that brings your bags up to the room | Your bags up before you are.
Keywall | - | the wall of pigeonholes and hanging keys behind the front desk | Your key is waiting on the wall.
Saltsill | seaside coast beach | sea salt on the window sill | Sea air on the sill.
Latekey | city urban citybreak | a key for a late city arrival | Arrive late, sleep in.
Skylobby | city urban citybreak | a lobby up in the sky | A city stay, high up.
Welliewall | rural country countryside walking | the wall of wellies by the back door | Leave your wellies at the door.
Barnsuite | rural country farm | a suite in a converted barn | Country barn, proper suite.
Butlerbell | luxury boutique spa luxurious | the bell that brings the butler | Ring, and it's done.
Pawpillow | dog pet dogfriendly petfriendly | a pillow for the dog too | Pillows for paws too.
Biscuitbed | dog pet dogfriendly petfriendly | a dog bed with a biscuit waiting | A bed and a biscuit for the dog.
Candleroom | romantic couple honeymoon romance anniversary | a candlelit room for two | Candles lit, phones off.
Honeylodge | romantic couple honeymoon romance anniversary | a lodge for honeymooners | A lodge for honeymoons.
Backpackbunk | hostel budget backpacker | a bunk for backpackers | Drop your pack, grab a bunk.
# r10: detail names
Vowsuite | wedding bride bridal groom | vow + suite: the suite for the wedding night | Say the vows, then the suite.
Confettistair | wedding bride bridal venue | confetti + stair: confetti thrown down the grand staircase | Confetti on every step.
Lanyardlodge | business conference corporate meeting | lanyard + lodge: a lodge for conference guests | Lanyard off, feet up.
Pillowfort | kid kids child children | pillow + fort: the pillow forts children build on hotel beds | Build a fort, stay the night.
Teddyturndown | kid kids child children | teddy + turndown: a teddy left on the pillow at turndown | A teddy on every little pillow.
Turretroom | historic castle manor listed | turret + room: a bedroom up in the castle turret | Sleep in the turret.
Jettykey | lake lakeside loch waterfront | jetty + key: a room key and a jetty on the lake | Your key opens onto the lake.
Piste & Pillow | ski skiing slope mountain alpine | piste + pillow: from the ski slope to the pillow | Ski all day, sleep like snow.
Saddlesuite | cycling cyclist bike biking | saddle + suite: a room for riders who spent all day in the saddle | Out of the saddle, into the suite.
# r11: detail names
Solarsuite | eco sustainable green carbon | solar + suite: rooms powered by the sun | Powered by the sun.
Fork & Key | restaurant dining foodie chef | fork + key: a restaurant with rooms | Dine late, stay over.
Pudding & Pillow | restaurant dining foodie supper | pudding + pillow: pudding downstairs, pillow upstairs | Pudding, then pillow.
Runwayrest | airport flight flights layover transit | runway + rest: a proper sleep before an early flight | Sleep, then fly.
Fortnightkey | longstay serviced apartment apartments aparthotel | fortnight + key: a key for longer stays | Stay a fortnight, unpack properly.
Slipper & Steam | spa sauna wellness | slipper + steam: slippers on, into the steam room | Slippers on, steam up.
Mat & Mattress | yoga retreat retreats wellness mindfulness | mat + mattress: a yoga mat by day, a good bed by night | Mat by day, mattress by night.
Fairwaykey | golf golfer golfers | fairway + key: a room next to the fairway | From the fairway to your room.
Rollinroom | accessible wheelchair disabled disability | roll-in + room: roll-in showers and step-free rooms | Roll straight in.
Ferrykey | island isle ferry | ferry + key: a stay at the end of the ferry ride | Off the ferry, key in hand.
Pint & Pillow | pub tavern alehouse | pint + pillow: a pub with rooms upstairs | A pint downstairs, a pillow up.
Promsuite | seafront promenade seaside | promenade + suite: a suite on the seafront prom | Wake up on the prom.
Lockerkey | hostel hostels backpacker backpackers budget | locker + key: the locker key every hostel guest carries | Lock your pack, go explore.
# r12: detail names
*Lanyard Inn | business conference corporate work | where conference guests hang up their lanyards | Hang up the lanyard.
Twelverooms | boutique small intimate | just twelve rooms, each one looked after | Twelve rooms, no more.
Goosedown House | luxury | goose-down pillows and duvets in every room | Sink into goose down.
Greenroof Inn | eco sustainable green | a hotel under a grass roof | Sleep under a grass roof.
Bootroom Inn | walking walkers hiking hikers | a bootroom for muddy walking boots | Leave your boots by the door.
# r13: detail names
Toastrack House | bnb bedandbreakfast breakfast breakfasts guesthouse | the silver toast rack on the breakfast table | Sleep well, then toast in the rack.
Quietpool | adult adults adultsonly childfree grownups | a pool with no splashing, for grown-ups only | A quiet pool, grown-ups only.
Telescope Suite | stargazing stars darksky astronomy skylight | a suite with a telescope at the window under dark skies | A telescope at the window, stars overhead.
Podnap | capsule capsules pod pods | a nap in a sleeping pod | A pod, a pillow, a proper nap.
# r14: detail names
Sandshoe Inn | seaside coast coastal beach | sand shaken out of your shoes at the door | Shake out the sand, sleep by the sea.
Rooftop Nightcap | city urban citybreak | a nightcap on the rooftop over the city lights | One more drink over the city.
Logbasket | rural country countryside farm | a full log basket by the fire | Logs in, boots off.
Monogram Robe | luxury luxurious fivestar premium | a robe stitched with the hotel's monogram | Wrapped in your initials.
Rubber Duck Rooms | kid kids child children | a rubber duck waiting on every bath | A duck for every bath.
Creakstair | historic castle manor listed heritage period | the creaking old staircase of a manor house | Every stair has a story.
`)
