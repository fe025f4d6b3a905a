import { bank } from '../types.ts'

export default bank('beauty', `
Primerose | - | primer + primrose: skin prepped to bloom | Prime first, then glow.
Rougehouse | - | rouge + roughhouse: playful, bold makeup | Bold colour, no rules.
LacquerRoom | nail manicure | a room for lacquer: nails painted properly | Lacquer that lasts the week.
Winkwell | lash | lashes made to wink well | Lashes made for winking.
Flutterline | lash | the flutter of full lashes along the line | Lashes that flutter.
Archwell | brow | brows arched well | Every brow, arched well.
*BlushHour | makeup | blush + rush hour: quick, bright makeup | Fresh colour, in under an hour.
*Brideside | bridal wedding | at the bride's side: makeup for the bride and her party | Right by the bride, brush in hand.
Vowlash | bridal wedding | lashes that hold through the vows and happy tears | Lashes that last past the vows.
Aislebrush | bridal wedding | the brush that readies brides for the aisle | Brushed and ready for the aisle.
*Glamabout | mobile home | glam + gadabout: the makeup artist who comes to you | Glam that comes to you.
*Beetblush | vegan natural eco organic | beetroot blush: colour from plants | Colour grown, not made in a lab.
Promshine | teen prom | the shine of a first prom look | Your first prom look, done right.
Blokebrow | men | brows tidied for blokes who never asked before | Tidy brows, nobody needs to know.
*Manicave | men manicure | a quiet corner where men get hands and nails done | Clean hands, quiet corner.
Sugarsmooth | wax waxing sugaring | sugaring paste for smooth, calm skin | Smooth with sugar, not sting.
`)
