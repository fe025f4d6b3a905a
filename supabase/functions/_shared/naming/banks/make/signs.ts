import { bank } from '../types.ts'

export default bank('signs', `
Tallpaint | - | tall + paint: big, painted lettering | Letters people notice.
Kindscript | - | kind + script: friendly hand lettering | Lettered kindly.
Proudboard | - | proud + board: a sign to be proud of | A board to be proud of.
Steadybrush | - | steady + brush: signs painted with a steady hand | Painted with a steady hand.
Signsmile | - | sign + smile: signs that make passers-by smile | Make the street smile.
Farseen | - | far + seen: signs seen from far away | Seen from across the street.
Clearmark | - | clear + mark: clear, readable signs | Clear from a distance.
Neonbend | neon | neon + bend: glass tubes bent into neon letters | Bent by hand, lit by neon.
Buzzletter | neon | buzz + letter: the buzz of neon letters | Letters that buzz.
Nightneon | neon | night + neon: neon lit at night | Your name, lit at night.
Swingboard | pub shopfront | swing + board: a hanging pub sign | A sign that swings.
Hangsign | pub shopfront | hang + sign: hanging shop signs | Hang it high.
Pubpaint | pub shopfront | pub + paint: hand-painted pub signs | Painted for the pub.
Vanproud | vehicle van fleet | van + proud: van lettering you are proud of | Drive proud.
Fleetmark | vehicle van fleet | fleet + mark: branding for vehicle fleets | Mark the whole fleet.
Wrapvan | vehicle van fleet wrap | wrap + van: van wraps | Wrap the van.
Gildglass | goldleaf glass window | gild + glass: gold leaf lettering on glass | Gold on glass.
Windowgild | goldleaf glass window | window + gild: gilded shop windows | Gild the window.
Goldpane | goldleaf glass window | gold + pane: gold lettering on a window pane | Gold on every pane.
Kerbchalk | chalkboard cafe menu | kerb + chalk: the chalkboard on the kerb | Stop them on the kerb.
Menuslate | chalkboard cafe menu | menu + slate: menus on slate | Your menu, on slate.
Chalkhello | chalkboard cafe menu | chalk + hello: chalkboards that greet customers | Say hello in chalk.
Oakplaque | wood carved house | oak + plaque: carved oak house signs | Carved in oak.
Carvename | wood carved house farm | carve + name: your name carved in wood | Your name, carved.
Woodword | wood carved house | wood + word: words carved into wood | Words in wood.
Vowscript | wedding event welcome | vow + script: wedding welcome signs | Welcome to the wedding.
Guestplaque | wedding event welcome | guest + plaque: signs that greet guests | Greet every guest.
Aislewelcome | wedding event | aisle + welcome: welcome signs for the wedding aisle | Welcome them down the aisle.
Lobbyletter | office corporate wayfinding | lobby + letter: lettering for office lobbies | Make the lobby yours.
Arrowwise | office corporate wayfinding | arrow + wise: signs that show the way | Always the right way.
Deskname | office corporate | desk + name: name plates for desks | A name on every desk.
Enamelsmile | vintage enamel retro | enamel + smile: retro enamel signs | Retro signs, made new.
Rustenamel | vintage enamel retro | rust + enamel: vintage-style enamel signs | Old-school signs, made new.
Retroplate | vintage enamel retro | retro + plate: retro sign plates | Old-school looks, fresh enamel shine.
Nightfront | led illuminated lightbox shopfront | night + shopfront: illuminated shop signs | Open after dark.
Litframe | led illuminated lightbox | lit + frame: light box signs | Framed in light.
Beaconbox | led illuminated lightbox | beacon + box: light boxes that guide customers in | A beacon for customers.
`)
