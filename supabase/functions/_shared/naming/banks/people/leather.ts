import { bank } from '../types.ts'

export default bank('leather goods', `
Tanline | - | tan, the process that makes leather, + tan line | Tanned slow, worn long.
Twofold | wallet | two folds of a wallet + twofold: twice as good | A wallet, twofold.
Gladstone | bag | the Gladstone bag, the classic leather doctor's bag | The bag that carries a century.
Bucklebury | belt | buckle + Bucklebury, an English village | A village of buckles.
StitchPony | handmade | the stitching pony that holds leather for hand stitching | Hand stitched on the pony.
Tackroom | saddle horse equestrian | the tack room where saddles and bridles hang | Straight from the tack room.
Strapline | - | straps + strapline: leather with a message | Leather with a strapline.
Oxblood | heritage vintage | oxblood, the classic deep red of old leather | The red of old leather.
Notecase | wallet heritage | the old British word for a wallet | A notecase for modern notes.
Barktan | natural vegetable | leather tanned with tree bark | Tanned with bark, not chrome.
Hidebound | - | hide + hidebound: tied to the old ways of leather | Stubbornly traditional.
BeltAndBraces | belt | belts and braces: doubly sure | Doubly sure, doubly made.
Roundknife | handmade | the round knife leather workers cut with | Cut with the round knife.
Saddlebag | bag saddle | the saddlebag: a bag made to ride | Made to ride.
Bridlepath | saddle horse equestrian | bridle leather + bridle path | Bridle leather, made for the path.
Oakpit | natural vegetable | the oak-bark pits leather soaks in for a year | A year in the oak pit.
Awlpoint | handmade | the point of the awl that opens every stitch hole | Every stitch starts at the awl.
Bonefolder | - | the bone folder that creases leather edges | Creased with bone, finished by hand.
Holdwell | bag | holdall + well: a bag that holds well | Holds all, holds well.
Stirrupcup | saddle horse equestrian | the stirrup cup before a ride: leather for riders | For riders, before the ride.
Fullgrain | - | full grain, the best cut of the hide | Only the full grain.
TwoNeedle | handmade | two needles, one thread: the hand saddle stitch | Two needles, one thread.
Patinate | natural heritage | to patinate: leather that darkens with use | Leather that gets better with age.
Saddlesoap | care repair | the saddle soap that keeps leather supple | Clean, soap, supple.
KidGlove | glove | kid leather gloves + handling with kid gloves | Soft as kid gloves.
Swivelknife | handmade tooled | the swivel knife leather carvers use | Carved with the swivel knife.
Keeperloop | belt | the keeper loop that holds a belt's tail | Even the keeper is hand-stitched.
Pursestring | purse bag | the purse string of an old leather purse | Hold the purse strings.
Edgeslick | handmade | the slicked, burnished edge of hand-finished leather | Edges slicked smooth by hand.
Watchstrap | watch | a leather watch strap, cut and stitched by hand | A strap that outlives the watch.
Conkerhide | heritage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Cardslip | wallet | a slim slip for cards | Slim enough to forget it's there.
`)
