import { bank } from '../types.ts'

export default bank('leather goods', `
Lowbench | - | a low workbench where leather is cut by hand | A small bench, a lifetime of leather.
Stitchpony | - | the stitching pony: the wooden clamp that holds leather while it is hand-sewn | Held in the pony, sewn by hand.
Edgeslick | - | the edge slicker: the wooden tool that burnishes a cut edge to a glassy finish | Edges burnished until they shine.
Grainside | - | the grain side: the smooth outer face of the hide that ages best | The good side of the hide.
Roundknife | - | the half-moon round knife leatherworkers cut every piece with | Cut by hand with the round knife.
Cardslip | wallet | a slim slip for cards | Slim enough to forget it is there.
Satchelry | bag | a shop of satchels | A satchel for every shoulder.
Bucklebury | belt | buckle + Bucklebury, an English village | A village of buckles.
Tackhall | saddle horse equestrian | a hall hung with tack | Tack made for riders.
Bridlecraft | saddle horse equestrian | the craft of bridle leather | Bridle leather, made for the path.
Twoneedle | handmade | two needles, one thread: the hand saddle stitch | Two needles, one thread.
Awlmark | handmade | the marks an awl leaves on hand-stitched leather | Every stitch starts at the awl.
Benchhide | handmade | hide cut at the bench | Cut and stitched at the bench.
Barktan | natural vegetable | leather tanned with tree bark | Tanned with bark, not chrome.
Oaksoak | natural vegetable | leather soaked in oak bark | A year in the oak pit.
Slowtan | natural vegetable | slow tanning, done the old way | Tanned slow, worn long.
Conkerhide | heritage vintage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Oldsaddle | heritage vintage | the look of an old saddle | Leather with a past.
Scuffmend | care repair | mending scuffed leather | Worn leather, mended.
Restitch | care repair | stitches redone | Stitched again, good for years.
Wristworn | watch | a strap worn on the wrist for years | Leather for your wrist.
Graftapron | work apron | an apron for hard graft | Aprons for real work.
`)
