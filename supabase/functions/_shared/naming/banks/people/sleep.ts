import { bank } from '../types.ts'

export default bank('sleep', `
Duvetday | - | a duvet day, a day spent happily in bed | Every day, a duvet day.
Moonshift | night shift worker | the moon's shift: work at night, sleep by day | Sleep well after the night shift.
Sheepcount | insomnia | counting sheep, the old cure for insomnia | Stop counting sheep.
Pinknoise | insomnia sound app | pink noise, the soft sound that helps sleep | Sleep to pink noise.
Dreamfeed | baby infant | the dream feed, given to a baby asleep | Sleep through the dream feed.
NodOff | insomnia | nod off: falling gently asleep | Nod off, stay off.
Daysleeper | night shift worker | day sleepers: people who sleep by day | Sleep by day, properly.
Hushhour | - | the hush hour before bed | Welcome to the hush hour.
Bedsock | bed | bed socks, for warm feet all night | Warm feet, deep sleep.
Sleepthrough | baby infant | sleeping through the night, every parent's goal | Sleeping through, at last.
FortyWinks | nap | forty winks, a short nap | Forty winks, well taken.
Kipwell | - | kip, British for sleep, + well | Kip well.
Pillowmint | hotel | the mint on a hotel pillow | Hotel sleep, at home.
Cornerfold | hotel bed | the folded-back corner of a hotel bed | The corner folded, the night begins.
Nightjar | night | the nightjar, a bird that wakes at dusk | For those awake at dusk.
Zedbed | bed | zed + bed: a bed for catching z's | Catch the z's.
Eyeshade | shift travel | an eye shade to block out light | Block the light, keep the sleep.
DriftOff | - | drifting off to sleep | Drift off, stay asleep.
Cocoahour | - | the hour of cocoa before bed | Cocoa, then bed.
Snugsack | baby infant | the snug sleep sack babies sleep in | Snug and safe all night.
Yawnwell | - | a good yawn before a good sleep | Yawn well, sleep well.
`)
