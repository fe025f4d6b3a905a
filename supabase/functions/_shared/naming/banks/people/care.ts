import { bank } from '../types.ts'

export default bank('care', `
Kindshift | - | a kind shift, every shift | Kindness on every shift.
Carewright | - | a maker of good care | Care, well made.
Steadyhand | - | a steady hand when it matters | A steady hand, day and night.
Bedsidecalm | - | calm at the bedside | Calm at every bedside.
Gentlerota | - | a rota run gently, for staff and patients | Gentle rotas, better care.
Softround | - | a soft, unhurried round of care | Unhurried care, every round.
Tendwell | - | tending well | Tended well.
Wardwise | hospital ward | wise on the ward | Wise on every ward.
Roundkeep | hospital doctor | keeping the ward round on time | Every bed, every round.
Cottageward | rural clinic hospital | the small cottage hospital ward | Small wards, big care.
Fobshift | nurse nursing | the fob watch on every nurse's shift | Built for the fob-watch shift.
Nursekind | nurse nursing | kind nursing | Nursing, kindly done.
Shiftswap | nurse shift app agency | nurses swapping shifts | Swap shifts in seconds.
Bankready | nurse agency shift | ready for a bank shift | Bank shifts, booked simply.
Tempcover | agency nurse shift | temp nurses to cover the gap | Cover when you need it.
Kettlevisit | home elderly carer | the kettle on: a home carer's first job on a visit | We'll put the kettle on.
Kinhome | home elderly carer | care at home, like kin | Care at home, like family.
Armchairkin | home elderly carer | care in your own armchair, like kin | Care in your own chair.
Nightsit | home elderly night | night sitting, the carer through the night | Someone there through the night.
Moonwatch | night | a watch kept through the night | Watched over till morning.
Latebell | night hospital | the call bell answered late at night | Answered when the bell rings.
Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Doseright | pharmacy home elderly | the right dose, every day | Every dose, sorted.
Scriptsure | pharmacy | sure help with prescriptions | Prescriptions, kindly handled.
Memorykeep | dementia elderly | keeping memories close | Care that keeps memories close.
Oldsongs | dementia elderly | old songs that bring back memories | Old songs, familiar care.
Ablestep | disability | help to live ably, step by step | Live ably, with help.
Gentlemind | mental health | gentle care for the mind | Gentle care for the mind.
Calmmind | mental health | a calm mind | A calm place to heal.
`)
