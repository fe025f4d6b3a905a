import { bank } from '../types.ts'

export default bank('skincare', `
Dabwell | - | a small dab of cream, done well | Just a dab, done well.
Dewjar | - | a jar of dewy moisture | Dewy skin, by the jar.
Clearmorrow | - | clear skin tomorrow from care tonight | Care tonight, clear tomorrow.
Skinwise | - | wise choices for your skin, ingredient by ingredient | Fewer products, wiser skin.
Facefable | - | the story your face tells, told well | Skin with a better story.
Poreplain | - | plain, honest care for pores | Plain care, clear pores.
Softmorn | - | soft skin every morning | Wake up soft.
Wakesoft | - | waking to soft skin after night care | Wake soft, every morning.
Creamcraft | - | small-batch creams made with craft | Creams made by craft.
Hushbalm | sensitive | a balm that hushes angry skin | Hush for angry skin.
Oatcalm | sensitive natural | oats that calm itchy skin | Oats for calm skin.
Milkwash | dry sensitive | a milky wash that cleans without stripping | Clean skin that still feels soft.
Redlessly | sensitive redness rosacea | skin that calms to less redness | Calm skin, less red.
Porewell | acne teen | pore + farewell: saying goodbye to clogged pores | Say farewell to clogged pores.
Spotfade | acne teen | spots that fade, checked daily | Spots, checked and cleared.
Blemishbay | acne teen | a bay where blemishes wash away | Blemishes, washed out to sea.
Clearcheek | acne teen | clear cheeks for teens and adults | Clear cheeks, no fuss.
Stubbleford | men beard | stubble + a town-like -ford: grooming for stubbled faces | Stubble, sorted.
Razorkind | men shave shaving | kind to skin after the razor | Kind to skin after the razor.
Jawcare | men beard shave | care for the jaw, shaved or bearded | Jaw care, no fuss.
Laughkeep | mature anti aging | keep the laugh lines, soften the rest | Keep the laugh lines, soften the rest.
Retinight | mature anti aging night | retinol + night: overnight renewal | Retinol while you sleep.
Silvertone | mature anti aging | an even tone in silver years | Even tone, silver years.
Brimshade | sun spf | the shade of a hat brim, in a bottle | Shade, without the hat.
Shadeside | sun spf | the shady side of the street: daily sun care | Keep to the shady side.
Sunsafe | sun spf | a safe day in the sun | Safe skin, sunny days.
Stillherb | natural herbal organic | herbs from the old still room, where houses made balms | Herbal care, made the old way.
Elderwater | natural herbal organic | elderflower water, the old cooling toner | Cool, fresh elderflower toning.
Kelpbath | natural organic sea coastal | kelp, the seaweed used in sea baths | Seaweed for softer skin.
Plantdrop | vegan plant | a drop of plant-only serum | Plant-made, drop by drop.
Leafserum | vegan plant | a serum made from leaves, never animals | Leaf-made, animal-free.
Kindskin | vegan cruelty-free | skincare kind to skin and animals | Kind to skin, kind to animals.
Quenchly | dry | quench with a light ending: moisture for thirsty skin | Thirsty skin, quenched.
Thirstjar | dry | a jar for thirsty skin | For skin that is always thirsty.
Drinkdew | dry | a dew your skin drinks in | Skin that drinks it in.
Seoulstep | korean kbeauty | the step-by-step Seoul routine | The Seoul routine, step by step.
Glasscheek | korean kbeauty | the glass-smooth cheek Korean routines aim for | Cheeks as smooth as glass.
Essencebay | korean kbeauty | a bay of essences and layers, Korean-style | Layer by layer, the Korean way.
Refillbar | eco refill zero-waste | a bar you refill instead of throwing away | Refill, never throw away.
Bareshelf | eco zero-waste plastic-free | a bare bathroom shelf: solid bars, no plastic | A bare shelf, no bottles.
Keeptin | eco zero-waste plastic-free | a tin of cream you keep and refill | Keep the tin, refill the cream.
Velvetskin | luxury | luxury care for velvet-soft skin | Velvet skin, night after night.
Pearlcream | luxury | a rich cream with a pearly finish | A pearly finish, every morning.
Silkserum | luxury | a silky, premium serum | Silk in a bottle.
Babybalm | baby kids | a gentle balm for baby skin | Gentle enough for newborn skin.
`)
