import { bank } from '../types.ts'

export default bank('leather goods', `
Cardslip | wallet | a slim slip for cards | Slim enough to forget it is there.
Tackhall | saddle horse equestrian | a hall hung with tack | Tack made for riders.
Bridlecraft | saddle horse equestrian | the craft of bridle leather | Bridle leather, made for the path.
Barktan | natural vegetable | leather tanned with tree bark | Tanned with bark, not chrome.
*Conkerhide | heritage vintage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Oldsaddle | heritage vintage | the look of an old saddle | Leather with a past.
Scuffmend | care repair | mending scuffed leather | Worn leather, mended.
Wristworn | watch | a strap worn on the wrist for years | Leather for your wrist.
*Hide & Seek | - | hide + hide and seek: leather goods worth looking for | Leather worth seeking out.
*SatchelSwing | bag | a leather satchel swinging from your shoulder | A satchel made for swinging.
*Notch & Buckle | belt | the notch and the buckle: a belt made to fit | Find your notch, keep it for years.
*WaxedThread | handmade | the waxed thread used to hand-stitch leather | Stitched by hand with waxed thread.
*Bark & Hide | natural vegetable | hides tanned slowly with tree bark | Tanned with bark, made to age.
*Honey Hide | natural vegetable | bark-tanned leather that darkens to honey with use | Leather that ages to honey.
*Apron Strings | work apron | leather aprons, tied on for real work | Tie the strings, get to work.
`)
