import { bank } from '../types.ts'

export default bank('flowers', `
Zincbucket | - | the zinc buckets of fresh stems on every florist's floor | Fresh from the zinc bucket.
Spiralstem | - | the spiral of stems in a hand-tied bouquet | Tied by hand, stem over stem.
Vaselife | - | florist's word for how long flowers last in the vase | Picked for a long vase life.
Tissuetwine | - | tissue paper and twine around every bunch | Wrapped in tissue, tied with twine.
Snipandtie | - | snip the stems, tie the bunch | Snipped, tied, handed over.
Fernfold | - | the fern folded round the back of a bouquet | Finished with a fern.
Thornstrip | - | stripping thorns off every rose before it leaves the shop | Thorns off, roses ready.
Buttonhole | wedding bridal groom | the flower pinned to the groom's lapel | From bouquet to buttonhole.
PetalConfetti | wedding bridal | real petals thrown as confetti | Throw petals, not paper.
Aisleside | wedding bridal church ceremony | flowers that line the aisle | Every aisle, dressed in flowers.
Forgetmenot | funeral sympathy memorial | the small blue flower of remembrance | Flowers to remember them by.
Wreathwire | funeral sympathy memorial | the wire ring every wreath is built on | Wreaths made with care.
Lilyring | funeral sympathy memorial | a ring of white lilies | Gentle flowers for hard days.
Posypost | subscription delivery online | a posy through the post | A fresh posy, posted weekly.
Bunchday | subscription delivery weekly office | the day the new bunch arrives | Every week is bunch day.
Weeklywrap | subscription delivery weekly office | a fresh wrap of flowers each week | Fresh flowers, every week.
Pressedposy | dried pressed everlasting | a posy pressed flat to keep | Pressed flat, kept for years.
Strawflower | dried everlasting | the papery flower that keeps its colour when dried | Flowers that never fade.
Bunnytail | dried everlasting grass | the soft bunny-tail grass in dried bunches | Soft, dried, forever.
CuttingGarden | farm grower seasonal local british | a garden grown for cut flowers | Grown in our own cutting garden.
Dahliarow | farm grower seasonal local | a row of dahlias in late summer | Late summer, row by row.
Peonypatch | farm grower seasonal local | the peony patch in June | Peony season, from the patch.
Sweetpeastand | farm grower roadside seasonal | a roadside stand of sweet peas | Sweet peas, from the stand.
Foamfree | eco sustainable zero waste | arranged without plastic floral foam | Beautiful flowers, no foam.
Flowerfrog | eco sustainable vintage | the metal pin frog that holds stems instead of foam | Held by a frog, not foam.
Mossbed | eco sustainable | arrangements set in moss, not foam | Set in moss, gone back to soil.
Urnful | event corporate hotel | a stone urn full of flowers in a grand room | Big flowers for big rooms.
Garlandrun | event corporate wedding | a long garland run down the table | Garlands down the long table.
Foyerfern | event corporate hotel office | ferns and flowers for the foyer | First impressions, freshly cut.
Budvase | gift romantic birthday | a single stem in a bud vase | One stem says plenty.
Dozenstems | gift romantic valentine | a dozen stems: the classic romantic gift | A dozen, tied by hand.
Birthdaybunch | gift birthday | a bunch of flowers for the birthday | The birthday bunch, delivered.
`)
