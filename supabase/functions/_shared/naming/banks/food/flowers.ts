import { bank } from '../types.ts'

export default bank('flowers', `
Aislepetal | wedding bridal ceremony | aisle + petal: petals scattered down the aisle | Petals for the aisle.
Quietlily | funeral sympathy memorial | quiet + lily: lilies for quiet moments | For the quiet moments.
Farewellfern | funeral sympathy memorial | farewell + fern: flowers for a farewell | A gentle farewell.
*Posypost | subscription delivery online | posy + post: posies delivered by post | A posy through the letterbox.
Letterbud | subscription delivery online gift | letter + bud: letterbox flowers | Flowers through the letterbox.
Everstem | dried pressed everlasting | ever + stem: dried flowers that last | Stems that stay.
Keepsprig | dried pressed everlasting | keep + sprig: a sprig to keep forever | Keep it forever.
Dahliarow | farm grower seasonal local | dahlia + row: rows of home-grown dahlias | Grown in our rows.
*Peonypatch | farm grower seasonal local | peony + patch: a patch of peonies | Fresh from the patch.
Twinebound | eco sustainable zero waste | twine + bound: bouquets bound with twine, not plastic | Bound with twine, not plastic.
Foyerfern | event corporate hotel office | foyer + fern: arrangements for hotel foyers | Make the foyer bloom.
Lobbyvase | event corporate hotel office | lobby + vase: fresh vases for the lobby | A fresh vase every week.
Swoonbunch | gift romantic valentine anniversary | swoon + bunch: flowers to make them swoon | Make them swoon.
Cradlebud | baby newborn new parent | cradle + bud: flowers for a new baby | Hello, little one.
Mumtulip | mother mum | mum + tulip: spring tulips for mum | Tulips for the best mum.
# r10: detail names
Posyclass | workshop workshops class classes course | posy + class: classes in making your own posy | Make your own posy.
Hollyhoop | wreath wreaths christmas festive | holly + hoop: holly wreaths built on a hoop for the door | Dress the door for Christmas.
Stallbunch | market stall cart | stall + bunch: bunches sold from a market stall | Grab a bunch at the stall.
Lapelbud | prom corsage buttonhole buttonholes groom | lapel + bud: buttonholes and corsages | A bud for every lapel.
Silkstem | silk faux artificial fake | silk + stem: silk flowers that last | Never needs water.
Dozenbox | roses rose dozen | dozen + box: a dozen roses in a box | A dozen roses, boxed.
Petalarch | arch arches installation backdrop | petal + arch: floral arches and backdrops | Walk under the petals.
# r11: detail names
Balloon & Bouquet | birthday birthdays | balloon + bouquet: birthday flowers with a balloon tied on | Flowers, a balloon, and a card.
Bedsidebunch | hospital recovery poorly sick | bedside + bunch: cheerful flowers for a hospital bedside | Get well soon, in flowers.
Noonposy | sameday express urgent | noon + posy: order by noon, delivered the same day | Ordered by noon, there by tea.
Catchposy | wedding weddings bride bridal bridesmaid bridesmaids | catch + posy: the bouquet the bride throws for someone to catch | Throw it, someone catches it.
Meadowjar | wildflower wildflowers meadow cottage | meadow + jar: wildflowers in a jam jar | A meadow in a jam jar.
Petalplate | edible chef chefs cake cakes | petal + plate: edible flowers for chefs' plates and cakes | Flowers you can eat.
Paperstem | eco sustainable plastic plasticfree zerowaste | paper + stem: stems wrapped in paper, never plastic | Wrapped in paper, never plastic.
Posy & Prosecco | hamper hampers prosecco wine | posy + prosecco: flowers sent with a bottle of fizz | Flowers and fizz in one box.
Doghouse Daisy | sorry apology apologise apologize | doghouse + daisy: flowers to get you out of the doghouse | Out of the doghouse by dinner.
Petalvan | van truck mobile | petal + van: a florist in a van that comes to you | The florist pulls up outside.
# r12: detail names
Hatbox Roses | luxury premium gift roses | hatbox roses: luxury roses arranged in a hatbox | Roses, boxed in style.
Tinbucket Stems | market stall cart | tin bucket: flowers sold from buckets at the market | Pick a bucket, pick a bunch.
Stork Stems | baby newborn new parent | stork + stems: flowers for a new arrival | Flowers for the new arrival.
*Cutpatch | farm grower local seasonal | cut + patch: a cutting patch where our flowers are grown | Grown in the patch, cut this morning.
Foamless | eco sustainable plastic | foam + less: arrangements made without floral foam | No foam, no plastic.
Aislegrown | wedding weddings bride bridal grower local | aisle + grown: wedding flowers grown locally | Grown for your aisle.
# r13: detail names
Pawprint Posy | pet pets dog dogs cat cats | flowers sent when a pet has died | For the paw prints they leave.
Fiverbunch | budget cheap affordable value | fiver + bunch: a bunch of flowers for a fiver | Fresh flowers for a fiver.
Handlebar Posy | bike bikes bicycle cargobike cycle | a posy delivered in the handlebar basket | Pedalled to the door.
# r14: detail names
Evergreen Tribute | funeral funerals sympathy memorial tribute bereavement | evergreens in a tribute, for a memory that lasts | A tribute that stays green.
Rafter Bunches | dried pressed everlasting | bunches of flowers hung upside down from the rafters to dry | Hung from the rafters, kept for years.
Petal Proposal | romantic valentine valentines anniversary proposal | flowers for the moment someone proposes | Flowers for the big question.
Moss Ring | wreath wreaths christmas festive | the ring of moss a door wreath is built on | Built on moss, hung on your door.
# r16: detail names
Neverwilt | dried dry pressed everlasting preserved | never + wilt: dried flowers that never droop | Never droops, never needs water.
Pampas Loft | dried dry pampas everlasting preserved boho | a loft hung with pampas and drying bunches | Pampas and dried stems, hung to last.
Friday Freesias | subscription subscriptions weekly regular delivery | fresh freesias delivered every Friday | Fresh freesias every Friday.
Jug Club | subscription subscriptions weekly monthly members club | members get a fresh jug of flowers for the kitchen table | A fresh jug for the table, every week.
Pewgarland | wedding weddings bride bridal church ceremony | pew + garland: garlands hung on the pew ends | Every pew dressed for the vows.
Confetti Crop | wedding weddings bride bridal confetti grower | petal confetti grown in rows and dried for weddings | Real petals to throw.
Snipschool | workshop workshops class classes course lessons beginners | snip + school: lessons in cutting and arranging flowers | Learn to snip, strip and arrange.
Boardroom Orchids | office offices corporate business reception workplace | orchids for the boardroom table and the front desk | Orchids for the boardroom.
# r17: detail names
Pod & Plume | dried dry pampas pampasgrass grasses everlasting boho seedheads poppy poppies | poppy seed pods and pampas plumes, the backbone of a dried arrangement | Poppy pods, pampas plumes, not a drop of water.
Bell Jar Rose | preserved preserve preservedrose preservedroses forever infinity dome glass rose roses | a preserved rose kept under a glass bell jar | A real rose that lasts under glass.
Pressed Vows | preservation preserve preserved pressed keepsake keepsakes frame framed wedding bouquet | the wedding bouquet pressed and framed after the vows | Your wedding bouquet, pressed and framed.
Resin Posy | preservation preserve preserved resin keepsake keepsakes wedding bouquet paperweight | petals from a wedding or funeral posy set in clear resin | Your bouquet, set in resin for good.
`)
