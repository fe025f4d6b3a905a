import { bank } from '../types.ts'

export default bank('sleep', `
*Coolside | - | the cool side of the pillow you flip to in the night | Always the cool side.
*Sheepless | insomnia | no more counting sheep | Stop counting sheep.
Lullabed | baby infant kids | lullabies that work | Lullabies that work.
Moonshift | night shift worker | the moon's shift: work at night, sleep by day | Sleep well after the night shift.
Daykip | night shift worker | a kip by day | Sleep by day, properly.
Duvetdeep | bed mattress | deep under a good duvet | Deep sleep, soft duvet.
Rainhum | sound app | the hum of rain for sleep | Sleep to the sound of rain.
Pillowmenu | hotel | the hotel pillow menu, at home | Choose your pillow, then sleep.
`)
