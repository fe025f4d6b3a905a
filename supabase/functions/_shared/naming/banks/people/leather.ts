import { bank } from '../types.ts'

export default bank('leather goods', `
Lowbench | - | a low workbench where leather is cut by hand | A small bench, a lifetime of leather.
Cardslip | wallet | a slim slip for cards | Slim enough to forget it is there.
Satchelry | bag | a shop of satchels | A satchel for every shoulder.
Bucklebury | belt | buckle + Bucklebury, an English village | A village of buckles.
Tackhall | saddle horse equestrian | a hall hung with tack | Tack made for riders.
Bridlecraft | saddle horse equestrian | the craft of bridle leather | Bridle leather, made for the path.
Awlmark | handmade | the marks an awl leaves on hand-stitched leather | Every stitch starts at the awl.
Barktan | natural vegetable | leather tanned with tree bark | Tanned with bark, not chrome.
Oaksoak | natural vegetable | leather soaked in oak bark | A year in the oak pit.
Slowtan | natural vegetable | slow tanning, done the old way | Tanned slow, worn long.
Conkerhide | heritage vintage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Oldsaddle | heritage vintage | the look of an old saddle | Leather with a past.
Scuffmend | care repair | mending scuffed leather | Worn leather, mended.
Wristworn | watch | a strap worn on the wrist for years | Leather for your wrist.
Graftapron | work apron | an apron for hard graft | Aprons for real work.
`)
