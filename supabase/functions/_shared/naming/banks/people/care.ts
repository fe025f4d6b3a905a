import { bank } from '../types.ts'

export default bank('care', `
Bluecuff | - | the blood-pressure cuff that goes on at every check | First the cuff, then a chat.
Pillcup | - | the little cup that brings each patient's pills on the round | Every pill, on time.
Wardwise | hospital ward | wise on the ward | Wise on every ward.
Kettlevisit | home elderly carer | the kettle on: a home carer's first job on a visit | We'll put the kettle on.
Kinhome | home elderly carer | care at home, like kin | Care at home, like family.
Moonwatch | night | a watch kept through the night | Watched over till morning.
Latebell | night hospital | the call bell answered late at night | Answered when the bell rings.
Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Doseright | pharmacy home elderly | the right dose, every day | Every dose, sorted.
Scriptsure | pharmacy | sure help with prescriptions | Prescriptions, kindly handled.
Memorykeep | dementia elderly | keeping memories close | Care that keeps memories close.
Ablestep | disability | help to live ably, step by step | Live ably, with help.
`)
