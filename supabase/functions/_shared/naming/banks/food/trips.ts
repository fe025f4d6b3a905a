import { bank } from '../types.ts'

export default bank('trips', `
Pinmap | - | the map on the wall with a pin in every place you've been | One more pin on the map.
Guideflag | - | the flag a tour guide holds up so the group never gets lost | Follow the flag.
Stileway | walking hiking guided countryside | stile + way: walks from stile to stile | Over the stile, on the way.
*InnToInn | walking hiking guided luggage | walking from one inn to the next | Walk by day, sleep at the inn.
PannierRoad | cycling bike tour | pannier + road: bike touring with loaded panniers | Load the panniers, take the road.
Spokeway | cycling bike gravel | spoke + way: routes for bikes | Routes made for spokes.
Swoonaway | luxury honeymoon couple romantic | swoon + away: romantic getaways | Get away and swoon.
Bunkhop | budget backpacker hostel student gap | bunk + hop: hostel hopping on a budget | Hop from bunk to bunk.
Rucksackroad | budget backpacker student gap | rucksack + road: travelling with just a rucksack | Just a rucksack and the road.
Bitewalk | food culinary tasting city | bite + walk: food tours on foot | Walk it off between bites.
Dawndrive | safari adventure africa wildlife | dawn + drive: the dawn game drive | Up at dawn, out on the drive.
Windowmiles | train rail scenic | window + miles: miles watched from a train window | Watch the miles go by.
SailAndRail | eco slow sustainable train ferry | sail + rail: travel without flying | No flights, all journey.
Pilgrimstamp | pilgrimage camino walking | pilgrim + stamp: the stamps in a pilgrim passport | Stamp by stamp to Santiago.
Solopass | solo women single | solo + pass: trips for solo travellers | Travel solo, never alone.
Sisterpack | women solo group | sister + pack: trips for women | Pack with your sisters.
Citystamp | city break weekend | city + stamp: collect city stamps | Collect the cities.
*Fridayflight | city break weekend | Friday + flight: weekend city breaks | Leave on Friday.
# r10: detail names
Spade & Sunhat | kids children family beach seaside | spade + sun hat: family seaside holidays | Sandcastles included.
Swellchase | surf surfing surfers waves | swell + chase: surf trips that chase the swell | We chase the swell for you.
Mat & Map | yoga retreat retreats wellness | yoga mat + map: yoga retreats abroad | Pack the mat. We have the map.
Gloveboxmap | roadtrip road campervan motorhome | glovebox + map: road trips planned for you | The map in your glovebox.
Shutterstop | photography photo photographers camera | shutter + stop: tours that stop where the photo is | We know where to stand.
Huskysled | lapland arctic husky huskies aurora | husky + sled: husky sled rides in Lapland | Mush through the Arctic.
Grapecoach | wine vineyard vineyards winery | grape + coach: coach tours of the vineyards | The coach stops at every cellar.
Ferryhop | island islands greek hopping | ferry + hop: island hopping by ferry | One island, then the next.
Mask & Fin | diving dive scuba snorkel snorkelling reef | mask + fin: diving and snorkelling trips | Mask on, fins on, in you go.
Levelway | accessible accessibility wheelchair disabled disability | level + way: trips planned on level, step-free routes | Every route, step-free.
# r11: detail names
Goggletan | ski skiing snowboard snowboarding slopes | goggle + tan: ski trips that send you home with the goggle tan | Come home with the goggle tan.
Tillerweek | sailing sail yacht yachting flotilla | tiller + week: a sailing week with your hand on the tiller | A week with your hand on the tiller.
Coach & Clipboard | school schools educational teacher teachers pupils | coach + clipboard: school trips, planned to the clipboard | We hold the clipboard.
Silverpass | senior seniors retired retirees over50s | silver + pass: tours for travellers over fifty | Silver hair, full passport.
Sashtrip | hen hens stag bachelorette bachelor | sash + trip: hen and stag weekends away | The bride wears the sash.
Ruinroute | history historic heritage castle castles ancient | ruin + route: tours that end at castles and ruins | Every route ends at a ruin.
Creakwalk | ghost ghosts haunted spooky | creak + walk: ghost walks through old streets | Listen for the creak.
Rainbowroute | lgbt lgbtq gay queer pride | rainbow + route: trips for LGBTQ travellers | Travel under the rainbow.
Lockhop | canal canals narrowboat narrowboats barge | lock + hop: canal boat holidays, lock to lock | Lock to lock at four miles an hour.
Blossomrail | japan japanese kyoto tokyo | blossom + rail: Japan by bullet train in cherry blossom season | Ride the rails through the blossom.
Lemonroad | italy italian amalfi sicily | lemon + road: tours along Italy's lemon coast | Take the lemon road.
# r13: detail names
Divot & Dram | golf golfing golfer golfers links | divot + dram: a round on the links, a whisky at the clubhouse | Play the links, then a dram.
Mulled Mile | christmas xmas festive advent | mulled + mile: a walk round the Christmas markets, mulled wine in hand | A mile of markets, a mug of mulled.
Autoreply | corporate incentive offsite teambuilding | autoreply: the out-of-office on while the team is away | Your autoreply is on. You are off.
Porthole Days | cruise cruises cruising riverboat ship | porthole + days: days watched through a cabin porthole | The view changes at every porthole.
Wristband Road | festival festivals concert concerts gig gigs | wristband + road: trips to festivals and gigs, wristband included | Wristband on, road ahead.
# r14: detail names
Confetti Passport | honeymoon honeymoons newlywed newlyweds | confetti still in the passport: the trip after the wedding | Confetti still in your passport.
Ramp & Roam | accessible accessibility wheelchair disabled disability | a ramp ready wherever you roam | Ramp ready, everywhere.
`)
