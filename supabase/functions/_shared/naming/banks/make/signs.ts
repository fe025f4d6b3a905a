import { bank } from '../types.ts'

export default bank('signs', `
Letterquill | - | the long quill brushes sign writers letter with | Lettered with a quill.
Neonbend | neon | neon + bend: glass tubes bent into neon letters | Bent by hand, lit by neon.
Buzzletter | neon | buzz + letter: the buzz of neon letters | Letters that buzz.
Swingboard | pub shopfront | swing + board: a hanging pub sign | A sign that swings.
Fleetmark | vehicle van fleet | fleet + mark: branding for vehicle fleets | Mark the whole fleet.
Gildglass | goldleaf glass window | gild + glass: gold leaf lettering on glass | Gold on glass.
Kerbchalk | chalkboard cafe menu | kerb + chalk: the chalkboard on the kerb | Stop them on the kerb.
Menuslate | chalkboard cafe menu | menu + slate: menus on slate | Your menu, on slate.
Oakplaque | wood carved house | oak + plaque: carved oak house signs | Carved in oak.
Woodword | wood carved house | wood + word: words carved into wood | Words in wood.
Lobbyletter | office corporate wayfinding | lobby + letter: lettering for office lobbies | Make the lobby yours.
Rustenamel | vintage enamel retro | rust + enamel: vintage-style enamel signs | Old-school signs, made new.
Nightfront | led illuminated lightbox shopfront | night + shopfront: illuminated shop signs | Open after dark.
Beaconbox | led illuminated lightbox | beacon + box: light boxes that guide customers in | A beacon for customers.
`)
