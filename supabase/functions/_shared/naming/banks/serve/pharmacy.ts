import { bank } from '../types.ts'

export default bank('pharmacy', `
Counterbell | - | the bell on the pharmacy counter that brings a friendly face | Ring the bell, we are here.
Herbdrawer | natural herbal apothecary | the drawer of dried herbs in an old apothecary | Remedies from the herb drawer.
Refillday | online delivery mail repeat | the day your repeat refill arrives | Your refill, on time.
Lanechemist | rural village community | the chemist down the lane | Down the lane, on your side.
*Pharmhouse | rural village farm | a farmhouse chemist for the country | The country chemist.
*Jetjab | travel vaccine | the jab before the jet | Jab first, then the jet.
Sleeveup | travel vaccine flu clinic | roll your sleeve up for the jab | Sleeve up, done in a minute.
Careround | elderly senior dosette carehome | the pharmacist's round of care homes | On our round, every week.
Snifflestop | family kids children baby parent | stopping the sniffles | For sniffles and scrapes.
Tailtonic | pet vet animal | a tonic that keeps tails wagging | Keep them wagging.
*Pestle & Pill | natural herbal apothecary compounding | the pestle of the old apothecary and the pill of the modern one | Old remedies, modern medicine.
*Capsule Kitchen | compounding apothecary | medicines mixed and made up to order, like a kitchen | Your medicine, made to order.
*Village Green Chemist | rural village community | the chemist on the village green | Your chemist on the green.
*Spoonful Of Sugar | family kids children baby parent | a spoonful of sugar helps the medicine go down | Medicine made easier for little ones.
*Bumps & Bruises | family kids children | the bumps and bruises of family life, patched up | For every bump and bruise.
*Purrscription | pet vet animal cat | purr + prescription: medicines for cats and other pets | Medicine for every purr.
*Night Owl Chemist | late night afterhours | the chemist that stays open for night owls | Open late for night owls.
*Green Cross Corner | - | the green cross of a chemist on the street corner | Look for the green cross.
*Pill Post | online delivery mail repeat | repeat prescriptions sent by post | Your repeats, in the post.
`)
