import { bank } from '../types.ts'

export default bank('care', `
Pillcup | - | the little cup that brings each patient's pills on the round | Every pill, on time.
Wardwise | hospital ward | wise on the ward | Wise on every ward.
Kinhome | home elderly carer | care at home, like kin | Care at home, like family.
Latebell | night hospital | the call bell answered late at night | Answered when the bell rings.
*Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Doseright | pharmacy home elderly | the right dose, every day | Every dose, sorted.
Scriptsure | pharmacy | sure help with prescriptions | Prescriptions, kindly handled.
Memorykeep | dementia elderly | keeping memories close | Care that keeps memories close.
Ablestep | disability | help to live ably, step by step | Live ably, with help.
# r10: detail names
Tape & Stretch | physio physiotherapy physiotherapist injury rehab | the tape and the stretches of a physio session | Taped, stretched and moving again.
Sprainfix | physio physiotherapy injury sprain | a sprain, fixed | From sprain to stride.
Birthbag | midwife maternity birth pregnancy pregnant | the bag a midwife packs for every birth | Bag packed, ready when baby is.
Passportjab | travel vaccine vaccination | the jab you need before the passport comes out | Jabs done before you fly.
Earclear | ear wax microsuction hearing | ears cleared of wax | Clear ears, clear sound.
Heelheal | podiatry podiatrist chiropody foot feet heel | heel + heal: sore feet, healed | Sore heels, healed.
Teddyward | kids child children pediatric paediatric | a ward where the teddy is a patient too | The teddy gets checked too.
`)
