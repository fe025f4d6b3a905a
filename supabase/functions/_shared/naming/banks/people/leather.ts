import { bank } from '../types.ts'

export default bank('leather goods', `
Hidewell | - | hide, worked well | Good hide, worked well.
Tanwright | - | a maker of tanned goods | Leather, well made.
Stitchkept | - | kept together by good stitching | Stitched to be kept.
Patinapath | - | leather on the path to a rich patina | Leather that gets better with age.
Grainfolk | - | folk who know the grain of a hide | We know the grain.
Supplemark | - | the mark of supple leather | Supple from the first day.
Strapkeep | - | straps you keep for life | Straps for keeps.
Lastlong | - | leather built to last long | Leather your grandchildren will argue over.
Lowbench | - | a low workbench where leather is cut by hand | A small bench, a lifetime of leather.
Slimfold | wallet | a slim, folded wallet | A wallet, folded twice.
Cardslip | wallet | a slim slip for cards | Slim enough to forget it is there.
Pocketkeep | wallet | the wallet your pocket keeps | Pocket-kept for decades.
Holdwell | bag | holdall + well: a bag that holds well | Holds all, holds well.
Satchelry | bag | a shop of satchels | A satchel for every shoulder.
Carryfar | bag travel | a bag to carry far | Carry it far.
Bucklebury | belt | buckle + Bucklebury, an English village | A village of buckles.
Beltsmith | belt | a smith of belts | Belts made by a smith.
Cinchsure | belt | a belt that cinches surely | Cinched right, worn daily.
Tackhall | saddle horse equestrian | a hall hung with tack | Tack made for riders.
Bridlecraft | saddle horse equestrian | the craft of bridle leather | Bridle leather, made for the path.
Stirrupworks | saddle horse equestrian | works for stirrup leathers and tack | For riders, before the ride.
Twoneedle | handmade | two needles, one thread: the hand saddle stitch | Two needles, one thread.
Awlmark | handmade | the marks an awl leaves on hand-stitched leather | Every stitch starts at the awl.
Benchhide | handmade | hide cut at the bench | Cut and stitched at the bench.
Barktan | natural vegetable | leather tanned with tree bark | Tanned with bark, not chrome.
Oaksoak | natural vegetable | leather soaked in oak bark | A year in the oak pit.
Slowtan | natural vegetable | slow tanning, done the old way | Tanned slow, worn long.
Conkerhide | heritage vintage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Oldsaddle | heritage vintage | the look of an old saddle | Leather with a past.
Greatgrain | heritage vintage | great grain, handed down | Leather worth handing down.
Scuffmend | care repair | mending scuffed leather | Worn leather, mended.
Soapandmend | care repair | soap and mend: leather care | Clean, soap, supple.
Restitch | care repair | stitches redone | Stitched again, good for years.
Timestrap | watch | a strap for timekeeping | A strap that outlives the watch.
Wristworn | watch | a strap worn on the wrist for years | Leather for your wrist.
Leashcraft | dog pet collar | the craft of leashes and collars | Collars and leads, hand-cut.
Collarwright | dog pet collar | a maker of collars | Collars made to last a dog's life.
Namepress | personalised monogram | your name pressed into leather | Your name, stamped in.
Initialpress | personalised monogram | your initial pressed into leather | Your initial, pressed in.
Graftapron | work apron | an apron for hard graft | Aprons for real work.
`)
