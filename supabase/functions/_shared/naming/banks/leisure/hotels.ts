import { bank } from '../types.ts'

export default bank('hotel stays', `
*Brassfob | - | the heavy brass key fob of a proper hotel, too big to walk off with | A key too heavy to lose.
*Pillowmint | - | the mint left on your pillow at turndown | A mint on the pillow, every night.
Bellcart | - | the brass luggage cart that brings your bags up to the room | Your bags up before you are.
Keywall | - | the wall of pigeonholes and hanging keys behind the front desk | Your key is waiting on the wall.
Saltsill | seaside coast beach | sea salt on the window sill | Sea air on the sill.
Latekey | city urban | a key for a late city arrival | Arrive late, sleep in.
Skylobby | city urban | a lobby up in the sky | A city stay, high up.
Welliewall | rural country countryside walking | the wall of wellies by the back door | Leave your wellies at the door.
Barnsuite | rural country farm | a suite in a converted barn | Country barn, proper suite.
Butlerbell | luxury boutique spa | the bell that brings the butler | Ring, and it's done.
Pawpillow | dog pet | a pillow for the dog too | Pillows for paws too.
Biscuitbed | dog pet | a dog bed with a biscuit waiting | A bed and a biscuit for the dog.
Candleroom | romantic couple honeymoon | a candlelit room for two | Candles lit, phones off.
Honeylodge | romantic couple honeymoon | a lodge for honeymooners | A lodge for honeymoons.
Backpackbunk | hostel budget backpacker | a bunk for backpackers | Drop your pack, grab a bunk.
`)
