import { bank } from '../types.ts'

export default bank('denim', `
Rivet & Fade | - | the copper rivets and the fades a pair of jeans earns | Rivets in, fades earned.
Coin Pocket Denim | - | the little coin pocket on every pair of jeans | Good jeans, down to the coin pocket.
Fivepocket | - | the five-pocket jean, denim's classic shape | The five-pocket, done properly.
Shuttle Loom Denim | selvedge selvage raw japanese | selvedge denim is woven on old shuttle looms | Shuttle-loomed, slow and proper.
Okayama Blue | japanese japan selvedge selvage | Okayama, the capital of Japanese denim | Japanese selvedge, Okayama deep blue.
Soak & Shrink | raw unwashed rigid drydenim | raw denim: soak it, shrink it, wear it in | Soak it, shrink it, make it yours.
Second Fade | vintage secondhand used preloved thrift | old jeans on their second round of fading | Faded once, ready for round two.
Chainstitch Hem | hem hemming chainstitch alteration alterations | the chainstitched hem that ropes as jeans fade | Hemmed on the chainstitch, roping included.
Inseam & Rise | custom bespoke madetomeasure tailored fit | jeans cut to your own inseam and rise | Cut to you, not a size chart.
Patchblue | upcycled upcycle upcycling reworked patchwork | old jeans cut and patched into new pieces | Old jeans, cut into new.
Trucker Blue | jacket jackets trucker | the trucker jacket, denim's classic jacket | The jacket that fades with you.
Tiny Rivets | kids child children baby | real riveted jeans in tiny sizes | Real jeans, tiny rivets.
Single Needle Jeans | handmade smallbatch handsewn local | jeans sewn on a single-needle machine | Sewn one needle at a time.
`)
