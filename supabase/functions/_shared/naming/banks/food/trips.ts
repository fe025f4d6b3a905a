import { bank } from '../types.ts'

export default bank('trips', `
Kindroute | - | kind + route: trips planned with care | Routes planned with care.
Slowmile | - | slow + mile: travel that takes its time | Every mile worth savouring.
Merrymap | - | merry + map: a map full of good times | Plot a merrier map.
Wideroam | - | wide + roam: roam far and wide | Roam wider.
Sunpack | - | sun + pack: packing for somewhere sunny | Pack for the sun.
Curioustrip | - | curious + trip: trips for the curious | For the curious.
Farhello | - | far + hello: saying hello far from home | Say hello somewhere far.
Sunnytrail | - | sunny + trail: trips toward the sun | Follow the sunny trail.
Wanderpost | - | wander + post: postcards from wandering | Send a postcard from somewhere new.
Stileway | walking hiking guided countryside | stile + way: walks from stile to stile | Over the stile, on the way.
InnToInn | walking hiking guided luggage | walking from one inn to the next | Walk by day, sleep at the inn.
Bootguide | walking hiking guided | boot + guide: guided walks | We guide, you walk.
PannierRoad | cycling bike tour | pannier + road: bike touring with loaded panniers | Load the panniers, take the road.
Pedaltour | cycling bike tour | pedal + tour: cycling tours | See it all by pedal.
Spokeway | cycling bike gravel | spoke + way: routes for bikes | Routes made for spokes.
Picnicstop | family kids road trip | picnic + stop: the picnic stop on a family trip | Always time for a picnic stop.
Pyjamatrain | family kids train rail sleeper | pyjama + train: overnight trains families love | Fall asleep here, wake up there.
Gigglemiles | family kids road trip | giggle + miles: miles full of family fun | Miles of giggles.
Velvettrip | luxury honeymoon couple | velvet + trip: luxury travel | Travel in velvet.
Swoonaway | luxury honeymoon couple romantic | swoon + away: romantic getaways | Get away and swoon.
Goldsuite | luxury honeymoon couple | gold + suite: the best suite, every stop | The best suite, every stop.
Bunkhop | budget backpacker hostel student gap | bunk + hop: hostel hopping on a budget | Hop from bunk to bunk.
Rucksackroad | budget backpacker student gap | rucksack + road: travelling with just a rucksack | Just a rucksack and the road.
Thriftpass | budget backpacker student | thrift + pass: travel passes for small budgets | Go far on a little.
Bitewalk | food culinary tasting city | bite + walk: food tours on foot | Walk it off between bites.
Forkroute | food wine culinary tasting | fork + route: food trips | Travel by fork.
Vinetrek | food wine tasting vineyard | vine + trek: trips through wine country | Trek through the vines.
Savannatrail | safari adventure africa | savanna + trail: safari trails across the plains | Take the savanna trail.
Dawndrive | safari adventure africa wildlife | dawn + drive: the dawn game drive | Up at dawn, out on the drive.
Wildtrack | safari adventure wildlife | wild + track: tracking wildlife | Follow the wild tracks.
Railwander | train rail scenic slow | rail + wander: wandering by rail | Wander by rail.
Windowmiles | train rail scenic | window + miles: miles watched from a train window | Watch the miles go by.
Sleeperroam | train rail sleeper | sleeper + roam: roaming by night train | Bunk down tonight, wake up abroad.
SailAndRail | eco slow sustainable train ferry | sail + rail: travel without flying | No flights, all journey.
Greenjourney | eco slow sustainable | green + journey: low-carbon journeys | Travel lighter on the planet.
Earthpace | eco slow sustainable | earth + pace: travel at the earth's pace | At the pace of the earth.
Pilgrimstamp | pilgrimage camino walking | pilgrim + stamp: the stamps in a pilgrim passport | Stamp by stamp to Santiago.
Shellway | pilgrimage camino walking | shell + way: the scallop shell that marks the Camino | Follow the shell.
Caminostep | pilgrimage camino walking | Camino + step: walking the Camino step by step | One step closer to Santiago.
Solopass | solo women single | solo + pass: trips for solo travellers | Travel solo, never alone.
Lonetrek | solo adventure single | lone + trek: solo trekking trips | Trek on your own terms.
Sisterpack | women solo group | sister + pack: trips for women | Pack with your sisters.
Silvertrip | senior elderly retired over | silver + trip: trips for older travellers | Travel in your silver years.
Gentlepace | senior elderly retired accessible | gentle + pace: trips at a gentle pace | A gentler pace.
Easytour | senior elderly retired accessible | easy + tour: easy-going tours | Tours without the rush.
Citystamp | city break weekend | city + stamp: collect city stamps | Collect the cities.
Fridayflight | city break weekend | Friday + flight: weekend city breaks | Leave on Friday.
Cityhop | city break weekend | city + hop: hopping between cities | Hop to the next city.
`)
