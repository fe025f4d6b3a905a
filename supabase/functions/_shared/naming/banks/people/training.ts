import { bank } from '../types.ts'

export default bank('training', `
*Gritgarage | - | a garage gym full of grit | Grit, chalk and good music.
Platestack | strength powerlifting | plates stacked on the bar, week by week | One more plate every week.
Silverlift | senior older | strength training for silver-haired lifters | Stronger every birthday.
Steadyfoot | senior older balance | steady feet: balance training for later life | Steady on your feet.
Dawndrill | outdoor bootcamp | drills at dawn in the park | Drills at dawn.
Parkgrind | outdoor bootcamp | a hard workout in the park | Grind in the park, all weather.
Spotmate | personal trainer pt | the trainer who spots while you lift | We spot, you lift.
# r10: detail names
Ponytailsquat | women woman ladies female | a ponytail under the bar: strength for women | Ponytail up, bar up.
Prampush | postnatal postpartum mum mums mom pram buggy | a workout pushing the pram | Push the pram, build the strength.
Sofasprint | running run runner 5k | from sofa to sprint | From sofa to finish line.
Stationhop | hiit circuit circuits interval | hopping from station to station in a circuit | Next station, go.
Baggyjeans | weightloss weight fat | the old jeans, gone baggy | Until the old jeans go baggy.
Comebackrep | injury rehab recovery | the first rep of a comeback | Every comeback starts with one rep.
Middaysquat | office lunch corporate | a squat session in the middle of the day | Squats at midday, back by two.
Laptoplunge | online virtual zoom | lunges in front of the laptop | Lunges on screen, live.
# r11: detail names
Bellround | boxing boxer kickboxing | the bell that starts each round | Gloves on, bell rings.
Pads & Wraps | boxing boxer | pads and hand wraps | Wrap up, hit the pads.
Bellswing | kettlebell kettlebells | the kettlebell swing | Swing the bell, build the back.
Keyfob Gym | 24hour 24 allnight | the key fob that opens a 24-hour gym | Open all hours, fob in.
Saddlesweat | spin spinning indoor | a sweaty saddle after spin class | Sweat it out on the saddle.
Firstbarbell | teen teens teenager youth junior | a teenager's first barbell | Strong starts here.
Barhang | calisthenics bodyweight pullup pullups | hanging from the bar: bodyweight training | Hang, pull, repeat.
Sledpush | athlete athletes sport sports performance speed | pushing the weighted sled | Faster, stronger, game ready.
Kitbag Coach | mobile visiting doorstep | the trainer who turns up with a kit bag | Your trainer, kit bag and all, at your door.
# r12: detail names
Firstrep | beginner beginners | your very first rep | Everyone starts at rep one.
Gymshy | beginner beginners nervous | for people too shy to walk into a gym | Gym shy? Start here.
Dadbod Drills | men dads dad | workouts for dads losing the dad bod | Drills for dads.
Sisterset | women woman ladies female | a set done alongside other women | Lift with the sisters.
Notchdown | weightloss weight fat | a notch down on the belt | One notch at a time.
Chalkbar | strength powerlifting lifting | a chalked barbell ready to lift | Chalk up, lift heavy.
# r13: detail names
Veilweights | wedding bride bridal brides | weights lifted before the veil goes on | Lift now, veil later.
Monkeybars Club | kids child children | the monkey bars kids love | Climb, swing, run.
Bergen Run | army military recruits forces | a run with a loaded bergen rucksack | Ready for basic training.
Wetsuit & Wheels | triathlon triathlete triathletes ironman | wetsuit off, straight onto the bike | Swim, ride, run, coached.
# r14: detail names
Two More Reps | personal trainer pt onetoone private | the trainer's call for two more reps | Two more. You've got this.
Naptime Burpees | postnatal postpartum mum mums mom moms | a workout squeezed into the baby's nap | Train while the baby sleeps.
Bad Back Barbell | injury injuries rehab recovery backpain physio | strength training for people with bad backs | A stronger back, one lift at a time.
Interval Beep | hiit circuit circuits interval intervals tabata | the beep that ends every interval | Work till the beep.
# r17: detail names
Midnight Bench | hour hours allhours allnight anytime roundtheclock nonstop access late night | a bench press at midnight: a gym that never shuts | Bench at midnight, or at five.
Pay Per Rep | contract contracts contractfree nocontract payg payasyou asyougo dropin flexible commitment nocommitment | paying only for the reps you do: no contract | No contract. Pay for the reps.
Grandkid Lift | senior seniors older elderly retired retiree retirees pensioner pensioners sixty sixties seventy laterlife ageing aging | strong enough to lift the grandkids | Strong enough to lift the grandkids.
Bone & Barbell | menopause perimenopause menopausal bone bones osteoporosis | lifting weights to keep bones strong through the menopause | Stronger bones, one lift at a time.
`)
