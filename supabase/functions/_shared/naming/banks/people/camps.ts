import { bank } from '../types.ts'

export default bank('summer camps', `
Lanyard Summer | - | the summer every camper braids a lanyard | Braid a lanyard, make a friend.
Cabin Six Summers | - | the cabin number every camper remembers | Everyone remembers their cabin.
Campfire Chorus | - | the songs sung around the campfire every night | Every night ends in a campfire song.
Tin Mug Camp | - | cocoa in tin mugs by the fire | Cocoa in a tin mug, stars overhead.
Top Bunk Summers | sleepaway overnight residential sleep away | the top bunk every sleepaway camper fights for | Bag the top bunk for a week.
Carpool Camp | day daycamp commute dropoff | dropped off by carpool, picked up full of stories | Drop off at nine, pick up grinning.
Zipline Summer | adventure outdoor pursuits climbing ropes high | a summer of ziplines and rope courses | Clip in, zip down, cheer loud.
Paddle & Pine | lake canoe kayak forest woods paddling | paddles on the lake, pines along the shore | Paddle the lake, sleep under pines.
Spotlight Cabin | drama theater theatre acting performing stage musical | a cabin that ends the summer in the spotlight | Rehearse all summer, bow in August.
Glitter Glue Camp | art arts crafts craft creative | glitter and glue: the arts and crafts cabin | Messy hands, proud fridges.
Circuit Cabin | coding robotics stem tech technology computer | a cabin full of circuits and robots | Build a robot before swim time.
Scrimmage Summer | sports sport soccer basketball football athletes | a summer of pick-up scrimmages | A new scrimmage every afternoon.
Bug Jar Camp | nature wildlife forest explorers outdoors ecology | the jar every kid fills with bugs to study | Catch it, name it, let it go.
`)
