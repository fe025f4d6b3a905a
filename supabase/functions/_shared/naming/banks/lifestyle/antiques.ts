import { bank } from '../types.ts'

export default bank('antiques', `
Brass & Pewter | - | the two old metals on every antiques shelf | Old brass, soft pewter, long stories.
Keyhole Antiques | - | the brass keyhole on an old chest or door | Peek through the keyhole at the past.
# detail names
Dovetail Drawer | furniture cabinet cabinets chest chests dresser dressers | the hand-cut dovetails in an old drawer: good antique furniture | Hand-cut joints, two centuries strong.
Oak & Beeswax | furniture restoration restore restoring polishing | old oak polished with beeswax | Old oak, waxed back to life.
Sixties Sideboard | midcentury modern retro vintage | the sideboard every sixties house had | The sideboard your gran threw out.
Pendulum Row | clock clocks watch watches clockmaker | a row of pendulums swinging in a clock shop | Every pendulum, swinging again.
Locket & Ring | jewellery jewelry jewel rings lockets brooch vintage | old lockets and rings: antique jewellery | Lockets and rings with a past.
Gavelfall | auction auctions auctioneer bidding | the fall of the auctioneer's gavel | Going once, going twice, yours.
Barnfind Antiques | barn rural country farmhouse | antiques found in an old barn | Dusty barn, beautiful finds.
Parcel & Patina | online shop ecommerce delivery shipping | a parcel with patina inside: antiques sold online | Old patina, posted to your door.
Map & Folio | books book maps map prints print | old maps and books kept in a folio | Old maps, rare books, fine prints.
Mirror & Gilt | mirrors mirror gilt lighting chandelier chandeliers | gilt-framed mirrors and old lighting | Gilt frames, old glass, soft light.
`)
