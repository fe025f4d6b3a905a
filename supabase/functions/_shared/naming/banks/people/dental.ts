import { bank } from '../types.ts'

export default bank('dental care', `
Molarwise | - | wise about every molar: careful, modern dentistry | Care, right down to the molar.
Smilecraft | - | the craft of a healthy smile | Healthy smiles, carefully made.
Toothkind | - | kind to teeth, kind to patients | Kind care for every tooth.
Enamelwell | - | enamel kept well for life | Strong enamel, for life.
Grinwright | - | a maker of grins | Grins, well made.
Cleanbite | - | a clean, healthy bite | A clean bite, every check-up.
Brushright | - | brushing right, taught kindly | Brush right, smile more.
Enamelward | - | a ward of enamel: watching over your teeth | Watching over your smile.
Flossfriend | - | a friend who reminds you to floss | The friend who says floss.
Hushchair | nervous anxious | a hushed chair for nervous patients | Nervous? Sit back and hush.
Quietdrill | nervous anxious | a quiet drill for quieter nerves | Quieter drills, calmer visits.
Hushdental | nervous anxious sedation | a hushed, calm practice for anxious patients | Calm visits, no rush.
Molarbear | kids child pediatric family | molar + polar bear: a friendly dentist for little ones | Big bear hugs, healthy molars.
Sugarbug | kids child pediatric | sugar bugs, what dentists call plaque for kids | Brushing away the sugar bugs.
Wigglegap | kids child pediatric | the gap a wiggly milk tooth leaves | Wiggly teeth welcome.
Pearlcoat | cosmetic whitening veneer | a pearly coat: veneers and whitening | A pearly coat for every tooth.
Whitebite | cosmetic whitening | a whiter bite | Whiter, still you.
Shadelift | cosmetic whitening veneer | a lift in the shade of your teeth | Give your smile a lift.
Bracewell | orthodontic ortho brace aligner | braces, done well | Braces, done well.
Straightsure | orthodontic ortho brace aligner | sure, steady straightening | The straight way to a straight smile.
Alignwise | orthodontic ortho aligner adult | clear aligners for grown-ups | Straight teeth, invisibly.
Freshpolish | hygiene hygienist clean | a fresh polish at every hygiene visit | Scaled, polished, fresh.
Gumcare | hygiene hygienist gum | care for gums first | Healthy gums, strong teeth.
Scalefresh | hygiene hygienist clean | scaled and fresh after a clean | Leave feeling fresh.
Brushcup | family | the family brush cup by the sink | One cup, every toothbrush.
Clanchair | family | one chair for the whole clan | Every smile in the family.
Lifetooth | family | care for teeth through life | From first tooth to false teeth.
Samedaysmile | emergency | a same-day appointment back to smiling | Toothache today, smiling today.
Chipmend | emergency repair | mending a chipped tooth | Chipped? Mended.
Achefix | emergency | fixing toothache fast | Toothache? Fixed today.
Titanroot | implant | a titanium root: the base of an implant | A titanium root for a lifelong smile.
Rootsure | implant | a sure, strong root | A root you can rely on.
Newanchor | implant | a new anchor for a lost tooth | A new anchor for your smile.
Silvergrin | senior denture elderly | smiles for silver years | Silver years, confident smiles.
Dentureease | senior denture elderly | dentures made easy | Dentures that fit and feel right.
Gumguardian | sports mouthguard | guarding teeth on the pitch | Guarded on the pitch.
Pitchguard | sports mouthguard | teeth guarded on the pitch | Keep your smile on the pitch.
Snugplate | senior denture elderly | a snug plate: dentures that fit | Dentures that stay put.
Scrumsafe | sports mouthguard | teeth safe in the scrum | Safe in the scrum.
Goldcrown | private luxury | golden crowns and private care | Private care, crowned in gold.
`)
