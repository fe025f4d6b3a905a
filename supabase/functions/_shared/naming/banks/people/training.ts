import { bank } from '../types.ts'

export default bank('training', `
Repwright | - | a wright of reps: a trainer who builds strength properly | Strength, built rep by rep.
Sweatledger | - | a ledger of sweat: every session counted | Every session counts.
Sturdyfold | - | a fold where people grow strong together | Get strong together.
Gritgarage | - | a garage gym full of grit | Grit, chalk and good music.
Pushwell | - | push hard, push well | Push hard, recover well.
Ironforge | - | strength forged session by session | Forged one session at a time.
Stridewell | - | moving well at every stride | Move better every week.
Liftline | - | the line of a clean lift | Clean lifts, steady progress.
Brawnbay | - | a bay for building brawn | Build brawn, not ego.
Ironmile | strength powerlifting | iron lifted mile by mile | Heavy iron, patient progress.
Platestack | strength powerlifting | plates stacked on the bar, week by week | One more plate every week.
Heavypull | strength powerlifting | heavy pulls from the floor, coached safely | Pull heavy, stand tall.
Jabroom | boxing | a room for jabs and footwork | Jab, move, breathe.
Gloveup | boxing | gloves on, ready to train | Gloves up, doubts down.
Ropeskip | boxing | the skipping rope of every boxing gym | Skip, jab, repeat.
Wodyard | crossfit | a yard for the workout of the day | The workout of the day, outdoors.
Boxjumper | crossfit | the box jump of every crossfit class | Jump higher, land softer.
Barbellyard | crossfit strength | a yard of barbells | A barbell for everyone.
Silverlift | senior older | strength training for silver-haired lifters | Stronger every birthday.
Steadyfoot | senior older balance | steady feet: balance training for later life | Steady on your feet.
Chairtostand | senior older | from chair to standing, with ease | Up from the chair, with ease.
Dawndrill | outdoor bootcamp | drills at dawn in the park | Drills at dawn.
Parkgrind | outdoor bootcamp | a hard workout in the park | Grind in the park, all weather.
Fieldsweat | outdoor bootcamp | sweat in an open field | Open air, honest sweat.
Paceclub | running runner | a club that finds your pace | Find your pace, keep it.
Milewise | running runner | wise miles: run coaching that builds slowly | Wiser miles, faster races.
Splitfaster | running runner | running the second half faster | Finish faster than you start.
Repbook | personal trainer | the book where every rep is logged | Every rep, written down.
Trainerbond | personal trainer | a bond with your own trainer, one to one | Your trainer, your hour.
Spotmate | personal trainer | the trainer who spots while you lift | We spot, you lift.
Shestrong | women female | strength training for women | Strong, on your own terms.
Herbarbell | women female | a barbell in her hands | Her barbell, her rules.
Ladylift | women female | lifting for women, without judgement | Lift without the stares.
Firstrep | beginner | the first rep of a new habit | Every habit starts with one rep.
Firststride | beginner | the first stride of a new habit | From zero, at your pace.
Newlifter | beginner | coaching for brand-new lifters | New to lifting? Start here.
Screenrep | online app | reps done with a coach on screen | Your coach, on screen.
Homeset | online home | workouts set for your living room | Train at home, properly.
Appcoach | online app | a coach in an app | A coach in your pocket.
Swinghall | kettlebell | a hall for kettlebell swings | Kettlebells, swung with good form.
Mumstrong | postnatal mum mother | strength back after birth | Strong again after baby.
Pramfit | postnatal mum mother | workouts with the pram in the park | Bring the pram, bring the baby.
Bellswing | kettlebell | the kettlebell swing | Swing, hinge, repeat.
Hingehall | kettlebell | a hall for hinges and swings | Hinge well, swing hard.
Deskfit | office corporate | fitness for the desk-bound | Break the desk day.
Teamsweat | office corporate team | a team that sweats together | Teams that sweat together.
`)
