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
*Stubble Trouble | men beard | the itch and rash of stubble, sorted | No more stubble trouble.
*Laugh Lines | mature anti aging | the laugh lines worth keeping, with skin kept soft around them | Keep the laugh lines, soften the rest.
*Sunhat Serum | sun spf | the shade of a sunhat in a daily serum | A sunhat in every drop.
*Garden Tonic | natural herbal organic | a toner made from garden herbs | Herbs from the garden, straight to skin.
*Bar None | eco zero-waste plastic-free | solid skincare bars, bar none better for the planet | Solid bars, no bottles, no bin.
*RefillRound | eco zero-waste plastic-free refill | a milk-round style refill of your skincare tins | Your tins refilled, like the milk round.
`)
