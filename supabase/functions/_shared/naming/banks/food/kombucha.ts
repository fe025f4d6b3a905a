import { bank } from '../types.ts'

export default bank('kombucha', `
Crock & Cap | - | brewed in a crock, capped in a bottle | From the crock to the cap.
Tartleaf | - | tea leaves brewed into something tart | Tea, turned tart and lively.
Second Fizz | - | the second ferment in the bottle makes the fizz | The second ferment is where the fizz lives.
Hiss & Pop | - | the hiss of a live kombucha when the cap comes off | Listen for the hiss.
Motherbrew | - | the mother culture that turns sweet tea into kombucha | Every batch starts with the mother.
Booch After Dark | hard alcoholic boozy alcohol adult adults | hard kombucha for the evening | Kombucha, grown up for the night.
Hibiscus Blush | hibiscus floral flower flowers pink | hibiscus blushes kombucha a deep pink | Pink, tart and floral.
Honey Jun | jun honey greentea green | jun: kombucha's cousin, brewed on honey and green tea | Green tea, raw honey, gentle fizz.
Crystal Kefir | kefir waterkefir grains tibicos | water kefir grains look like little crystals | Little crystals, big fizz.
Scoby School | class classes workshop workshops lesson lessons course homebrew diy | classes in brewing your own kombucha | Bring a jar, take home a scoby.
Gutsy Tonic | gut health probiotic probiotics wellness digestion | gutsy + gut: a bold tonic for a happy gut | Bold flavours, happy gut.
Orchard Booch | fruit orchard apple apples pear local farm | kombucha flavoured with local orchard fruit | Picked in the orchard, fizzing in the bottle.
`)
