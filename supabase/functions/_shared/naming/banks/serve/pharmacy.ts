import { bank } from '../types.ts'

export default bank('pharmacy', `
Counterbell | - | the bell on the pharmacy counter that brings a friendly face | Ring the bell, we are here.
Dosewell | - | the right dose, and you well again | The right dose, well explained.
Tonicday | - | the day a good tonic picks you up | Something to pick you up.
Trustscript | - | a prescription in hands you trust | Trusted with every prescription.
Calmcounter | - | a calm counter where questions are welcome | Ask us anything.
Remedyrow | - | a row of remedies on the shelf | The right remedy, off the shelf.
Cornerdose | - | the corner chemist with the right dose | Your corner chemist.
Askwell | - | ask us, and get well | Ask us first.
Herbdrawer | natural herbal apothecary | the drawer of dried herbs in an old apothecary | Remedies from the herb drawer.
Mortarleaf | natural herbal apothecary compounding | a leaf ground in a mortar, the apothecary's way | Ground by hand, the old way.
Rootremedy | natural herbal apothecary | remedies from roots and herbs | Remedies from the root.
Compoundry | compounding apothecary | a foundry of compounded medicines | Medicines made for one.
Tailorscript | compounding apothecary | a prescription tailored to one person | Made for you alone.
Pestlecraft | compounding apothecary | the craft of the pestle | Mixed by hand.
Pillmail | online delivery mail | your pills by post | Prescriptions through the letterbox.
Refillday | online delivery mail repeat | the day your repeat refill arrives | Your refill, on time.
Clickchemist | online delivery mail | a chemist a click away | A chemist, one click away.
Villagevial | rural village community | the village chemist | The village chemist.
Lanechemist | rural village community | the chemist down the lane | Down the lane, on your side.
Pharmhouse | rural village farm | a farmhouse chemist for the country | The country chemist.
Jetjab | travel vaccine | the jab before the jet | Jab first, then the jet.
Tropicjab | travel vaccine | the jabs you need for the tropics | Ready for the tropics.
Sleeveup | travel vaccine flu clinic | roll your sleeve up for the jab | Sleeve up, done in a minute.
Weekpack | elderly senior dosette carehome | a week of pills packed day by day | A week of pills, sorted.
Pillcalendar | elderly senior dosette carehome | pills set out day by day like a calendar | Every dose in its day.
Careround | elderly senior dosette carehome | the pharmacist's round of care homes | On our round, every week.
Snifflestop | family kids children baby parent | stopping the sniffles | For sniffles and scrapes.
Tummyspoon | family kids children baby parent | a spoon of medicine for an upset tummy | One spoonful, and off to sleep.
Plasterbox | family kids children baby parent | the family box of plasters and remedies | For every scraped knee.
Skinsalve | skin skincare eczema | salve for sore skin | Calm for sore skin.
Clearbalm | skin skincare eczema | balm for clearer skin | Clearer skin, gently.
Rashrest | skin skincare eczema | rest for an angry rash | Rest for angry skin.
Vetvial | pet vet animal | medicines for pets | Medicines for pets.
Tailtonic | pet vet animal | a tonic that keeps tails wagging | Keep them wagging.
Whiskerdrop | pet vet animal | drops for cats and small pets | Drops for whiskered patients.
Latelamp | late night afterhours | the chemist's lamp still on late | Open late, lamp on.
Latehatch | late night afterhours | the late hatch where medicine is handed out after hours | After hours, at the hatch.
Nightwindow | late night afterhours | the late-night hatch where you collect medicine | Open when you need us.
`)
