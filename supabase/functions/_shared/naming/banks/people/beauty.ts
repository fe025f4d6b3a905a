import { bank } from '../types.ts'

export default bank('beauty', `
Primerose | - | primer + primrose: skin prepped to bloom | Prime first, then glow.
Mascarade | - | mascara + masquerade: a little drama for the eyes | Eyes ready for the ball.
Rougehouse | - | rouge + roughhouse: playful, bold makeup | Bold colour, no rules.
Mirrorfine | - | fine in the mirror: the look you leave with | Fine in every mirror.
Polishpost | - | the place to drop in for polish and a lift | Drop in, polish up.
Prettyfold | - | a fold of pretty things: nails, brows and lashes | Nails, brows and lashes, all in one.
Lushlook | - | a lush, full look in one visit | Walk out looking lush.
Primpost | - | the post where you stop to primp | Stop by and primp.
Gildface | - | a face lightly gilded for a night out | Gilded for the night.
LacquerRoom | nail manicure | a room for lacquer: nails painted properly | Lacquer that lasts the week.
Tenpolish | nail manicure | ten nails polished right | Ten nails, done right.
Chipfree | nail manicure gel | nails that stay chip-free for weeks | Two weeks, not a chip.
Tipsmith | nail manicure art | a smith of nail tips and nail art | Tiny art, tip by tip.
Winkwell | lash | lashes made to wink well | Lashes made for winking.
Flutterline | lash | the flutter of full lashes along the line | Lashes that flutter.
Lashlift | lash | lashes lifted and curled without falsies | Lifted lashes, no glue.
Archwell | brow | brows arched well | Every brow, arched well.
Browcraft | brow | the craft of shaping brows | Brows shaped by craft.
Framebrow | brow | brows that frame the face | Brows that frame your face.
BlushHour | makeup | blush + rush hour: quick, bright makeup | Fresh colour, in under an hour.
Dewdrawn | makeup | dewy skin, drawn on by hand | Dewy skin, drawn by hand.
Wingdraw | makeup | a winged liner drawn sharp | Wings drawn sharp.
Brideside | bridal wedding | at the bride's side: makeup for the bride and her party | Right by the bride, brush in hand.
Vowlash | bridal wedding | lashes that hold through the vows and happy tears | Lashes that last past the vows.
Aislebrush | bridal wedding | the brush that readies brides for the aisle | Brushed and ready for the aisle.
Robeday | spa massage | a day spent in a spa robe | A day in a robe.
Warmstone | spa massage | the warm stones of a hot-stone massage | Warm stones, loose shoulders.
Softhour | spa massage | an hour of soft hands and quiet | One soft hour, all yours.
Glamabout | mobile home | glam + gadabout: the makeup artist who comes to you | Glam that comes to you.
Brushroll | mobile home | the roll of brushes a mobile artist carries | We roll up with the brushes.
Doorglam | mobile home | glam at your front door | Glam at your front door.
Beetblush | vegan natural eco organic | beetroot blush: colour from plants | Colour grown, not made in a lab.
Petalpress | vegan natural eco organic | pressed petals: colour from flowers | Pressed from petals.
GreenGloss | vegan natural eco | glosses and polish made clean and green | Gloss, minus the nasties.
Promshine | teen prom | the shine of a first prom look | Your first prom look, done right.
Schoolnight | teen | an easy look that works on a school night | Ten-minute looks for school nights.
Firstgloss | teen | a first gloss: gentle makeup lessons for teens | First gloss, first lesson.
Gentgroom | men | grooming for gents: brows, nails and skin | Tidy brows, clean hands, no fuss.
Blokebrow | men | brows tidied for blokes who never asked before | Tidy brows, nobody needs to know.
Manicave | men manicure | a quiet corner where men get hands and nails done | Clean hands, quiet corner.
Velvetface | luxury | a velvet-soft, luxury finish | Luxury, down to the lash.
Silkfinish | luxury | a silk-smooth finish on face and nails | Finished in silk.
Smoothstrip | wax waxing | a strip that leaves skin smooth | Smooth in one strip.
Swiftwax | wax waxing | quick, clean waxing | Quick wax, smooth skin.
Goldflake | luxury | gold flakes on nails and lids: a premium finish | Finished with a flake of gold.
Sugarsmooth | wax waxing sugaring | sugaring paste for smooth, calm skin | Smooth with sugar, not sting.
`)
