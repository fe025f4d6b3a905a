import { bank } from '../types.ts'

export default bank('flowers', `
Stemknife | - | the small curved florist's knife used to cut each stem cleanly | Cut by knife, never by scissors.
Spiralstem | - | hand-tied bouquets are built by spiralling the stems in one hand | Spiralled by hand, tied once.
Thornstrip | - | florists strip thorns and low leaves before a stem goes in water | Thorns off, stems ready for water.
Aislepetal | wedding bridal ceremony | aisle + petal: petals scattered down the aisle | Petals for the aisle.
Bridesprig | wedding bridal | bride + sprig: bridal bouquets and buttonholes | For the bride and the buttonholes.
Quietlily | funeral sympathy memorial | quiet + lily: lilies for quiet moments | For the quiet moments.
Farewellfern | funeral sympathy memorial | farewell + fern: flowers for a farewell | A gentle farewell.
Posypost | subscription delivery online | posy + post: posies delivered by post | A posy through the letterbox.
Letterbud | subscription delivery online gift | letter + bud: letterbox flowers | Flowers through the letterbox.
Everstem | dried pressed everlasting | ever + stem: dried flowers that last | Stems that stay.
Keepsprig | dried pressed everlasting | keep + sprig: a sprig to keep forever | Keep it forever.
Dahliarow | farm grower seasonal local | dahlia + row: rows of home-grown dahlias | Grown in our rows.
Peonypatch | farm grower seasonal local | peony + patch: a patch of peonies | Fresh from the patch.
Twinebound | eco sustainable zero waste | twine + bound: bouquets bound with twine, not plastic | Bound with twine, not plastic.
Foyerfern | event corporate hotel office | foyer + fern: arrangements for hotel foyers | Make the foyer bloom.
Lobbyvase | event corporate hotel office | lobby + vase: fresh vases for the lobby | A fresh vase every week.
Swoonbunch | gift romantic valentine anniversary | swoon + bunch: flowers to make them swoon | Make them swoon.
Snipclub | workshop class course | snip + club: a flower arranging club | Snip, arrange, take home.
Cradlebud | baby newborn new parent | cradle + bud: flowers for a new baby | Hello, little one.
Mumtulip | mother mum | mum + tulip: spring tulips for mum | Tulips for the best mum.
`)
