import { bank } from '../types.ts'

export default bank('dental care', `
Rinsecup | - | the little cup you rinse with at the end of every check-up | All done, have a rinse.
Hushchair | nervous anxious phobia scared | a hushed chair for nervous patients | Nervous? Sit back and hush.
*Molarbear | kids child pediatric family children | molar + polar bear: a friendly dentist for little ones | Big bear hugs, healthy molars.
*Sugarbug | kids child pediatric children | sugar bugs, what dentists call plaque for kids | Brushing away the sugar bugs.
Wigglegap | kids child pediatric children | the gap a wiggly milk tooth leaves | Wiggly teeth welcome.
Pearlcoat | cosmetic whitening veneer veneers | a pearly coat: veneers and whitening | A pearly coat for every tooth.
Bracewell | orthodontic ortho brace aligner braces aligners orthodontics | braces, done well | Braces, done well.
Brushcup | family | the family brush cup by the sink | One cup, every toothbrush.
Chipmend | emergency repair urgent | mending a chipped tooth | Chipped? Mended.
Titanroot | implant implants | a titanium root: the base of an implant | A titanium root for a lifelong smile.
Silvergrin | senior denture elderly dentures | smiles for silver years | Silver years, confident smiles.
Pitchguard | sports mouthguard mouthguards | teeth guarded on the pitch | Keep your smile on the pitch.
Scrumsafe | sports mouthguard mouthguards | teeth safe in the scrum | Safe in the scrum.
# r10: detail names
Scale & Polish | hygienist hygiene cleaning clean | the scale and polish at the hygienist | Scaled, polished, smiling.
Flossboss | hygienist hygiene floss cleaning | the boss of flossing | Floss like a boss.
Toothvan | mobile van visiting | a dental surgery in a van | The dentist comes to you.
Jawrest | grinding grind bruxism clench jaw | a rest for a jaw that grinds at night | Stop grinding, start resting.
Lunchcheck | lunch lunchtime | a check-up in your lunch break | Check-up done by one o'clock.
Cap & Crown | crown crowns bridge | caps and crowns for broken teeth | Capped, crowned, good as new.
# r11: detail names
Shadeup | whitening whiten white stain stains | going up the whitening shade guide | Go up a shade.
Stainlift | whitening stain stains | coffee and tea stains lifted off | Coffee stains, lifted.
Trayswap | aligner aligners invisalign clear | swapping to the next aligner tray | Swap the tray, see the change.
Colourbands | braces brace teen teens | picking the colour of your brace bands | Pick your colours, straighten your smile.
Fairfill | affordable budget cheap nhs | fillings at a fair price | Fair prices, fine fillings.
Porcelain Grin | veneer veneers cosmetic makeover | a grin of porcelain veneers | A porcelain grin, made for you.
Rootanchor | implant implants | an anchor root for a new tooth | A new tooth, anchored for life.
# r12: detail names
Handraise | nervous anxious phobia scared | raise your hand and we stop: care for nervous patients | Raise your hand, we stop.
Sleepy Chair | sedation nervous anxious phobia | sedation in the dentist's chair for the very nervous | Doze through the drilling.
Latechair | evening evenings late afterwork | a dental chair open in the evening after work | Checkups after work.
Bedside Brush | mobile visiting carehome housebound | the dentist who brings the brush to the bedside | Dental care at the bedside.
Toothbrush Row | family | a family's row of toothbrushes in the bathroom | Every toothbrush in the house.
# r13: detail names
Monthly Molar | plan plans membership monthly subscription | a monthly plan that keeps your molars checked | Check-ups covered, month by month.
Quietjaw | snoring snore snorer apnoea apnea | quiet + jaw: a mouth guard that stops the snoring | Quiet nights, rested jaws.
Toothache Today | urgent sameday toothache pain | toothache seen today, not next week | Toothache today, seen today.
# r14: detail names
Ouchline | emergency urgent repair broken chipped | ouch + line: the number to call when a tooth hurts | Call the ouch line, seen today.
Newbite | implant implants | new + bite: implants that give you a firm bite again | Bite into an apple again.
Checkup Club | plan plans membership monthly subscription | a monthly club that covers your checkups | Checkups covered, every month.
`)
