import { bank } from '../types.ts'

export default bank('pharmacy', `
Counterbell | - | the bell on the pharmacy counter that brings a friendly face | Ring the bell, we are here.
Herbdrawer | natural herbal apothecary | the drawer of dried herbs in an old apothecary | Remedies from the herb drawer.
Mortarleaf | natural herbal apothecary compounding | a leaf ground in a mortar, the apothecary's way | Ground by hand, the old way.
Tailorscript | compounding apothecary | a prescription tailored to one person | Made for you alone.
Pestlecraft | compounding apothecary | the craft of the pestle | Mixed by hand.
Refillday | online delivery mail repeat | the day your repeat refill arrives | Your refill, on time.
Villagevial | rural village community | the village chemist | The village chemist.
Lanechemist | rural village community | the chemist down the lane | Down the lane, on your side.
Pharmhouse | rural village farm | a farmhouse chemist for the country | The country chemist.
Jetjab | travel vaccine | the jab before the jet | Jab first, then the jet.
Sleeveup | travel vaccine flu clinic | roll your sleeve up for the jab | Sleeve up, done in a minute.
Careround | elderly senior dosette carehome | the pharmacist's round of care homes | On our round, every week.
Snifflestop | family kids children baby parent | stopping the sniffles | For sniffles and scrapes.
Tummyspoon | family kids children baby parent | a spoon of medicine for an upset tummy | One spoonful, and off to sleep.
Plasterbox | family kids children baby parent | the family box of plasters and remedies | For every scraped knee.
Tailtonic | pet vet animal | a tonic that keeps tails wagging | Keep them wagging.
Whiskerdrop | pet vet animal | drops for cats and small pets | Drops for whiskered patients.
Latelamp | late night afterhours | the chemist's lamp still on late | Open late, lamp on.
Latehatch | late night afterhours | the late hatch where medicine is handed out after hours | After hours, at the hatch.
`)
