import { bank } from '../types.ts'

export default bank('jewellery', `
Magpiece | - | magpie + piece: pieces a magpie would steal | Pieces worth stealing, like a magpie.
Locketful | - | a locket full of memories | A locket full of someone.
Oneknee | engagement proposal | the moment someone goes down on one knee | Made for the moment on one knee.
Yesring | engagement proposal | the ring that gets the yes | The ring that gets the yes.
Askstone | engagement proposal | the stone you ask with | The stone you ask with.
Moonmetal | silver | silver, the moon's metal | Silver, the moon's metal.
Hammertone | handmade maker | the hammered finish of metal shaped by hand | Every tap of the hammer shows.
Smallforge | handmade maker | a small forge for small pieces | Forged small, worn forever.
Heirloomery | vintage antique | a place of heirlooms | Heirlooms, found and kept.
Lobeline | earring piercing | the line of a pierced ear lobe | Studs set in a line.
Hooplark | earring piercing | a lark with hoops | Hoops, for a lark.
Cufflinkery | men cufflink | a place for cufflinks | Sharp cuffs, every time.
Grownstone | ethical lab | gems grown, not mined | Grown, not mined.
Vowband | wedding | a band for the vows | A band for the vows.
Charmchapter | charm bracelet | a charm for every chapter | A charm for every chapter.
Monogold | personalised name | a monogram in gold | Your initials, in gold.
Oysterline | pearl | a line of pearls from the oyster | From the oyster to your neck.
Jinglewrist | charm bracelet | a wrist that jingles with charms | A wrist that jingles.
`)
