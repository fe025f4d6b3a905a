import { bank } from '../types.ts'

export default bank('dental care', `
Molarity | - | molar + molarity: dentistry with a scientific edge | Care, right down to the molar.
MilkTooth | kids child pediatric | milk teeth, a child's first teeth | Care from the first milk tooth.
Shadeguide | cosmetic whitening | the shade guide dentists match teeth to | Whiter, matched to you.
Archwire | orthodontic ortho brace | the arch wire that guides braces | Straight smiles, wire by wire.
Calmchair | nervous anxious | a calm chair for nervous patients | Nervous? Sit back in the calm chair.
Bitewing | - | the bitewing x-ray dentists check between teeth | We see what's between.
Wobblytooth | kids child pediatric | a child's wobbly tooth | Wobbly teeth welcome.
Smileline | cosmetic whitening | the smile line cosmetic dentists design around | Design your smile line.
Powerchain | orthodontic ortho brace | the power chain that closes gaps in braces | Gaps closed, link by link.
Happygas | nervous anxious | happy gas, the laughing gas that calms patients | A little happy gas, a lot less fear.
Incisive | - | incisor + incisive: sharp, clear dentistry | Sharp care, clear advice.
Sugarbug | kids child pediatric | sugar bugs, what dentists call plaque for kids | Brushing away the sugar bugs.
Scaleandpolish | hygiene hygienist clean | the scale and polish at every hygiene visit | Scaled, polished, fresh.
TwoMinutes | family | two minutes, the time every brush should take | Two minutes, twice a day.
FillingStation | - | filling + filling station: quick, friendly fillings | Pull in for a filling.
Quietdrill | nervous anxious | a quiet drill for quieter nerves | Quieter drills, calmer visits.
Pearlcoat | cosmetic whitening veneer | a pearly coat: veneers and whitening | A pearly coat for every tooth.
Bracewell | orthodontic ortho brace aligner | braces, done well | Braces, done well.
Mouthmirror | - | the small mouth mirror every dentist holds | We look in every corner.
Molarbear | kids child family | molar + polar bear: a friendly dentist for little ones | Big bear hugs, healthy molars.
Polishcup | hygiene hygienist clean | the polish cup that buffs teeth smooth | Buffed smooth.
CrownJewel | - | crown + crown jewels: crowns that sparkle | Crowns fit for a jewel box.
Samedaysmile | emergency | a same-day appointment back to smiling | Toothache today, smiling today.
Gumline | hygiene hygienist gum | the gum line where hygiene matters most | Care along the gum line.
Chairside | - | chairside manner: care with the patient | Care at the chairside.
Titanroot | implant | a titanium root: the base of an implant | A new root, built to last.
Crownfix | emergency repair | fixing a broken crown quickly | Broken crown? Fixed fast.
Gumdrop | kids child | a gumdrop sweet, with a wink: gums and teeth for kids | The only gumdrop we recommend.
Brushcup | family | the family brush cup by the sink | One cup, every toothbrush.
OpenWide | - | open wide: the two words every patient knows | Open wide, relax.
Chipmend | emergency repair | mending a chipped tooth | Chipped? Mended.
Tuftbrush | hygiene hygienist | the single-tuft brush for hard-to-reach teeth | Reaching every corner.
`)
