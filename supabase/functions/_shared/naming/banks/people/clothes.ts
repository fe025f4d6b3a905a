import { bank } from '../types.ts'

export default bank('clothes', `
Biascut | - | the bias cut that makes fabric fall and drape | Cut on the bias, made to move.
Rerack | vintage secondhand | re + rack: vintage clothes back on the rail | Back on the rack, ready again.
HemAndHaw | - | hem + hem and haw: clothes for people who take their time choosing | Take your time. Try it on.
DropDay | streetwear | drop day, when a new streetwear run goes on sale | Every drop, on drop day.
Placket | - | the placket, the strip that holds the buttons: detail done right | It's all in the placket.
Reworn | sustainable secondhand | clothes worn again, and loved again | Loved once, reworn.
Growroom | kids child | clothes cut with room to grow | Room to grow, built in.
Pickstitch | tailoring tailor men suit | the pick stitch along a hand-made lapel | Finished with a pick stitch.
Hangtag | - | the hang tag on a new garment | Worth keeping the tag.
FivePocket | denim jean | the five-pocket jean, the classic cut | Five pockets, one perfect fit.
Purlwise | knit knitwear | purl + wise: knitwear that knows its stitches | Knit one, purl wise.
Stoopside | streetwear | the front stoop, where street style is worn | Dressed for the stoop.
Flaxfield | sustainable linen organic | a field of flax, where linen starts | From flax field to wardrobe.
Handmedown | kids secondhand | hand-me-downs: kids' clothes passed on | Made to be handed down.
Chalkmark | tailoring tailor men suit | the tailor's chalk mark before the cut | Marked in chalk, cut to you.
Frockery | boutique women dress | frock + -ery: a shop full of frocks | A shop full of frocks.
Yarnover | knit knitwear | the yarn-over, a stitch every knitter knows | Knitwear, one stitch at a time.
Collarstay | - | the collar stay that keeps a shirt sharp | Sharp collars, all day.
Undyed | sustainable natural organic | cloth left undyed: natural colours, no chemicals | Natural colour, nothing added.
Boxfit | streetwear | the boxy fit of streetwear tees | Boxy, heavy, just right.
Selvedge | denim jean | selvedge, the woven edge of quality denim | Denim with the edge.
Puddlesuit | kids child | the puddle suit kids wear to splash | Built for splashing.
HasPockets | boutique women dress | it has pockets: the best news a dress can bring | Yes, it has pockets.
Gansey | knit knitwear | the gansey, the fisherman's knitted jumper | Knitted like the fishermen's.
Halfcanvas | tailoring tailor men suit | the half-canvas suit: a hand-made chest | Half-canvassed, fully tailored.
Mendery | sustainable repair | mend + -ery: a shop that mends | We mend what you love.
Loopback | streetwear | loopback cotton, the fabric of good sweatshirts | Sweats with loopback weight.
Chainstitch | denim jean | the chain stitch on a denim hem | Chain-stitched hems, like the originals.
Boxpleat | boutique women | the box pleat of a skirt | Pleated, pressed, perfect.
Jumblebox | vintage secondhand | a box of jumble-sale finds | Every find a jumble of luck.
Rolledcuff | - | the rolled cuff of a jean or sleeve | Roll the cuff, wear it your way.
Wovenwell | - | cloth woven well, worn well | Woven well, worn for years.
Fleafind | vintage secondhand | a flea-market find: vintage picked one piece at a time | Every piece a flea-market find.
`)
