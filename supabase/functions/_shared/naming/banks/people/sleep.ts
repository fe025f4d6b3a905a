import { bank } from '../types.ts'

export default bank('sleep', `
Coolside | - | the cool side of the pillow you flip to in the night | Always the cool side.
Sheepless | insomnia | no more counting sheep | Stop counting sheep.
Lullabed | baby infant kids | lullabies that work | Lullabies that work.
Moonshift | night shift worker | the moon's shift: work at night, sleep by day | Sleep well after the night shift.
Daykip | night shift worker | a kip by day | Sleep by day, properly.
Winkbreak | nap | a break for forty winks | Forty winks, well taken.
Duvetdeep | bed mattress | deep under a good duvet | Deep sleep, soft duvet.
Hotelhush | hotel travel | hotel-quiet sleep at home | Hotel sleep, at home.
Jetlull | travel | lulling jet lag away | Beat the jet lag.
Rainhum | sound app | the hum of rain for sleep | Sleep to the sound of rain.
Pillowmenu | hotel | the hotel pillow menu, at home | Choose your pillow, then sleep.
`)
