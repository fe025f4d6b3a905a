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
# r10: detail names
Elbownudge | snore snoring snorer apnea apnoea partner | the elbow nudge from a partner kept awake | No more elbow nudges.
Heavyhug | weighted blanket anxiety anxious | a weighted blanket feels like a heavy hug | A blanket that hugs back.
Timezonetuck | jetlag jet travel flight | tucked in, whatever the time zone | Sleep in any time zone.
Dozepod | office workplace pod | a pod for a doze away from the desk | Ten minutes, then back to your desk.
Chamomug | tea herbal chamomile | a mug of chamomile at bedtime | One mug, then lights out.
Lavenderslip | lavender spray mist | a slip of lavender on the pillow | Spray, sniff, sleep.
Silkcheek | silk pillowcase pyjamas pajamas | a cheek on a silk pillowcase | Silk under your cheek.
Chillsheet | menopause sweat sweats cooling | a sheet that stays chill through hot nights | Cool sheets for hot nights.
Darkdrape | blackout blind blinds curtain curtains | a drape that keeps the room dark | Dark room, deep sleep.
# r11: detail names
Shush & Swaddle | baby infant newborn | the shush and swaddle that settle a baby | Shushed, swaddled, asleep.
Stickerchart | toddler toddlers kids child children | the sticker chart for staying in bed | A sticker for every night in bed.
Bunnyclock | toddler toddlers kids child children | a bunny clock that says when it is morning | Stay in bed till the bunny wakes.
Plumpside | pillow pillows | the plump side of the pillow | Always the plump side.
Woolfill | wool organic natural bedding | duvets and pillows filled with wool | Wool inside, warm sleep.
Spring & Spine | back pain orthopaedic orthopedic firm spine | mattress springs that hold the spine straight | Springs that keep your spine straight.
Drowsytale | story stories audio hypnosis podcast | a drowsy tale for grown-ups | Stories that send you off.
Lidshade | eyemask mask masks | a shade for your eyelids | Shade for tired eyes.
Nightdrops | cbd supplement supplements magnesium melatonin | drops taken at night | A few drops, then sleep.
Lastsheep | insomnia sleepless | the last sheep you count before sleep | Never reach the last sheep.
# r12: detail names
Dreamfeed Plan | baby infant consultant coaching | a plan built around the late dream feed | Sleep plans for tired parents.
Thousandthread | luxury bedding sheets | thousand-thread-count sheets | Sheets worth staying in bed for.
Goosedown Deep | luxury duvet | a deep goose down duvet | Sink into goose down.
Testnap | mattress bed | try the mattress with a real nap | Nap on it before you buy it.
Quiethead | anxiety anxious stress | a quiet head at bedtime | Quieten the head, then sleep.
# r13: detail names
Nightgraph | tracker tracking wearable | a graph of how you slept | See how you slept.
Phonebasket | teen teens teenager teenagers screen screens | the basket phones go in at bedtime | Phones in the basket, lights out.
Lights Out Lodge | retreat retreats getaway | a lodge where the lights go out early | A weekend of early nights.
# r14: detail names
Ceilingstare | insomnia sleepless insomniac cbti | staring at the ceiling at three in the morning | No more three o'clock ceilings.
Neckcradle | pillow pillows neck | a pillow that cradles the neck | Your neck, held all night.
Onefootout | menopause perimenopause sweat sweats hotflush cooling | the one foot you stick out to cool down | No more one foot out.
Worrypad | anxiety anxious stress worry worries overthinking | a pad by the bed to write worries down | Write it down, then sleep.
Redeye Reset | jetlag jet travel flight flights | sleep put right after a red-eye flight | Back on local time, fast.
`)
