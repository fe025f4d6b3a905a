import { bank } from '../types.ts'

export default bank('tea', `
CaddySpoon | - | the little spoon kept in the tea caddy | One spoon per cup, one for the pot.
KettleHum | - | the hum a kettle makes just before it boils | Listen for the hum.
Cosypot | - | tea cosy + pot: a pot kept warm under its cosy | A pot that stays warm.
Caddytin | - | caddy + tin: loose leaf kept in its own tin | Loose leaf, kept in the tin.
Spoutful | - | one pour from the spout of the pot | Pour slow, sip slower.
Leafroll | - | the rolling step that shapes every tea leaf | Rolled by hand, opened in your cup.
Gaiwanbrew | chinese gongfu oolong | the lidded gaiwan bowl used for gongfu brewing | Many short steeps, one slow afternoon.
FirstFlush | organic estate single origin loose | the first, most prized pick of the tea season | The first leaves of spring.
TwoLeaves | organic estate single origin loose | pickers take two leaves and a bud: the tea grower's rule | Two leaves and a bud, nothing else.
Pluckbasket | organic estate farmer ethical | the basket a tea picker fills on the slope | Picked by hand on the slope.
Whiskbowl | matcha japanese ceremony latte | the bamboo whisk and bowl behind every matcha | Whisked to a froth, by hand.
Stonemill | matcha japanese ceremony | matcha is ground slowly between mill stones | Stone-ground, slowly, for matcha.
GreenFroth | matcha latte cafe | the bright green froth on a well-whisked matcha | Bright green, properly whisked.
Stovechai | chai spice indian street | chai boiled on the stove with milk and spice | Boiled on the stove, the proper way.
CardamomCup | chai spice indian | the cardamom that makes a chai a chai | Crushed cardamom in every cup.
Spicekettle | chai spice indian winter | a kettle of spiced tea kept on the boil | Spice, milk and leaf, boiled together.
Sconestack | afternoon tearoom cake scone vintage | a warm stack of scones for afternoon tea | Warm scones, stacked high.
JamFirst | afternoon tearoom scone cake devon cornwall | the old argument: jam first, or cream first on the scone | Jam first. We will not argue.
Saucerstack | afternoon tearoom vintage | the stack of china saucers in a busy tea room | Always served with a saucer.
Sugartongs | afternoon tearoom vintage cake | the small tongs for sugar lumps at a proper tea | One lump or two?
Nettlepot | herbal wellness botanical caffeine | nettle + pot: herbal tea from the hedgerow | Herbal, gathered, steeped.
Fieldsteep | herbal botanical wellness organic | wild field herbs, steeped | Field herbs in a hot cup.
Mintsprig | herbal wellness caffeine sleep | a fresh sprig of mint in hot water | A fresh sprig, nothing added.
Pearlstraw | bubble boba milk | the wide straw that lets the tapioca pearls through | Wide straws for big pearls.
Chewsday | bubble boba milk student | chew + Tuesday: a bubble tea treat any day | Every day is Chewsday.
Tapiocup | bubble boba milk | tapioca + cup: pearls at the bottom of the cup | Pearls at the bottom, joy at the top.
Tinpost | online subscription delivery gift | a fresh tin of tea by post | A fresh tin through the letterbox.
Leafletter | online subscription delivery | leaf + letter, and a pun on leaflet: tea that arrives like post | New leaves, by letter, every month.
Steepmail | online subscription delivery | steep + mail: tea mailed to your door | Tea worth opening the post for.
Brewbell | tearoom cafe shop | a bell on the teashop door, and a brew inside | Ring the bell, the kettle is on.
OolongRoad | chinese gongfu oolong | the old tea road that oolong travelled on | Rolled oolong, from the old tea road.
CuppaCart | cart truck mobile event market | a proper cuppa served from a cart | A proper cuppa, wherever you are.
`)
