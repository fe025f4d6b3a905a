import { bank } from '../types.ts'

export default bank('yarn', `
Cosyskein | - | a cosy skein of yarn waiting to be knit | Cosy from the first skein.
Slowstitch | - | slow, calm making, one stitch at a time | One slow stitch at a time.
Calmpurl | - | the calm rhythm of a purl row | Knit, purl, breathe.
Happyloop | - | the happy loop of yarn over needle | A happy loop, every time.
Fireknit | - | knitting by the fire on a winter night | Knitting by the fire.
Yarnhour | - | the hour of the day kept for yarn | Your hour of yarn.
Woolsome | - | wool + wholesome: good honest wool | Good wool, honestly.
Softply | - | soft yarn, ply by ply | Soft, ply by ply.
Kettledye | dyed handdyed indie | yarn dyed by hand in a kettle pot | Dyed by hand, pot by pot.
Speckleskein | dyed handdyed indie | a skein speckled with hand-dyed colour | No two skeins alike.
Splashdye | dyed handdyed indie | a splash of colour dyed by hand | Splashed with colour.
Fieldfleece | farm sheep shepherd local | fleece straight from the field | From our field to your needles.
Shearday | farm sheep shepherd local | the day the flock is sheared | From shear day to skein.
Flockspun | farm sheep shepherd local | yarn spun from one flock | One flock, one yarn.
Hookhappy | crochet | happy with a crochet hook in hand | Happy hooking.
Squarecraft | crochet | the craft of the crochet square | Square by square.
Hookhour | crochet | an hour with a hook and yarn | An hour with a hook.
Seamwell | sewing fabric dressmaking | seams sewn well | Sew it well.
Patternpin | sewing fabric dressmaking | pinning a pattern to fabric, the first step of a dress | Pin it, cut it, sew it.
Thimblewise | sewing fabric dressmaking | wise in the ways of the thimble | Sewing, wisely.
Patchstory | quilt patchwork | every patch of a quilt tells a story | Every patch tells a story.
Quiltkeep | quilt patchwork | a quilt made to keep | Quilts to keep.
Warmpatch | quilt patchwork | warm patchwork quilts | Warm, patch by patch.
Knitnight | class workshop cafe social group | a night of knitting together | Bring your needles, we bring the tea.
Stitchclub | class workshop cafe social group | a club that meets to stitch | Stitch together.
Purlparlour | class workshop cafe social group | a parlour for knitters to meet | Come and knit with us.
Firstrow | class workshop beginner kids learn | the first row every knitter knits | Every knitter starts with one row.
Loopschool | class workshop beginner kids learn | a school for loops and stitches | Learn to knit, loop by loop.
Tinyneedle | class workshop beginner kids learn | needles sized for little hands | Little hands, first stitches.
Plypost | subscription online box | yarn in the post | Yarn through the letterbox.
Hankbox | subscription online box | a box of yarn hanks each month | A box of yarn every month.
Woolpost | subscription online box | wool by post | Wool in the post.
Flaxspun | vegan plant linen cotton | linen spun from flax | Plant yarn, spun fine.
Nettlespin | vegan plant linen cotton | yarn spun from nettle fibre | From nettle to needle.
Cottoncalm | vegan plant linen cotton | soft, calm plant cotton | Cool cotton, calm knitting.
Alpacacloud | luxury alpaca cashmere silk | alpaca yarn as soft as a cloud | Soft as a cloud.
Mohairhush | luxury alpaca cashmere silk | the soft hush of mohair | A hush of mohair.
Velvetball | luxury alpaca cashmere silk | a ball of yarn as soft as velvet | Yarn like velvet.
Bootiebox | baby newborn | a box of yarn for baby booties | Knit for the newest arrival.
Snugglerow | baby newborn | rows knit for snuggling | Row by row, for baby.
Tinybonnet | baby newborn | the tiny bonnet every baby gets knitted | The first knit they wear.
`)
