import { bank } from '../types.ts'

export default bank('care', `
Pillcup | - | the little cup that brings each patient's pills on the round | Every pill, on time.
Wardwise | hospital ward | wise on the ward | Wise on every ward.
Kinhome | home elderly carer homecare | care at home, like kin | Care at home, like family.
Latebell | night hospital | the call bell answered late at night | Answered when the bell rings.
*Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Doseright | pharmacy home elderly | the right dose, every day | Every dose, sorted.
Scriptsure | pharmacy | sure help with prescriptions | Prescriptions, kindly handled.
Memorykeep | dementia elderly alzheimers | keeping memories close | Care that keeps memories close.
Ablestep | disability disabled | help to live ably, step by step | Live ably, with help.
# r10: detail names
Tape & Stretch | physio physiotherapy physiotherapist injury rehab | the tape and the stretches of a physio session | Taped, stretched and moving again.
Sprainfix | physio physiotherapy injury sprain | a sprain, fixed | From sprain to stride.
Birthbag | midwife maternity birth pregnancy pregnant | the bag a midwife packs for every birth | Bag packed, ready when baby is.
Passportjab | travel vaccine vaccination | the jab you need before the passport comes out | Jabs done before you fly.
Earclear | ear wax microsuction hearing | ears cleared of wax | Clear ears, clear sound.
Heelheal | podiatry podiatrist chiropody foot feet heel | heel + heal: sore feet, healed | Sore heels, healed.
Teddyward | kids child children pediatric paediatric | a ward where the teddy is a patient too | The teddy gets checked too.
# r11: detail names
Rotafill | agency staffing locum locums | the gaps on the rota, filled | Every shift on the rota filled.
Twolines | fertility ivf conceive conception | the two lines on a test you hoped to see | Here's to two lines.
Fingerprick | diabetes diabetic glucose | the finger-prick blood sugar check | Blood sugar, kept in check.
Sleeve & Plaster | blood bloods phlebotomy | roll up a sleeve, leave with a plaster | Sleeve up, plaster on, done.
Rail & Ramp | mobility wheelchair aids equipment | grab rails and ramps for getting about | Rails up, ramps down, moving freely.
Latch & Feed | breastfeeding lactation feeding | a good latch, an easy feed | Help with every feed.
Blokecheck | men male mens | a health check for blokes | The check-up blokes put off.
# r12: detail names
Kettle & Keys | home visiting elderly carer | the carer who lets herself in and puts the kettle on | We let ourselves in and pop the kettle on.
Crossword Company | companionship companion lonely loneliness elderly | company for the daily crossword: visits for lonely older people | Seven down, and a friendly face.
Handover Hour | respite break carer carers | the hour the family carer hands over and rests | Hand over. Have an hour off.
Handhold Care | palliative hospice endoflife end | holding a hand at the end of life | Someone to hold your hand.
Memory Tin | dementia alzheimers memory | a tin of old photos that sparks memories | Old photos, familiar faces, good days.
Landinglight | night overnight sleepin | the landing light left on: a carer nearby all night | The light's on. Someone's here.
Farmlane Care | rural village countryside | care that reaches the cottage at the end of the lane | We reach the end of the lane.
Bluetunic | nurse nursing nurses | the blue tunic of a nurse | A nurse in blue, at your door.
# r13: detail names
Windowchair | carehome residential nursinghome residents resident | the armchair by the window every resident wants | Everyone gets the window chair.
Say Aah Clinic | gp doctor doctors privategp sameday | say aah: a doctor who sees you the same day | Say aah, same day.
Sound Ladder | speech language slt stammer stutter stammering | speech therapy that climbs one sound at a time | One sound, then the next.
# r14: detail names
Teadance Care | dementia alzheimers memory | care built around old songs and tea dances | Old songs, familiar steps.
Owlshift | night overnight sleepin waking | owl + shift: carers awake through the night | Awake while you sleep.
Second Cuppa | companionship companion lonely loneliness befriending | a visitor who stays for a second cup of tea | We always stay for another.
Breather Care | respite break carer carers | a breather for family carers | Take a breather, we've got this.
`)
