import { bank } from '../types.ts'

export default bank('yarn', `
Kettledye | dyed handdyed indie | yarn dyed by hand in a kettle pot | Dyed by hand, pot by pot.
Speckleskein | dyed handdyed indie | a skein speckled with hand-dyed colour | No two skeins alike.
Fieldfleece | farm sheep shepherd local | fleece straight from the field | From our field to your needles.
Shearday | farm sheep shepherd local | the day the flock is sheared | From shear day to skein.
*Flockspun | farm sheep shepherd local | yarn spun from one flock | One flock, one yarn.
Hookhour | crochet | an hour with a hook and yarn | An hour with a hook.
Patternpin | sewing fabric dressmaking | pinning a pattern to fabric, the first step of a dress | Pin it, cut it, sew it.
Knitnight | class workshop cafe social group | a night of knitting together | Bring your needles, we bring the tea.
*Purlparlour | class workshop cafe social group | a parlour for knitters to meet | Come and knit with us.
Loopschool | class workshop beginner kids learn | a school for loops and stitches | Learn to knit, loop by loop.
Flaxspun | vegan plant linen cotton plantbased | linen spun from flax | Plant yarn, spun fine.
Nettlespin | vegan plant linen cotton plantbased | yarn spun from nettle fibre | From nettle to needle.
Tinybonnet | baby newborn | the tiny bonnet every baby gets knitted | The first knit they wear.
# r10: detail names
Alpacaskein | alpaca alpacas llama | a skein spun from alpaca fleece | Soft as the alpaca it came from.
Hoopstitch | embroidery embroider crossstitch needlepoint hoop | the stitch set in an embroidery hoop | Stitch by stitch, in the hoop.
Hoop & Floss | embroidery embroider crossstitch needlepoint hoop | the hoop and the floss of embroidery | Everything for the hoop.
Heelturn | sock socks | turning the heel, the moment a sock takes shape | For the turn of every heel.
Teddystitch | toy toys amigurumi teddy doll | teddies made stitch by stitch | Teddies, stitch by stitch.
Warp & Loom | weaving weave loom looms tapestry | the warp threads strung on a loom | Weave with us.
Chunkyloop | chunky blanket blankets throw throws | the big loops of a chunky blanket | Big loops, warm blankets.
Skeinbox | kit kits box | a box with the skein and the pattern inside | Everything for one project, in one box.
Skeinpost | subscription monthly | a new skein in the post each month | A new skein every month.
Mohairhalo | mohair luxury silk cashmere | the soft halo of mohair yarn | Soft as a halo.
Spindlespun | spinning spindle handspun wheel | yarn spun on a spindle | Spun by hand, on the spindle.
# r11: detail names
Rowcount | pattern patterns designer | counting rows as you follow a pattern | Patterns that count every row for you.
Needle & Chart | pattern patterns designer chart charts | the needles and the chart you knit from | Charts worth casting on.
Darnit | mending mend repair repairs darning visible | darn it: holes darned, not thrown away | Holes? Darn it.
Patch & Darn | mending mend repair repairs darning alterations | a patch and a darn: clothes mended | Mended, not binned.
Punchloop | punch punchneedle tufting tufted rug rugs | a loop punched through the cloth | Punch a loop, make a rug.
Tuftgun | punch punchneedle tufting tufted rug rugs | the tufting gun that makes a rug | Point, tuft, make a rug.
Knot & Cord | macrame cord knotting wallhanging | a knot tied in cotton cord | Knot by knot.
Reskein | recycled upcycled reclaimed sustainable eco | old yarn wound into a new skein | Old yarn, new skein.
Jumperspun | recycled upcycled reclaimed sustainable | yarn spun again from old jumpers | Old jumpers, new yarn.
Quilt & Thimble | quilt quilting quilts patchwork | the quilt and the thimble that sews it | A thimble for every quilt.
Scrapblock | quilt quilting quilts patchwork scraps | a quilt block sewn from scraps | Scraps into blocks, blocks into quilts.
Grannyhook | crochet crocheting hook granny | the hook for granny squares | Squares for every blanket.
Hem & Bobbin | sewing sew dressmaking machine | the hem and the bobbin of a sewing machine | Sew it yourself.
# r12: detail names
Homeflock | british local | wool from home-grown flocks | Wool from flocks near home.
Cast On Club | beginner beginners learn | learning to cast on your first stitches | Your first stitches, with friends.
Pramknit | baby newborn | knits for the pram: blankets and bonnets | Knits for the pram.
Dyepot Yarns | dyed handdyed indie | yarn dyed by hand in the dye pot | Each skein, dyed in the pot.
# r13: detail names
Madderpot | naturaldye naturaldyes naturallydyed plantdyed botanical indigo madder | the pot of madder root that dyes wool red | Coloured with roots, leaves and flowers.
Pupjumper | dog dogs pet pets puppy puppies | a knitted jumper for a pup | Knits for the dog, too.
Knit & Stay | retreat retreats holiday holidays getaway | a stay away with your knitting | Bring your needles, stay the weekend.
# r14: detail names
Paddockspun | alpaca alpacas llama llamas | yarn spun from the alpacas in our paddock | From our paddock to your needles.
Sockblank | sock socks | a knitted blank dyed to unravel into a pair of socks | Unravel it, knit a pair.
Bunnyhook | toy toys amigurumi teddy doll dolls | a bunny made with a crochet hook | Hook a bunny, gift a bunny.
Shuttlepass | weaving weave loom looms tapestry | the pass of the shuttle across the warp | Pass by pass, cloth appears.
Armknit | chunky blanket blankets throw throws armknitting | a chunky blanket knitted on your arms | No needles, just arms and wool.
Cashmere Cake | mohair luxury silk cashmere | a wound cake of cashmere yarn | Cashmere, wound and ready.
Fingerknit | kids children child childrens | knitting with fingers, the way children start | Little fingers, first knots.
# r17: detail names
Bluefinger Yarns | handdyed handdye dyed dyer dyeing indie | the dyer's blue-stained fingers: every skein dyed by hand | Our fingers are blue so your skeins are too.
Littlelot Yarns | small smallbatch batch batches limited dyelot | a little dye lot: only a few skeins per batch | A little lot, then it's gone.
Ramblewool | colourway colourways colorway colorways walk walks walking ramble hike hikes | wool dyed in the colours of a ramble | Colours picked up on a ramble.
Dropstitch Club | class classes weekly lesson lessons beginner beginners club | a weekly class where you learn to rescue a dropped stitch | Drop a stitch? Bring it on Thursday.
`)
