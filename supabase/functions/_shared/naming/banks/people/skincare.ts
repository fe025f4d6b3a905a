import { bank } from '../types.ts'

export default bank('skincare', `
Dewjar | - | a jar of dewy moisture | Dewy skin, by the jar.
Hushbalm | sensitive fragrancefree unscented hypoallergenic | a balm that hushes angry skin | Hush for angry skin.
Oatcalm | sensitive natural | oats that calm itchy skin | Oats for calm skin.
*Porewell | acne teen | pore + farewell: saying goodbye to clogged pores | Say farewell to clogged pores.
Razorkind | men shave shaving | kind to skin after the razor | Kind to skin after the razor.
Retinight | mature anti aging night antiaging ageing wrinkles | retinol + night: overnight renewal | Retinol while you sleep.
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
# r11: detail names
Coolcheek | rosacea redness flushing | a cool, calm cheek | Calm for red cheeks.
Blotpaper | oily shine combination | blotting paper for shiny skin | Less shine, all day.
Hivebalm | honey beeswax bee bees | a balm made with beeswax and honey | Balm from the hive.
Pail & Bar | goat goatmilk milk | a pail of goat's milk made into a soap bar | Goat's milk, made into soap.
Knucklebalm | hand hands cracked gardener gardeners | a balm for cracked knuckles | For hard-working hands.
Liptin | lip lips chapped | a tin of lip balm | A tin for every pocket.
Bumpbutter | pregnancy pregnant stretch maternity bump | a rich butter for the bump | Butter for your bump.
Sprout & Serum | vegan crueltyfree plantbased | plant sprouts in a serum | Serums grown from plants.
Haldi & Neem | ayurvedic ayurveda turmeric neem | turmeric and neem, the Ayurvedic staples | Turmeric and neem, the old way.
Chafestick | chafe chafing runner runners athlete | a balm stick that stops chafing | Run further, chafe less.
Stubblebalm | men mens beard stubble | a balm for stubble and the skin under it | Soft stubble, calm skin.
# r12: detail names
Stirpot | handmade smallbatch | creams stirred in small pots by hand | Stirred by hand, in small pots.
Goldleaf Serum | luxury | a serum with real gold leaf: luxury skincare | A little gold for your face.
Clearchin | acne spots teen breakout | a clear chin after breakouts | Clearer chin, calmer skin.
Fiftydew | mature older menopause | dewy skin after fifty: care for mature skin | Dewy skin, well past fifty.
Sunhat Serum | sun spf sunscreen | a serum that works like a sunhat | Your face's sunhat.
Deepdrink | dry dehydrated | a deep drink of moisture for dry skin | A long drink for dry skin.
Grazebalm | kids child children | a balm for scraped knees and grazes | For knees, elbows, and tumbles.
# r13: detail names
Steam & Towel | facial facials esthetician aesthetician clinic salon | the warm towel laid over your face at a facial | Lie back, the towel's warm.
Hempdrop | cbd hemp cannabis | a drop of hemp oil for calm skin | A drop of hemp, calm skin.
Clementine Serum | vitamin vitaminc brightening dull | a vitamin C serum bright as a clementine | Dull skin, brightened.
Puffless | eye eyes undereye puffy puffiness | less puff under the eyes | Wake up less puffy.
# r14: detail names
Calendula Field | organic botanical | organic calendula petals from the field | Grown in a field, not a lab.
Laughline Serum | antiaging aging ageing wrinkles wrinkle mature retinol | a serum for the lines laughing leaves | Keep the laughs, soften the lines.
Returnjar | plasticfree zerowaste refill refills refillable | a glass jar you bring back to refill | Bring the jar back. We refill it.
Lunchtime Matte | oily shine shiny combination pores | skin still matte at lunchtime | Still matte by lunch.
# r16: detail names
Bristlewash | men mens man male guys beard beards stubble grooming | bristle + wash: a face wash for bristly chins | A face wash that gets through stubble.
Lathercup | men mens man male shave shaving razor | the cup a shaving lather is whipped up in | Whip it up, shave it smooth.
Patchpass | sensitive reactive allergy allergies allergic hypoallergenic irritation | patch + pass: made to pass the patch test | Passes the patch test first time.
Featherfoam | sensitive reactive hypoallergenic fragrancefree unscented gentle | a cleansing foam as light as a feather | Light as a feather on touchy skin.
Beeless Salve | vegan crueltyfree plantbased animalfree beeswaxfree | a salve made with plant waxes, no beeswax | All the salve, none of the bees.
Pestlemade | handmade smallbatch homemade artisan artisanal | ground with a pestle, made by hand | Ground by hand, batch by batch.
Cottonglove | eczema dermatitis psoriasis itchy itching itch | the soft cotton gloves worn over cream at night for eczema | Cream on, gloves on, no scratching.
# r19: detail names
*Gruff & Gentle | men man male mens guys sensitive reactive irritation gentle | a gruff face and gentle care for the sensitive skin under it | Gruff on the outside, gentle on the skin.
Steel & Aloe | men man male mens guys sensitive shave shaving razorburn irritation | the steel of the razor and the aloe that soothes the skin after it | After the steel, the aloe.
`)
