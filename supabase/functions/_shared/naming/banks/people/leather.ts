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
`)
