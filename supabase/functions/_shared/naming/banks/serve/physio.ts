import { bank } from '../types.ts'

export default bank('physio and massage', `
Knotfound | - | the knot found and worked loose | We find the knot.
Sprintback | sport athlete runner running | sprinting back after injury | Back to the sprint.
Slowknead | massage spa relaxation relax | a slow, deep massage | Slow hands, deep rest.
Hunchfree | back pain posture office desk chiropractor osteopath | free of the desk hunch | Stand tall again.
Bumpease | pregnancy prenatal postnatal | easing aches through pregnancy | Ease for the bump.
Stairready | elderly senior mobility falls | ready for the stairs again | Ready for the stairs.
Steadystride | elderly senior mobility falls | a steady stride, fewer falls | Steady on your feet.
# r10: detail names
Kneadcall | mobile homevisit homevisits travelling | knead + call: a massage house call | We bring the table.
Kneestep | knee knees surgery replacement acl | knee + step: the first steps on a mended knee | Step by step, back on your knee.
Hiphinge | hip hips replacement surgery | hip + hinge: the hip moving freely again | Move from the hip again.
Swingloose | golf golfer golfers | swing + loose: a looser golf swing | A looser swing, a lower score.
Shoulderdrop | neck shoulder shoulders headache headaches | shoulders dropping back down from the ears | Let your shoulders drop.
Stableknead | horse horses equine equestrian | stable + knead: massage for horses in their stable | Massage in the stable.
Pawknead | dog dogs canine pet pets | paw + knead: massage and physio for dogs | Back on all four paws.
Twintable | couple couples | twin + table: two massage tables side by side | Side by side, switched off.
Stretchmat | thai yoga | stretch + mat: stretches on a floor mat, Thai style | Stretched out on the mat.
# r11: detail names
Springcore | pilates reformer core | spring + core: core work on the sprung pilates bed | Stronger core, spring by spring.
Warmpool | hydrotherapy hydro aquatic pool | a warm pool for gentle rehab | Rehab in warm water.
Mumcore | postnatal postpartum pelvic diastasis | mum + core: rebuilding the core after birth | Your core, rebuilt after birth.
Gripback | stroke neuro neurological parkinsons | grip + back: getting your grip back after a stroke | Getting your grip back.
Barreside | dance dancer dancers ballet | at the side of the barre: physio for dancers | Back at the barre.
Heelstep | foot feet ankle ankles heel plantar | heel + step: a pain-free step from the heel | Every step, pain-free.
Wobblestep | children child kids paediatric pediatric | wobble + step: helping wobbly little steps | From wobbles to steps.
Deepthumb | deep tissue sports | deep + thumb: a thumb working deep into the knot | Right into the knot.
Halftime Rub | rugby football netball hockey pitchside | a half-time rub at the side of the pitch | Back on by the second half.
Milemend | runner runners running marathon | mile + mend: mending runners between the miles | Mend the miles.
# r12: detail names
Slouchfix | back pain office desk posture | fixing the slouch of a desk job | Undo the desk day.
Foldtable | mobile homevisit homevisits travelling | the folding massage table we bring to you | We fold up the table and come.
Bumpstretch | pregnancy prenatal pregnant | stretches for a growing bump | Easing the aches of pregnancy.
# r13: detail names
Cupmark | cupping cup cups hijama | the round marks cupping leaves on the back | Cups on, tension out.
Needle & Knot | acupuncture acupuncturist needling needle needles | a fine needle into the knot that will not let go | One fine needle, one loose knot.
Livingroom Rehab | online virtual video telehealth zoom | rehab exercises done in your own living room, over video | Physio on screen, rehab on the rug.
# r14: detail names
Hotstone Hour | massage spa relaxation relax relaxing hotstone stones aromatherapy | an hour under warm stones | One warm hour, nothing to do.
Sidepillow | pregnancy prenatal pregnant maternity | the pregnancy massage done lying on your side on a pillow | Rest on your side, ease the bump.
Hatchback Physio | mobile homevisit homevisits travelling visiting | the physio who arrives with the table in the hatchback | Table in the boot, at your door.
Hopscotch Physio | children child kids paediatric pediatric toddler toddlers | physio that feels like a game of hopscotch | Play today, stronger tomorrow.
Crutchfree | surgery operation postop postoperative | free of the crutches after an operation | From crutches to free walking.
# r16: detail names
Shinsaver | runner runners running run marathon jogging shin shins splints | shin + saver: physio that saves runners' shins | Save your shins for race day.
Chainring Clinic | cyclist cyclists cycling cycle bike bikes biking | the chainring of a bike: a clinic for cyclists | Physio for everyone who rides.
Ice & Strap | sport sports injury injuries injured athlete athletes sprain sprains strain | the ice pack and strapping tape of a sports injury | Iced, strapped, back in the game.
Matchday Massage | sport sports athlete athletes team club football rugby | a sports massage on the morning of match day | Loose legs for match day.
Lumbarlift | backpain backache lower spine sciatica posture desk office | lumbar + lift: taking the load off the lower back | Lift the load off your lower back.
Barbell Bodywork | gym gyms lifting lifters weightlifting powerlifting crossfit strength weights | massage and physio for people who lift the barbell | Bodywork for heavy lifters.
# r17: detail names
Cadence Physio | cyclist cyclists cycling runner runners running | cadence: the pedal and stride rhythm runners and cyclists both count | Back to your natural rhythm.
Saddle & Spine | cyclist cyclists cycling bikefit bike bikes saddle | the saddle set right so the spine rides easy | Set the saddle, save the spine.
Swim Bike Rub | triathlon triathlete triathletes triathlons ironman duathlon | swim, bike, run, and the rub after: sports massage for triathletes | Swim, bike, run, then rub.
# r18: detail names
*Raceday Legs | runner runners running cyclist cyclists cycling race racing marathon sportive | the fresh legs you want on the start line of a race or sportive | Fresh legs on the start line.
# r19: detail names
Stride & Spoke | runner runners running cyclist cyclists cycling run ride bike | the runner's stride and the cyclist's spoke: one clinic for both | For every stride and every spoke.
`)
