import { bank } from '../types.ts'

export default bank('leather goods', `
Cardslip | wallet | a slim slip for cards | Slim enough to forget it is there.
Tackhall | saddle horse equestrian | a hall hung with tack | Tack made for riders.
Bridlecraft | saddle horse equestrian | the craft of bridle leather | Bridle leather, made for the path.
Barktan | natural vegetable vegtan tanned chromefree | leather tanned with tree bark | Tanned with bark, not chrome.
*Conkerhide | heritage vintage | conker-brown hide, the colour of autumn | Leather the colour of conkers.
Oldsaddle | heritage vintage | the look of an old saddle | Leather with a past.
Scuffmend | care repair | mending scuffed leather | Worn leather, mended.
Wristworn | watch | a strap worn on the wrist for years | Leather for your wrist.
# r10: detail names
Satchelstitch | bag bags handbag satchel tote | a satchel stitched by hand | Satchels stitched to last.
Collar & Lead | dog collar lead pet | a leather collar and lead for the dog | Leather for the daily walk.
Initialpress | personalised personalized monogram embossed initials | initials pressed into the leather | Your initials, pressed in.
Applehide | vegan apple plantbased crueltyfree | apple + hide: leather made from apple skins | Leather made from apples.
Throttlehide | motorcycle motorbike biker jacket | hide made for the throttle | Leather for the open road.
Bootstitch | boot boots shoe shoes | boots stitched by hand | Boots stitched to walk for years.
Apronhide | apron aprons workshop | a hide apron for the workshop | Aprons for people who make things.
Stagestrap | guitar strap camera | a guitar strap made for the stage | Straps made for the stage.
# r11: detail names
Journaljacket | journal notebook diary planner | a leather jacket for a journal | Dress your notebook in leather.
Passportsleeve | travel passport | a leather sleeve for a passport | Your passport, travelling in leather.
Tag & Trunk | travel luggage weekender | a luggage tag and a trunk | Leather for the long trip.
Punch & Stitch | class classes course leathercraft | punch the holes, then stitch: a leathercraft class | Punch, stitch, take it home.
Chefroll | knife knives chef chefs | a chef's leather knife roll | Roll up your knives.
Sheathstitch | knife sheath bushcraft | a sheath stitched to fit a blade | Sheaths stitched to fit the blade.
Buckle & Notch | belt belts buckle | a buckle and a notch: a good belt | A notch for every year.
Chesterbutton | upholstery furniture sofa chesterfield restoration | the deep buttons of a Chesterfield sofa | Sofas restored, button by button.
Keyloop | keyring keyrings keychain fob | a loop of leather for your keys | A leather loop for your keys.
Backpocket | wallet wallets cardholder billfold | a wallet made for the back pocket | Made for the back pocket.
Buckleflap | bag bags satchel handbag | the buckled flap of a satchel | Satchels that buckle shut.
# r12: detail names
Awl & Thread | handmade handstitched stitched | an awl and waxed thread: leather stitched by hand | Pierced by awl, stitched by hand.
Brogue & Belt | men mens | the brogues and belt of a well-dressed man | Belted, buckled, booted.
Clasp & Clutch | women handbag purse clutch | the clasp on a leather clutch bag | A clasp that clicks shut.
Butterhide | luxury soft | leather soft as butter | Butter soft, and better with age.
Leadloop | dog collar lead pet | a looped leather dog lead | A lead for life.
# r13: detail names
Fingerstitch | glove gloves driving | gloves stitched finger by finger | Gloves stitched finger by finger.
Salvage Hide | upcycled recycled reclaimed offcuts offcut zerowaste | leather salvaged from offcuts | Offcuts, made useful again.
Crawlshoe | baby babies moccasin moccasins toddler toddlers | soft leather shoes for crawling babies | Soft soles for first steps.
# r14: detail names
Notefold | wallet wallets billfold cardholder | a leather fold for banknotes | Notes folded in leather.
Heel & Handle | repair repairs mend mending | bag handles and shoe heels put right | Handles restitched, heels rebuilt.
Burnish Night | class classes course courses leathercraft lesson lessons | an evening class rubbing leather edges smooth | Stitch, burnish, take it home.
Lugstrap | watch watches | a strap cut to fit between the watch lugs | Straps cut to fit your watch.
# r16: detail names
Coinsnap | wallet wallets purse purses cardholder coin | a coin pocket closed with a press stud snap | Snap it shut, coins safe.
Bench & Beeswax | handmade handstitched handcrafted artisan artisanal workshop | made at the workbench, edges rubbed with beeswax | Made at the bench, finished with beeswax.
Monogram Mallet | personalised personalized monogram monogrammed embossed initials stamped | letter stamps struck in with a mallet | Your initials, struck by hand.
Cactus & Cork | vegan plantbased crueltyfree cactus cork | cactus and cork, two leathers with no cow | Leather grown, not skinned.
# r17: detail names
Patina & Brass | belt belts buckle buckles brass handmade | belt leather that darkens with patina on a solid brass buckle | Solid brass, leather that ages well.
Hammer Loop | toolbelt toolbelts tool tools carpenter carpenters builder pouch | the loop on a leather tool belt that holds the hammer | Tool belts that hold the hammer right.
`)
