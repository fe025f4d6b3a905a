import { bank } from '../types.ts'

export default bank('care', `
Wardround | hospital doctor | the ward round, when the team visits each bed | Every bed, every round.
Fobwatch | nurse nursing | the fob watch pinned to every nurse's uniform | Built for the fob-watch shift.
ScrubsUp | - | scrubs + scrubs up well | Scrubs up well.
TeaAndToast | - | the tea and toast after surgery or a birth | The tea and toast after.
Chartwell | - | chart + Chartwell: patient charts kept well | Charts kept well.
Callbell | home elderly hospital | the call bell by a patient's bed | Answered when the bell rings.
Shiftswap | nurse shift app | nurses swapping shifts | Swap shifts in seconds.
Dripstand | hospital clinic | the drip stand by the bed | Care on a drip stand.
KettleOn | home elderly carer | the kettle on: a home carer's first job | We'll put the kettle on.
Bankshift | nurse agency shift | the bank shift, extra shifts nurses pick up | Bank shifts, booked simply.
Obschart | nurse hospital | the obs chart of a patient's readings | Every reading, charted.
Pillpost | pharmacy clinic | pills by post: repeat medicines delivered | Your repeat pills, posted.
Nightsit | home elderly night | night sitting, the carer through the night | Someone there through the night.
Tempcheck | agency nurse | a temperature check + temp nurses | The temp nurse you need.
Stethside | clinic doctor | by the stethoscope's side | Care at the stethoscope's end.
Bedbay | hospital ward | a bed bay on a hospital ward | Every bay looked after.
VisitingHour | hospital elderly | the visiting hour everyone looks forward to | Worth the visiting hour.
Cottageward | rural clinic hospital | the small cottage hospital ward | Small wards, big care.
Sutureline | clinic surgery | the neat line of a stitched wound | Stitched neatly, healed well.
Dosette | pharmacy home elderly | the dosette box that sorts pills by day | Every dose, sorted.
Pulsecheck | - | the pulse check at every visit | Checked every visit.
`)
