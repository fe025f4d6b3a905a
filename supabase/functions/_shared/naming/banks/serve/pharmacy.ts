import { bank } from '../types.ts'

export default bank('pharmacy', `
Counterbell | - | the bell on the pharmacy counter that brings a friendly face | Ring the bell, we are here.
Herbdrawer | natural herbal apothecary | the drawer of dried herbs in an old apothecary | Remedies from the herb drawer.
Refillday | online delivery mail repeat | the day your repeat refill arrives | Your refill, on time.
Lanechemist | rural village community | the chemist down the lane | Down the lane, on your side.
*Pharmhouse | rural village farm | a farmhouse chemist for the country | The country chemist.
*Jetjab | travel vaccine vaccines vaccination holiday abroad | the jab before the jet | Jab first, then the jet.
Sleeveup | travel vaccine flu clinic | roll your sleeve up for the jab | Sleeve up, done in a minute.
Careround | elderly senior dosette carehome seniors older carehomes | the pharmacist's round of care homes | On our round, every week.
Snifflestop | family kids children baby parent | stopping the sniffles | For sniffles and scrapes.
Tailtonic | pet vet animal | a tonic that keeps tails wagging | Keep them wagging.
# r10: detail names
Balmcounter | skincare skin beauty eczema acne | balm + counter: the skincare counter | Soothing skin, one balm at a time.
Sugarcheck | diabetes diabetic insulin glucose | sugar + check: a blood sugar check at the counter | Check your sugar while you shop.
Lastpuff | smoking smoker smokers quit nicotine | the last puff before quitting | Make it the last puff.
Patchday | smoking smoker quit nicotine | patch + day: day one on the nicotine patch | Day one starts here.
Pestle & Moon | late latenight overnight night | the pestle and mortar, open under the moon | Open when the moon is up.
Vitaminjar | vitamin vitamins supplements nutrition | vitamin + jar: the jar of daily vitamins | Your daily jar, well stocked.
Pollencounter | allergy allergies hayfever pollen | pollen count + counter: help on high-pollen days | When the count is high, come in.
# r11: detail names
Scalestep | weight weightloss slimming diet | stepping on the scale at the chemist each week | Step on, see the change.
Plainwrap | sexual contraception contraceptive discreet | plain + wrap: sexual health help, handed over discreetly | Quiet advice, plain bag.
Cuffcheck | blood pressure cholesterol heart | cuff + check: the blood pressure cuff at the counter | Cuff on, know your numbers.
Flushfan | menopause perimenopause hrt | a hand fan for hot flushes | Help for the hot flushes.
Bumpshelf | pregnancy pregnant fertility maternity | bump + shelf: a shelf for the months of the bump | For the bump and beyond.
Canerack | mobility aids walking wheelchair wheelchairs | the rack of walking canes in the chemist | Canes, frames, and a steady hand.
Doorscript | delivery prescriptions prescription housebound | door + script: prescriptions brought to the door | Your script, at your door.
# r12: detail names
Clickscript | online app prescription prescriptions | click + script: order your prescription online | Order online, collect or delivered.
Scriptpost | online mail delivery post | pills sent by post | Your prescription, by post.
Plaster & Lolly | kids children family | a plaster and a lolly for a brave child | Plasters, medicine and a lolly.
Remedyshelf | natural herbal remedies homeopathic | a shelf of natural remedies | Natural remedies, with a pharmacist's advice.
Jabday | flu vaccine vaccination jab clinic | the day you get your flu jab | Flu jabs, no appointment needed.
# r13: detail names
Crownback | hairloss hair balding bald thinning | crown + back: the thinning crown of the head, growing back | Get your crown back.
Nighthatch | 24hour allnight overnight night | the night hatch of a chemist that never closes | Ring the hatch, any hour.
Earpop | ear ears earwax wax microsuction hearing | the pop when a blocked ear clears at the chemist | Hear the kettle again.
# r14: detail names
Sevenday Pillbox | elderly senior seniors older dosette carehome carehomes | the seven-day pill box, filled for you each week | Every day's pills, sorted for the week.
Fever Spoon | kids children child baby babies toddler toddlers parent parents | the little medicine spoon for a child's fever | For fevers, teeth and tears.
Lastbus Chemist | late latenight overnight night 24hour | the chemist still open when the last bus goes | Open till the last bus.
Departure Kit | travel vaccine vaccines vaccination holiday holidays abroad malaria | the health kit packed before departure | Jabs, tablets and plasters for the trip.
Looser Belt Clinic | weight weightloss slimming diet wegovy mounjaro | a weight clinic whose goal is a looser belt | Weekly weigh-ins, a looser belt.
`)
