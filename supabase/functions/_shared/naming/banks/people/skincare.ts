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
# r10: detail names
Flarebalm | eczema psoriasis flare | a balm for flare-ups | Calm for every flare-up.
Nappybalm | baby infant nappy diaper | a balm for nappy rash | Soft bottoms, happy babies.
Cradlecream | baby infant newborn | cream for cradle cap and baby skin | Gentle cream for the cradle years.
Inkbalm | tattoo tattoos | a balm for fresh tattoo ink | Keep your ink bright.
Tin & Bar | plasticfree zerowaste soap bar bars | balms in tins, cleansers in bars: no plastic | No plastic, just tins and bars.
Spotfade | pigmentation melasma darkspot | fading dark spots | Dark spots, fading.
Sheajar | shea melanin african | a jar of shea butter | Shea for rich, deep skin.
`)
