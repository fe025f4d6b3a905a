import { bank } from '../types.ts'

export default bank('hair', `
Shearwater | - | shears + shearwater, the sea bird: clean cuts with a fresh feel | Clean cuts, fresh as sea air.
TaperFade | barber men | the taper fade every barber is asked for | Sharp fades, every time.
PartingShot | - | the parting combed in + the parting shot: the last look as you leave | Leave with a parting shot.
Twistout | curly natural afro braid | the twist-out, a styling method for natural hair | Defined curls, twisted out with care.
Strandline | - | strands of hair + the strandline on a beach: every strand looked after | Every strand accounted for.
FirstSnip | kids child | a child's first snip, a moment parents keep | Small chairs, first snips.
Dyeline | colour color | dye + dyeline, the old blueprint: colour drawn to plan | Colour planned like a blueprint.
Locksley | - | locks of hair + Locksley, Robin Hood's village | Where good locks live.
HotTowel | barber men shave | the hot towel before a barber's shave | Hot towels, close shaves.
RingletRoom | curly | a room for ringlets: a salon that understands curls | Curls cut dry, by curl people.
Tailcomb | - | the tail comb stylists use to section and part | Sectioned, parted, perfect.
Braidmaid | bridal wedding braid | braid + bridesmaid: braids and updos for wedding parties | Braids for brides and their maids.
HandMirror | - | the hand mirror held up at the end: the reveal | The best part is the hand mirror.
Foilfold | colour color highlight | the folded foils of a highlights appointment | Highlights, one foil at a time.
Washday | curly natural afro | wash day, the ritual every natural-hair wearer knows | Wash day, done for you.
Maneframe | - | mane + mainframe: the salon that holds it all together | The salon your mane runs on.
Clipperton | barber men | clippers + -ton, a real island name: a barber town | Clippers on, town sharp.
BoosterSeat | kids child | the booster seat that lifts little ones to the mirror | Haircuts from the booster seat up.
Snipsy | - | snip with a light ending: quick, cheerful trims | Quick snips, happy days.
Silkpress | curly natural afro | the silk press that turns natural hair sleek | Sleek, swingy, silk-pressed.
Babylight | colour color highlight | babylights, the fine highlights that look sun-made | Light that looks like summer.
CutGlass | - | a cut as crisp as cut glass | Cuts as crisp as cut glass.
Pincurl | bridal vintage wedding | the pin curl behind every vintage set | Vintage sets, pinned to last.
RoundBrush | blowdry blowout | the round brush behind every blow-dry | Round-brushed to a glossy finish.
Sidesweep | - | a side-swept fringe: effortless movement | Swept aside, never flat.
Curlew | curly | curl + curlew, the wading bird with a curved bill | Curls, understood.
Upswept | bridal wedding | hair upswept for the big day | Upswept for the aisle.
Cowlick | kids child | the cowlick every kid has, tamed | We tame the cowlick.
ThreeStrand | braid | the three-strand braid every braider starts with | Braids, strand by strand.
Rootlift | blowdry blowout | lift at the root, the secret of volume | Volume from the root up.
ScissorKick | - | scissors + a scissor kick: cuts with energy | Cuts with a kick.
Pickcomb | afro curly natural | the pick comb for shaping afros | Shaped with a pick, not a fight.
BarrelRoll | blowdry curl | curling barrel + barrel roll: bouncy, turning curls | Bounce, rolled in.
`)
