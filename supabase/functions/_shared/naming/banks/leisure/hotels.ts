import { bank } from '../types.ts'

export default bank('hotel stays', `
Stayglad | - | a stay you are glad you booked | Glad you stayed.
Restkey | - | the room key that means rest has begun | Turn the key, start resting.
Snugsuite | - | a snug suite to shut the world out | Snug from check-in.
Dozewell | - | doze + well: a hotel built around a good night's sleep | Sleep well, wake happy.
Linenlull | - | the lull of crisp, clean linen | Crisp linen, deep sleep.
Welcomebell | - | the bell that rings when a guest is welcomed | Welcomed the moment you ring.
Sleepsure | - | a good night's sleep, for sure | A good night, guaranteed.
Lullinn | - | lull + inn: an inn that lulls you to sleep | The inn that lulls you off.
Quietwing | - | the quiet wing of the hotel | Ask for the quiet wing.
Pillowpause | - | a pause on a soft pillow | Press pause on a soft pillow.
Softboil | breakfast bnb guesthouse | the soft-boiled egg at breakfast | Breakfast worth waking for.
Toastwarm | breakfast bnb guesthouse | warm toast, warm welcome | Warm toast, warm welcome.
Jamjardoor | breakfast bnb guesthouse | the door of a guesthouse with homemade jam | Homemade jam behind every door.
Saltsill | seaside coast beach | sea salt on the window sill | Sea air on the sill.
Gullroof | seaside coast harbour | a roof the gulls call from | Wake to the gulls.
Wavewake | seaside coast beach | waking to the sound of waves | Wake to the waves.
Latekey | city urban | a key for a late city arrival | Arrive late, sleep in.
Skylobby | city urban | a lobby up in the sky | A city stay, high up.
Metrorest | city urban | rest in the middle of the metro | Rest in the heart of the city.
Welliewall | rural country countryside walking | the wall of wellies by the back door | Leave your wellies at the door.
Barnsuite | rural country farm | a suite in a converted barn | Country barn, proper suite.
Hedgesleep | rural country countryside | sleep among the hedgerows | Sleep deep in the country.
Butlerbell | luxury boutique spa | the bell that brings the butler | Ring, and it's done.
Silkstay | luxury boutique spa | a stay as smooth as silk | Smooth as silk.
Plushwing | luxury boutique spa | a plush wing of the hotel | Plush from door to pillow.
Pawpillow | dog pet | a pillow for the dog too | Pillows for paws too.
Wagwelcome | dog pet | a welcome that makes tails wag | Dogs welcome, tails wagging.
Biscuitbed | dog pet | a dog bed with a biscuit waiting | A bed and a biscuit for the dog.
Bunkglee | family kid child | the glee of kids on a bunk bed | Bunk beds and big smiles.
Littlelobby | family kid child | a lobby for little guests | Little guests welcome.
Pyjamadoor | family kid child | a door where the pyjamas go on early | Pyjamas on, holiday on.
Laptoplodge | business work corporate | a lodge for people working on the road | Work well, sleep well.
Deskdoze | business work corporate | a desk and a doze on a work trip | Work at the desk, doze in bed.
Transitinn | business work corporate transit | an inn for people in transit | Rest between trains.
Lovelinen | romantic couple honeymoon | linen for lovers | Made for two.
Candleroom | romantic couple honeymoon | a candlelit room for two | Candles lit, phones off.
Honeylodge | romantic couple honeymoon | a lodge for honeymooners | A lodge for honeymoons.
Backpackbunk | hostel budget backpacker | a bunk for backpackers | Drop your pack, grab a bunk.
Thriftroom | hostel budget backpacker | a good room at a thrifty price | Good rooms, thrifty prices.
Roamerbed | hostel budget backpacker | a bed for roamers | A bed for the road.
`)
