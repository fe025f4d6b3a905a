import { bank } from '../types.ts'

export default bank('care', `
Bluecuff | - | the blood-pressure cuff that goes on at every check | First the cuff, then a chat.
Pillcup | - | the little cup that brings each patient's pills on the round | Every pill, on time.
Turnchart | - | the turn chart nurses keep so a patient in bed is moved every few hours | Turned on time, day and night.
Nightsister | - | the night sister: the senior nurse in charge of the ward overnight | Someone in charge all night.
Wardwise | hospital ward | wise on the ward | Wise on every ward.
Cottageward | rural clinic hospital | the small cottage hospital ward | Small wards, big care.
Fobshift | nurse nursing | the fob watch on every nurse's shift | Built for the fob-watch shift.
Kettlevisit | home elderly carer | the kettle on: a home carer's first job on a visit | We'll put the kettle on.
Kinhome | home elderly carer | care at home, like kin | Care at home, like family.
Armchairkin | home elderly carer | care in your own armchair, like kin | Care in your own chair.
Moonwatch | night | a watch kept through the night | Watched over till morning.
Latebell | night hospital | the call bell answered late at night | Answered when the bell rings.
Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Doseright | pharmacy home elderly | the right dose, every day | Every dose, sorted.
Scriptsure | pharmacy | sure help with prescriptions | Prescriptions, kindly handled.
Memorykeep | dementia elderly | keeping memories close | Care that keeps memories close.
Oldsongs | dementia elderly | old songs that bring back memories | Old songs, familiar care.
Ablestep | disability | help to live ably, step by step | Live ably, with help.
`)
