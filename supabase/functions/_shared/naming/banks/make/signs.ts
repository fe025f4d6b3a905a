import { bank } from '../types.ts'

export default bank('signs', `
*Neonbend | neon neonsign | neon + bend: glass tubes bent into neon letters | Bent by hand, lit by neon.
Swingboard | pub shopfront | swing + board: a hanging pub sign | A sign that swings.
Fleetmark | vehicle van fleet vans vehicles | fleet + mark: branding for vehicle fleets | Mark the whole fleet.
*Gildglass | goldleaf glass window | gild + glass: gold leaf lettering on glass | Gold on glass.
Kerbchalk | chalkboard cafe menu | kerb + chalk: the chalkboard on the kerb | Stop them on the kerb.
Menuslate | chalkboard cafe menu | menu + slate: menus on slate | Your menu, on slate.
Oakplaque | wood carved house wooden housename | oak + plaque: carved oak house signs | Carved in oak.
Woodword | wood carved house wooden housename | wood + word: words carved into wood | Words in wood.
Lobbyletter | office corporate wayfinding offices reception | lobby + letter: lettering for office lobbies | Make the lobby yours.
Nightfront | led illuminated lightbox shopfront | night + shopfront: illuminated shop signs | Open after dark.
Beaconbox | led illuminated lightbox | beacon + box: light boxes that guide customers in | A beacon for customers.
# r10: detail names
Welcomeeasel | wedding event party venue | welcome + easel: the wedding welcome sign on its easel | Welcome them in style.
Decalpane | vinyl window graphics decal decals frosted | decal + pane: vinyl graphics on the window pane | Graphics for every pane.
Soldstrip | estate agent agents property letting | sold + strip: the SOLD strip across a board | Ready for the sold strip.
Hazardstripe | safety construction industrial hazard | hazard + stripe: the yellow and black safety stripe | Signs that keep sites safe.
Sternscript | boat boats narrowboat canal | stern + script: names painted on the stern | Your boat's name, by hand.
Rivetplate | enamel metal industrial | rivet + plate: riveted metal sign plates | Riveted to last.
# r11: detail names
Bannerbreeze | banner banners flag flags exhibition | banner + breeze: banners and flags in the breeze | Seen from the road.
Brushletter | handpainted signwriting signwriter lettering | brush + letter: letters painted by hand | Lettered by hand.
Haloletter | halo builtup 3d | halo + letter: raised letters lit from behind | Lit from behind.
Screenfront | digital screen screens | screen + front: digital screens for shopfronts | Change your sign in seconds.
Gateboard | farm farms rural estate farmshop | gate + board: a sign on the farm gate | Signs for the farm gate.
Numberslate | housenumber number numbers address | number + slate: house numbers cut in slate | Your number in slate.
Neonhum | neon neonsign | neon + hum: the soft hum of a neon sign | Listen for the hum.
Fasciapaint | shopfront fascia storefront | fascia + paint: painted shop fascias | Your name above the door.
Vanwrap | van vans vehicle wrap wraps | van + wrap: vinyl wraps for vans | Wrap the van.
# r12: detail names
Chalkboard Chris | chalkboard cafe menu | a signwriter who chalks café boards by hand | Today's specials, chalked by hand.
Lightbox Lane | led illuminated lightbox | illuminated lightbox signs for the high street | Seen from the end of the street.
Letterhand | handpainted signwriting signwriter lettering | signs lettered by hand | Painted by hand, letter by letter.
# r13: detail names
Raisedot | braille accessible accessibility tactile ada | raised + dot: braille and tactile signs you can read by touch | Signs you can read by touch.
Scaffboard | reclaimed scaffold eco sustainable recycled upcycled | scaffold + board: signs cut from reclaimed scaffold boards | Old scaffold, new sign.
Crestboard | school schools academy club clubs college | crest + board: the school crest on the sign at the gate | Your crest at the gate.
Benchbrass | memorial bench brass | bench + brass: engraved brass plaques for memorial benches | Remembered in brass.
# r14: detail names
Livery Line | van vans vehicle vehicles fleet livery wrap | livery painted along the van's side | Your name down every road.
Foyer Steel | office offices corporate reception wayfinding | brushed steel signs for company foyers | The first thing visitors read.
Mirrorscript | wedding weddings event events party venue | mirror + script: welcome signs written on mirrors | Welcome, written on the mirror.
Stakeboard | estateagent estate agent agents property letting | stake + board: boards staked outside homes for sale | Up the day it lists.
Frostband | vinyl window graphics decal decals frosted frosting | frost + band: a frosted band across office glass | Privacy at eye level.
`)
