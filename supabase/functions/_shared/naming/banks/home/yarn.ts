import { bank } from '../types.ts'

export default bank('yarn', `
Niddynoddy | - | the niddy-noddy: the old wooden tool spinners wind skeins on | The old tool, the good yarn.
Swiftwind | - | the yarn swift spinning as a skein winds into a ball | From skein to ball in a spin.
Fourply | - | four-ply, the yarn weight every knitter knows | Good yarn, every ply.
Truegauge | - | gauge: the swatch every knitter should knit first | Yarn that knits to gauge.
Woolgather | - | woolgathering: the happy daydream of a knitter at work | For happy hours of woolgathering.
Cablecross | - | the crossed stitches that make a cable knit | Every cable, crossed by hand.
Purlmoss | - | moss stitch, the knit-and-purl texture every knitter loves | Knit one, purl one, love it.
Yarnbowl | - | the bowl that keeps a ball of yarn from rolling away | Yarn worth keeping in a bowl.
Skeinly | - | the skein, the way good yarn comes, made friendly | Every skein, wound with care.
Tinkback | - | tink: knit spelled backwards, what knitters do to undo a stitch | For every stitch, forward or back.
Frogpond | - | frogging: what knitters call ripping out work, rip-it, rip-it | No shame in a little frogging.
Kettledye | dyed handdyed indie | kettle-dyed: yarn dyed by hand in a pot, every skein a little different | Dyed in the pot, one of a kind.
Dyepot | dyed handdyed indie | the dye pot an indie dyer works over | Straight from our dye pot.
Speckleskein | dyed handdyed indie | speckled yarn, hand-dyed skein by skein | Speckled by hand, skein by skein.
Shearday | farm sheep shepherd | shearing day on the farm, where the wool begins | From shearing day to your needles.
Fieldfleece | farm sheep shepherd | fleece from sheep in the next field | Wool from the next field.
Woolshed | farm sheep shepherd | the woolshed where fleeces are shorn and sorted | Straight from the woolshed.
Grannysquare | crochet | the granny square, crochet's classic block | One square at a time.
Slipstitch | crochet | the slip stitch that joins every round | Joined with a slip stitch.
Magicring | crochet | the magic ring every round of crochet starts from | Every round starts with a ring.
Thimbleful | sewing fabric dressmaking | a thimble, and a shop full of sewing | A thimbleful of everything you need.
Pinkingedge | sewing fabric dressmaking | the zigzag edge of pinking shears | Cut with a zigzag, sewn with love.
Tailortack | sewing fabric dressmaking | tailor's tacks: the loose stitches that mark a pattern | Marked right, sewn right.
Ninepatch | quilt patchwork | the nine-patch, the first block every quilter learns | One block, then the whole quilt.
Flyinggeese | quilt patchwork | flying geese: the classic triangle quilt block | Patchwork that takes flight.
Scrapbag | quilt patchwork | the quilter's bag of saved fabric scraps | Every scrap, a new quilt.
Knitnight | class workshop cafe social | the weekly knit night at the yarn shop | Bring your needles on Thursday.
Firstrow | class workshop beginner | the first row of your first project | Your first row, with us beside you.
Loopschool | class workshop beginner kids | a school for loops: knitting and crochet lessons | Learn the loop, then the rest.
Plypost | subscription online | a new ply of yarn in the post | A new yarn in the post each month.
Hankbox | subscription online | hanks of yarn in a monthly box | A box of hanks, every month.
Knitparcel | subscription online | a parcel of yarn and a pattern to knit | Yarn and a pattern, posted.
Cottonreel | vegan cotton plant | a reel of cotton: plant fibres for knitting and sewing | Plant fibres, plenty of colour.
Flaxspun | vegan linen plant | flax spun into linen yarn | Linen yarn, spun from flax.
Hempthread | vegan hemp plant | hemp thread, strong and plant-grown | Strong thread from a humble plant.
`)
