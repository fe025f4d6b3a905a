import { bank } from '../types.ts'

export default bank('skincare', `
Dewjar | - | a jar of dewy moisture | Dewy skin, by the jar.
Hushbalm | sensitive | a balm that hushes angry skin | Hush for angry skin.
Oatcalm | sensitive natural | oats that calm itchy skin | Oats for calm skin.
*Porewell | acne teen | pore + farewell: saying goodbye to clogged pores | Say farewell to clogged pores.
Razorkind | men shave shaving | kind to skin after the razor | Kind to skin after the razor.
Retinight | mature anti aging night | retinol + night: overnight renewal | Retinol while you sleep.
Shadeside | sun spf | the shady side of the street: daily sun care | Keep to the shady side.
Kelpbath | natural organic sea coastal | kelp, the seaweed used in sea baths | Seaweed for softer skin.
Thirstjar | dry | a jar for thirsty skin | For skin that is always thirsty.
Seoulstep | korean kbeauty | the step-by-step Seoul routine | The Seoul routine, step by step.
Glasscheek | korean kbeauty | the glass-smooth cheek Korean routines aim for | Cheeks as smooth as glass.
`)
