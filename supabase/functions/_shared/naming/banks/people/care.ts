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
`)
