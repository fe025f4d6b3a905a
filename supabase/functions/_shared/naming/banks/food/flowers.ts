import { bank } from '../types.ts'

export default bank('flowers', `
Dewpetal | - | dew + petal: flowers fresh with morning dew | Fresh as the dew.
Kindstem | - | kind + stem: flowers as a kind gesture | Say something kind with stems.
Sunposy | - | sun + posy: a bright, sunny posy | A posy of sunshine.
Fondbud | - | fond + bud: flowers for someone you are fond of | For someone you are fond of.
Cheerbasket | - | cheer + basket: a cheerful basket of flowers | A basket of good cheer.
Sweettwine | - | sweet + twine: flowers tied with twine | Tied with twine, given with love.
Softgarland | - | soft + garland: soft, natural garlands | Soft, green and gathered.
Merryvase | - | merry + vase: a vase full of cheer | A merrier vase.
Smiletulip | - | smile + tulip: tulips that make someone smile | One tulip, one smile.
Aislepetal | wedding bridal ceremony | aisle + petal: petals scattered down the aisle | Petals for the aisle.
Bridesprig | wedding bridal | bride + sprig: bridal bouquets and buttonholes | For the bride and the buttonholes.
Vowgarland | wedding bridal ceremony | vow + garland: garlands for the wedding day | Garlands for the vows.
Gentlewreath | funeral sympathy memorial | gentle + wreath: gentle funeral wreaths | Said gently, with flowers.
Quietlily | funeral sympathy memorial | quiet + lily: lilies for quiet moments | For the quiet moments.
Farewellfern | funeral sympathy memorial | farewell + fern: flowers for a farewell | A gentle farewell.
Posypost | subscription delivery online | posy + post: posies delivered by post | A posy through the letterbox.
Weekbunch | subscription delivery weekly office | week + bunch: a fresh bunch each week | Fresh flowers, same day, every week.
Letterbud | subscription delivery online gift | letter + bud: letterbox flowers | Flowers through the letterbox.
Everstem | dried pressed everlasting | ever + stem: dried flowers that last | Stems that stay.
Keepsprig | dried pressed everlasting | keep + sprig: a sprig to keep forever | Keep it forever.
Pressleaf | dried pressed everlasting | press + leaf: pressed flowers and leaves | Pressed to last.
Dahliarow | farm grower seasonal local | dahlia + row: rows of home-grown dahlias | Grown in our rows.
Peonypatch | farm grower seasonal local | peony + patch: a patch of peonies | Fresh from the patch.
Fieldposy | farm grower seasonal local british | field + posy: posies picked from the field | From the field, not the plane.
Barewrap | eco sustainable zero waste plastic | bare + wrap: flowers wrapped without plastic | No plastic, just petals.
Earthposy | eco sustainable foam free | earth + posy: arrangements made without floral foam or plastic | No foam, just flowers.
Twinebound | eco sustainable zero waste | twine + bound: bouquets bound with twine, not plastic | Bound with twine, not plastic.
Foyerfern | event corporate hotel office | foyer + fern: arrangements for hotel foyers | Make the foyer bloom.
Lobbyvase | event corporate hotel office | lobby + vase: fresh vases for the lobby | A fresh vase every week.
Tablespray | event corporate wedding | table + spray: table arrangements for events | Sprays for every table.
Swoonbunch | gift romantic valentine anniversary | swoon + bunch: flowers to make them swoon | Make them swoon.
Birthdaybud | gift birthday | birthday + bud: birthday flowers | Flowers for the birthday.
Crushbouquet | gift romantic valentine | crush + bouquet: flowers for your crush | For the one you like.
Wreathclass | workshop class course christmas | wreath + class: wreath-making workshops | Make your own wreath.
Snipclub | workshop class course | snip + club: a flower arranging club | Snip, arrange, take home.
Posyclass | workshop class course | posy + class: learn to make a posy | Learn to tie a posy.
Cradlebud | baby newborn new parent | cradle + bud: flowers for a new baby | Hello, little one.
Hellobud | baby newborn new parent | hello + bud: flowers to welcome a baby | A bud to say hello.
Mumbasket | mother mum | mum + basket: a basket of flowers for mum | A basket of thanks for mum.
Mumtulip | mother mum | mum + tulip: spring tulips for mum | Tulips for the best mum.
Lullabybud | baby newborn new parent | lullaby + bud: soft flowers for a new baby | Soft flowers for a soft welcome.
Mumbouquet | mother mum | mum + bouquet: flowers for mum | For mum, with love.
`)
