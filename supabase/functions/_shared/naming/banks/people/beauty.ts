import { bank } from '../types.ts'

export default bank('beauty', `
Primerose | - | primer + primrose: skin prepped to bloom | Prime first, then glow.
Rougehouse | - | rouge + roughhouse: playful, bold makeup | Bold colour, no rules.
LacquerRoom | nail manicure nails manicures | a room for lacquer: nails painted properly | Lacquer that lasts the week.
Winkwell | lash lashes | lashes made to wink well | Lashes made for winking.
Flutterline | lash lashes | the flutter of full lashes along the line | Lashes that flutter.
Archwell | brow brows | brows arched well | Every brow, arched well.
*BlushHour | makeup mua | blush + rush hour: quick, bright makeup | Fresh colour, in under an hour.
*Brideside | bridal wedding | at the bride's side: makeup for the bride and her party | Right by the bride, brush in hand.
Vowlash | bridal wedding | lashes that hold through the vows and happy tears | Lashes that last past the vows.
Aislebrush | bridal wedding | the brush that readies brides for the aisle | Brushed and ready for the aisle.
*Glamabout | mobile home | glam + gadabout: the makeup artist who comes to you | Glam that comes to you.
*Beetblush | vegan natural eco organic crueltyfree plantbased | beetroot blush: colour from plants | Colour grown, not made in a lab.
Promshine | teen prom teens | the shine of a first prom look | Your first prom look, done right.
Blokebrow | men mens | brows tidied for blokes who never asked before | Tidy brows, nobody needs to know.
*Manicave | men manicure | a quiet corner where men get hands and nails done | Clean hands, quiet corner.
Sugarsmooth | wax waxing sugaring | sugaring paste for smooth, calm skin | Smooth with sugar, not sting.
# r10: detail names
Bronzemist | tan tanning spray bronze | bronze + mist: a spray tan, misted on | A bronze glow, misted on in minutes.
Tanbooth | tan tanning spray | the spray-tan booth you step into pale | Step in pale, step out bronzed.
Toeshine | pedicure toe toes feet | toes buffed and polished to a shine | Sandal-ready toes.
Solesoak | pedicure feet foot | a warm soak for tired soles before the polish | Soak your soles, then pick a colour.
Featherbrow | microblading permanent tattoo | the fine feather strokes of microblading | Brows drawn on, hair by hair.
Hennahand | henna mehndi | a hand patterned in henna | Henna patterns for every big day.
Palmpaisley | henna mehndi | paisley patterns drawn on the palm | Paisley on your palm for the party.
Glittercheek | glitter festival facepaint painting | glitter on the cheek for a festival or party | Festival glitter, done properly.
Tigerface | facepaint painting kids party | the tiger face every child asks the face painter for | Every party needs a tiger.
Doodletip | art | little doodles on each nail tip: nail art | Tiny art on every tip.
# r11: detail names
Gelglaze | gel acrylic acrylics shellac biab | gel + glaze: a glossy gel manicure | Gel nails with a glaze that lasts.
Steamtowel | facial facials | the warm steamed towel of a proper facial | Lie back, the towel is warm.
Threadtwist | threading thread | the twisted cotton thread that shapes brows | Brows shaped with a twist of thread.
Cottonbrow | threading thread | brows shaped with a loop of cotton thread | Cotton thread, clean arches.
Pout & Plump | filler fillers lip lips aesthetics | lip filler: a fuller pout | Fuller lips, still yours.
Frownfade | botox aesthetics antiwrinkle wrinkle wrinkles | frown lines, fading | Soften the frown lines.
Robe & Slipper | pamper pampering hen retreat | the robe and slippers of a spa day | Robe on, slippers on, switch off.
Minimani | kids child girls pamper sleepover | a mini manicure for little hands | Tiny nails, big sparkle.
Vanityvan | mobile visiting | a vanity case in a van: the beauty room that drives to you | Your beauty room, parked outside.
Bunnyblush | vegan crueltyfree cruelty | blush never tested on bunnies | Blush, never tested on bunnies.
# r12: detail names
Pennypolish | budget affordable cheap nail nails | polish for pennies: nails that don't cost much | Pretty nails for pocket money.
Tenner Tips | budget affordable cheap nail nails | a full set of tips for about a tenner | Fresh tips for a tenner.
Knucklebuff | men mens manicure | a manicure for men: buffed nails, tidy knuckles | Tidy hands for working hands.
Doorbell Glam | mobile home visiting | ring the doorbell and the glam walks in | Ring the bell, glam walks in.
Tearproof | bridal wedding makeup | makeup that stays put through happy tears | Cry at the vows. It stays.
Veilready | bridal wedding | face done and ready for the veil | Ready before the veil goes on.
Lashnap | lash lashes extensions | lie back and nap while your lashes go on | Nap in, lashes out.
Wispwing | lash lashes extensions | wispy lashes with a little wing | Wispy lashes, lifted ends.
Tint & Tame | brow brows tint lamination | brows tinted darker and combed into place | Tinted, tamed, done in twenty.
Browmap | brow brows shaping | brows measured and mapped to your face | Brows mapped to your face.
Dab & Blend | makeup artist mua | the dab and blend of a makeup artist's sponge | Dabbed, blended, camera ready.
Honeystrip | wax waxing sugaring | a warm honey-coloured wax strip: smooth and quick | Warm wax, smooth skin, quick.
Silverblush | mature older senior | blush and makeup that flatters silver hair and older skin | Makeup made for silver years.
Frontroom Glam | home salon | a beauty room set up in the front room | Beauty from the front room.
# r13: detail names
Shadematch | melanin darkskin brownskin | shade + match: makeup matched to every skin tone | Your exact shade, every time.
Glassdew | korean kbeauty glassskin | glass + dew: the dewy glass-skin look of Korean skincare | Skin like dewy glass.
Bump & Brush | pregnancy pregnant maternity prenatal mumtobe babyshower | bump + brush: makeup and pampering for mums-to-be | Pampering for you and the bump.
# r14: detail names
Plantpout | vegan crueltyfree plantbased | plant + pout: vegan lip and face makeup | A pout made from plants.
Silkleg | wax waxing sugaring legs | silk + leg: legs left smooth after waxing | Smooth as silk till next month.
Sparkletoe | kids child girls sleepover | sparkle + toe: glittery toes for little guests | Glitter on every little toe.
Laughline Beauty | mature older senior | beauty that loves your laugh lines | Keep the laugh lines, lose the fuss.
Henglam | hen henparty | hen + glam: makeup and pampering for the hen party | Glammed up before the hen night.
Flipflop Ready | pedicure toe toes feet | feet made ready for flip-flops | Toes ready for sandal season.
`)
