import { bank } from '../types.ts'

export default bank('sleep', `
Kipwell | - | kip, British for sleep, + well | Kip well.
Yawnwell | - | a good yawn before a good sleep | Yawn well, sleep well.
Cocoahour | - | the hour of cocoa before bed | Cocoa, then bed.
Hushhour | - | the hush hour before bed | Welcome to the hush hour.
Pillowpeace | - | peace on the pillow | Peace on every pillow.
Drowsedeep | - | drowsing off deep | Drowse off, stay asleep.
Sheepless | insomnia | no more counting sheep | Stop counting sheep.
Stillnight | insomnia | a still night without waking | Sleep straight through.
Nodsure | insomnia anxious | sure to nod off | Nod off, stay off.
Snugsack | baby infant | the snug sleep sack babies sleep in | Snug and safe all night.
Cotcalm | baby infant | a calm cot | Calm cots, rested parents.
Lullabed | baby infant kids | lullabies that work | Lullabies that work.
Moonshift | night shift worker | the moon's shift: work at night, sleep by day | Sleep well after the night shift.
Daykip | night shift worker | a kip by day | Sleep by day, properly.
Blackoutnap | night shift worker nap | a nap in total darkness | Dark room, deep sleep.
Napwise | nap | wise napping | Short naps, sharp afternoons.
Winkbreak | nap | a break for forty winks | Forty winks, well taken.
Duvetdeep | bed mattress | deep under a good duvet | Deep sleep, soft duvet.
Springrest | bed mattress | rest on the right springs | Rest on the right mattress.
Hotelhush | hotel travel | hotel-quiet sleep at home | Hotel sleep, at home.
Jetlull | travel | lulling jet lag away | Beat the jet lag.
Rainhum | sound app | the hum of rain for sleep | Sleep to the sound of rain.
Softnoise | sound app | soft noise to sleep to | Soft sound, deep sleep.
Snoreless | snoring | nights without snoring | Quieter nights for two.
Quietpartner | snoring | a quiet partner at night | Two sleepers, one quiet night.
Bedtimecoach | kids coach | a coach for bedtime routines | Calm bedtimes, every night.
Sleepsteady | coach | steady sleep, coached | Steady sleep, night after night.
Pillowmenu | hotel | the hotel pillow menu, at home | Choose your pillow, then sleep.
Calmpillow | anxious insomnia | a calm head on the pillow | Calm thoughts, soft pillow.
Snugbunk | kids | a snug bunk for kids | Little bunks, big sleeps.
`)
