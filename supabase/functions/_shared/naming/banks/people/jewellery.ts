import { bank } from '../types.ts'

export default bank('jewellery', `
Magpiece | - | magpie + piece: pieces a magpie would steal | Pieces worth stealing, like a magpie.
Locketful | - | a locket full of memories | A locket full of someone.
Claspwell | - | a clasp that shuts well: pieces that stay on | Clasps that stay shut.
Glintwork | - | work that glints in the light | Made to catch the light.
Keepsaker | - | a maker of keepsakes | Pieces made to be kept.
Wristwish | - | a wish worn on the wrist | Wear your wish.
Shimmerlane | - | a lane of shimmering things | A little lane of shimmer.
Tinytreasure | - | small treasures, made to be worn | Small treasures, worn every day.
Linkloved | - | a link, loved for years | Links you will love for years.
Oneknee | engagement proposal | the moment someone goes down on one knee | Made for the moment on one knee.
Yesring | engagement proposal | the ring that gets the yes | The ring that gets the yes.
Askstone | engagement proposal | the stone you ask with | The stone you ask with.
Silverling | silver | silverling, an old word for a silver coin | Small silver, made to last.
Sterlingkind | silver | sterling silver, kindly priced | Sterling silver, kindly made.
Moonmetal | silver | silver, the moon's metal | Silver, the moon's metal.
Gildwell | gold | gild + well: gold done properly | Gilded, and done well.
Goldstrand | gold | fine strands of gold chain | Gold, fine as thread.
Karatkind | gold | kind, honest karats | Honest karats, kindly priced.
Benchmade | handmade maker | made at the jeweller's bench | Made at the bench, by hand.
Hammertone | handmade maker | the hammered finish of metal shaped by hand | Every tap of the hammer shows.
Smallforge | handmade maker | a small forge for small pieces | Forged small, worn forever.
Heirloomery | vintage antique | a place of heirlooms | Heirlooms, found and kept.
Oldcut | vintage antique | old-cut diamonds, cut by hand before machines | Diamonds cut the old way.
Granpiece | vintage antique | the stones of your grandmother's day | Stones with a past.
Lobeline | earring piercing | the line of a pierced ear lobe | Studs set in a line.
Studstory | earring piercing | a story told in studs | Every stud tells a story.
Hooplark | earring piercing | a lark with hoops | Hoops, for a lark.
Signetsmith | men signet | a smith of signet rings | Rings made to seal a letter.
Chaingent | men chain | chains for gents | Links with some weight.
Cufflinkery | men cufflink | a place for cufflinks | Sharp cuffs, every time.
Grownstone | ethical lab | gems grown, not mined | Grown, not mined.
Remeltery | ethical recycled | old gold remelted into new pieces | Old gold, made new.
Fairgold | ethical recycled fairtrade | gold mined fairly, with a clear trail | Gold with a clear trail.
Twinband | wedding | twin bands made together for a wedding | Two bands, made together.
Vowband | wedding | a band for the vows | A band for the vows.
Charmchapter | charm bracelet | a charm for every chapter | A charm for every chapter.
Charmtrail | charm bracelet | a trail of charms on a bracelet | A bracelet that tells your story.
Namelink | personalised name | a link with your name, made in metal | Your name, in metal.
Monogold | personalised name | a monogram in gold | Your initials, in gold.
Birthgem | birthstone | the gem of your birth month | Your month, in a gem.
Monthgem | birthstone | the gem of your month | A stone for every month.
Pearlpool | pearl | a pool of pearls | Pearls, strung by hand.
Oysterline | pearl | a line of pearls from the oyster | From the oyster to your neck.
Vowmetal | wedding | metal made for the vows | Metal made for the vows.
Jinglewrist | charm bracelet | a wrist that jingles with charms | A wrist that jingles.
`)
