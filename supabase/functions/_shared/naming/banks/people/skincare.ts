import { bank } from '../types.ts'

export default bank('skincare', `
Stillroom | natural herbal organic | the still room where old houses made herbal balms | Balms made the stillroom way.
FirstPass | men shave shaving | the first pass of the razor, with the grain | A smooth first pass.
Dropperful | - | a dropperful of serum: the right dose every time | One dropperful, every morning.
Hushbalm | sensitive | a balm that hushes angry skin | Hush for angry skin.
Spotcheck | acne teen | spot + spot check: clear skin, checked daily | Spots, checked and cleared.
Dabwell | - | a small dab of cream, done well | Just a dab, done well.
Laughline | mature anti aging | the laugh lines worth keeping, softly cared for | Keep the laugh lines, soften the rest.
WithTheGrain | men shave shaving | shaving with the grain, the way that does not burn | Shave with the grain.
Brimshade | sun spf | the shade of a hat brim, in a bottle | Shade, without the hat.
DoubleCleanse | - | the double cleanse: oil first, then foam | Cleanse twice, wake up clean.
Oatcalm | sensitive natural | oats that calm itchy skin | Oats for calm skin.
Porewell | acne teen | pore + farewell: saying goodbye to clogged pores | Say farewell to clogged pores.
Dewfall | - | the dew that falls at night: overnight moisture | Wake up dewy.
Retinight | mature anti aging night | retinol + night: overnight renewal | Retinol while you sleep.
Lathercup | men shave shaving | the cup where shaving lather is whipped | Whipped lather, close shave.
PatchTest | sensitive | the patch test sensitive skin does first | Patch-tested for sensitive skin.
FactorFifty | sun spf | factor fifty, the sun protection that counts | Fifty, every day.
Balmoral | - | balm + Balmoral: a balm fit for a castle | Balm fit for a castle.
Elderwater | natural herbal organic | elderflower water, the old cooling toner | Cool, fresh elderflower toning.
Dotpatch | acne teen | the little dot patches that flatten spots overnight | Dot it, sleep, done.
Softfocus | mature anti aging | soft focus: skin that looks gently blurred | Skin in soft focus.
Stubbleford | men beard | stubble + a town-like -ford: grooming for stubbled faces | Stubble, sorted.
PatDry | - | the gentle pat dry after washing, never rubbed | Pat, never rub.
Kelpbath | natural organic sea | kelp, the seaweed used in sea baths | Seaweed for softer skin.
Shadeside | sun spf | the shady side of the street: daily sun care | Keep to the shady side.
HotCloth | facial cleanser | the hot cloth cleanse: warm, muslin-wiped skin | Warm cloth, clean skin.
Peachfuzz | facial | the soft peach fuzz on every face, cared for | Soft as peach fuzz.
TenStep | korean kbeauty | the ten-step routine skincare fans love | All ten steps, done right.
Dropshot | serum | a drop of serum + a tennis drop shot: small and precise | One precise drop.
Quenchly | dry | quench with a light ending: moisture for thirsty skin | Thirsty skin, quenched.
Milkwash | dry sensitive | a milky wash that cleans without stripping | Clean skin that still feels soft.
Dewjar | - | a jar of dewy moisture | Dewy skin, by the jar.
`)
