import { bank } from '../types.ts'

export default bank('records', `
Runoutetch | - | the etching scratched into the run-out groove | Read the run-out before you buy.
Sidetwo | - | side two: where the deeper cuts live | Turn it over.
Cratedig | - | crate digging: the hunt through boxes for the one record | Come dig with us.
Centrelabel | - | the paper label at the middle of the record | Judge it by the label.
Gatefold | - | the fold-out sleeve of a proper album | Open the gatefold, drop the needle.
Spiderspin | - | the spider adapter that spins a seven-inch single | Seven inches at a time.
Platterhour | - | an hour spent with the platters | Give it an hour on the platter.
Stylustip | - | the tip of the stylus riding the groove | Right down to the stylus tip.
Groovecut | - | the groove cut into the master | Cut deep, played loud.
Hisspop | - | the hiss and pop of a record before the song | Hiss, pop, play.
Rackflick | - | flicking through the racks, sleeve by sleeve | Flick the racks with us.
Dustsleeve | secondhand used | a dusty sleeve with a great record inside | Dust on the sleeve, gold in the groove.
Fairfind | secondhand used fair | the find at a record fair | Found at the fair.
Ringwear | secondhand used | the ring an old record wears into its sleeve | Ring wear means it was loved.
Slipmat | dj dance | the felt mat a DJ slips records on | Slip it on, mix it in.
Pitchfader | dj dance | the fader a DJ rides to match tempos | Ride the fader.
Dubplate | dj dance | the one-off acetate cut for a DJ's set | One-offs for the selector.
Soulside | soul jazz | the soul side of the shop | Soul on every shelf.
Bopcrate | jazz | a crate full of bebop | Bebop by the crate.
Monopress | jazz soul | an original mono pressing | First pressings, in mono.
Listenbar | cafe bar listening | a bar for listening to records | Drink, sit, listen.
Flipcup | cafe bar | flip the record, refill the cup | Flip the side, fill the cup.
Stereobar | cafe bar listening | a bar built around the stereo | Stereo on, glasses up.
Sleevepost | online mail subscription | a record posted in its sleeve | Records by post.
Spindlemail | online mail subscription | records to your spindle by mail | Straight to your spindle.
Stiffmailer | online mail | the stiff mailer every record ships in | Shipped flat, arrives perfect.
Lacquercut | label pressing | the lacquer master cut for a pressing | Cut on lacquer, pressed on wax.
Testpress | label pressing | the test pressing before the run | Test pressed, then played.
Biscuitpuck | label pressing | the vinyl puck pressed flat into a record | From puck to platter.
Whitelabel | dj dance label | the plain white label of a promo pressing | Pressed before anyone else has it.
`)
