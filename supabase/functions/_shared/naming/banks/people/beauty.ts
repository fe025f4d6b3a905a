import { bank } from '../types.ts'

export default bank('beauty', `
Primerose | - | primer + primrose: skin prepped to bloom | Prime first, glow after.
LacquerRoom | nail manicure | a room for lacquer: nails painted properly | Lacquer that lasts the week.
Mascarade | - | mascara + masquerade: a little drama for the eyes | Eyes ready for the ball.
Lashline | lash | the lash line, where every extension starts | Lashes that start at the line.
Kissproof | - | the old lipstick promise: colour that survives a kiss | Colour that survives the kiss.
Archwell | brow | brows arched well | Every brow, arched well.
BlushHour | makeup | blush + rush hour: quick, bright makeup | Fresh colour, in under an hour.
Tearproof | bridal wedding | makeup that holds through happy tears | Cry all you like.
HalfMoon | nail manicure | the half-moon at the base of a nail and the classic half-moon manicure | Nails down to the half-moon.
Rougehouse | - | rouge + roughhouse: playful, bold makeup | Bold colour, no rules.
Robeday | spa | a day spent in a spa robe | A day in a robe.
Browbeat | brow | brow + browbeat: brows that take charge | Brows that take charge.
VanityCase | mobile home | the case a mobile makeup artist carries to you | Your makeup artist, case in hand.
Dewpoint | makeup | dewy skin + dew point: the moment skin glows | Skin at its dew point.
Beetblush | vegan natural | beetroot blush: colour from plants | Colour grown, not made in a lab.
TenTips | nail manicure | ten fingertips, each one done right | Ten tips, all perfect.
Powderkeg | - | powder + powder keg: makeup with a bang | Powder with a bang.
FanLash | lash | the hand-made lash fans of volume extensions | Volume, one fan at a time.
MorningOf | bridal wedding | the morning of the wedding, when the makeup happens | Calm hands on the morning of.
Tweezy | brow | tweezers with a light ending: easy brow shaping | Brows shaped with ease.
Saltsoak | spa | a warm salt soak for tired feet | Soak, scrub, slow down.
Rougepot | - | the little pot of rouge on an old dressing table | Colour from the little pot.
Wingtip | makeup | the tip of a winged liner | Wings drawn sharp.
Squoval | nail manicure | the square-oval nail shape every tech knows | Shaped square, softened oval.
Winkwell | lash | lashes made to wink well | Lashes made for winking.
Brushroll | mobile home | the roll of brushes a mobile artist carries | We roll up with the brushes.
Petalpress | vegan natural | pressed petals: colour from flowers | Pressed from petals.
WarmStone | spa massage | the warm stones of a hot-stone massage | Warm stones, loose shoulders.
Lipsmack | - | lip-smacking colour | Colour worth smacking your lips over.
Catflick | makeup | the cat-eye flick at the end of a liner | A flick of the liner.
Glamabout | mobile home | glam + gadabout: the makeup artist who comes to you | Glam that comes to you.
GreenGloss | vegan natural | glosses and polish made clean and green | Gloss, minus the nasties.
Brideside | bridal wedding | at the bride's side: makeup for the bride and her party | Right by the bride, brush in hand.
`)
