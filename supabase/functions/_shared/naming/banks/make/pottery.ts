import { bank } from '../types.ts'

export default bank('pottery', `
Palmcup | - | palm + cup: a cup shaped to sit in your palm | Made to fit your palm.
*Wobblepot | class workshop beginner beginners classes workshops | wobble + pot: where beginners learn, wobbles and all | Wobbles welcome.
Mudclub | class workshop beginner adult beginners adults | mud + club: a friendly pottery club | Join the club, get muddy.
Duetmug | date couple night gift couples | duet + mug: a pair of mugs made together | Two mugs, made together.
Namestamp | wedding gift personalised | a name stamped into the clay | Your name, fired in.
Heirloomjug | wedding gift personalised | heirloom + jug: a jug to hand down | Made to hand down.
Thumbpot | kids family school | thumb + pot: little pots pinched with thumbs | Pinched by little thumbs.
Splodgemug | kids family party | splodge + mug: mugs painted by kids | Splodges made to last.
Smokeglaze | woodfired rural | smoke + glaze: glazes made by smoke and flame | Glazed by the smoke.
Rootpot | planter plant houseplant garden planters plants houseplants | root + pot: handmade pots for plants | A good home for roots.
Handlehug | mug coffee tea mugs | handle + hug: a mug with a handle that fits | A handle you can hug.
*Dunkmug | mug tea biscuit | dunk + mug: wide mugs made for dunking | Wide enough to dunk.
# r10: detail names
Brushplate | paintyourown pyo painting paint | brush + plate: paint your own plate | Pick a plate, pick a brush.
Dab & Bake | paintyourown pyo painting paint | dab + bake: you dab the paint, we fire it | You dab, we bake.
Tablethrow | tableware restaurant chef dinnerware plate plates | table + throw: pots thrown for the table | Thrown for the table.
Supperstack | tableware dinnerware plate plates bowl bowls | supper + stack: stacks of handmade plates for supper | Stack up for supper.
Fizz & Clay | hen party prosecco social corporate | fizz + clay: clay on the wheel, fizz in the glass | Bring the fizz, we bring the clay.
Toeprint | baby newborn footprint keepsake | toe + print: a baby's toe prints fired in clay | Tiny toes, fired forever.
Tulipjug | vase vases flower flowers florist | tulip + jug: jugs made for tulips | Made for tulips.
Kibblepot | dog dogs pet | kibble + pot: handmade dog bowls | A bowl worth the wait.
# r11: detail names
Goldseam | kintsugi repair mending broken | gold + seam: broken pots mended with gold seams | Mended in gold.
Spout & Saucer | teapot teapots teaset saucer | spout + saucer: handmade teapots and tea sets | Pour from a pot you love.
Wickpot | candle candles vessel vessels | wick + pot: handmade candle vessels | A pot for every wick.
Lampthrow | lamp lamps lighting lampshade | lamp + throw: lamp bases thrown on the wheel | Thrown, then lit.
Splashtile | tile tiles splashback | splash + tile: handmade tiles for the splashback | Tiles behind the tap.
Wheelpass | membership members openstudio | wheel + pass: a membership pass for the potter's wheel | Your pass to the wheel.
Claybauble | christmas bauble baubles ornament ornaments festive | clay + bauble: handmade Christmas baubles | Clay on the tree.
Slowspin | wellbeing mindful mindfulness therapy | slow + spin: the wheel turning slowly while you unwind | Slow the wheel, slow down.
Vowbowl | wedding bride bridal registry | vow + bowl: a handmade bowl for the wedding list | A bowl for the vows.
Cactuscup | planter planters cactus succulent succulents houseplant | cactus + cup: small pots for cacti | A cup for every cactus.
# r12: detail names
Wheelstart | beginner beginners class workshop | your first go on the potter's wheel | Sit down, throw your first pot.
Clayday Kids | kids children family party | a day of clay for the kids | Muddy hands, proud faces.
Mugmakers | mug mugs tea coffee | a studio for people who make mugs | Drink from a mug you made.
Glazeday | paintyourown pyo painting paint | a day painting glaze onto ready-made pots | Pick a pot, paint it your colours.
Clay Date Night | date couple couples night | a couple's evening at the wheel | Throw a pot, share a glass.
# r13: detail names
Shorethrow | beach seaside coast coastal sea shore | shore + throw: pots thrown by the sea | Thrown within earshot of the waves.
Reclay | eco ecofriendly sustainable recycled recycle zerowaste | re + clay: pots made from reclaimed clay | Every scrap of clay, thrown again.
Mugpost | online post posted delivery delivered shipping subscription | mug + post: handmade mugs sent by post | A handmade mug through your door.
Clayhoop | earrings earring jewellery jewelry | clay + hoop: handmade ceramic earrings | Fired clay, worn as hoops.
# r14: detail names
Fernbowl | planter planters plant plants houseplant houseplants | fern + bowl: wide handmade bowls for ferns and houseplants | A bowl your fern will love.
Henspin | hen hens henparty bachelorette | hen + spin: a hen party at the potter's wheel | Spin a pot before the big day.
Kilnbox | online post posted delivery delivered shipping subscription | kiln + box: pots boxed straight from the kiln and posted | Out of the kiln, into the post.
Seaglaze | beach seaside coast coastal sea shore | sea + glaze: glazes in the blues and greens of the sea | Glazed the colour of the tide.
Centring Hour | wellbeing mindful mindfulness therapy relax relaxing | centring the clay on the wheel, and centring yourself | Centre the clay, centre yourself.
# r16: detail names
Slip & Sponge | wheel throwing thrown thrower | slip and sponge: the wet tools of wheel throwing | Wet hands, spinning clay.
Wirecut Studio | wheel throwing thrown thrower | the wire that cuts a fresh pot off the wheel | Throw it, wire it, lift it off.
Wet Elbows | beginner beginners novice novices taster | the wet elbows of a first go at the wheel | Wet elbows guaranteed.
Rim & Foot | tableware dinnerware crockery plate plates restaurant dinner | the rim and foot ring of a hand-thrown plate | Handmade from rim to foot.
Open Bench Pottery | membership members member openstudio dropin | a bench open to members any time | Drop in, sit down, make.
Coil Crew | kids children child family party parties birthday | kids rolling clay coils into pots | Roll it, coil it, take it home.
Pinch Party | kids children child party parties birthday | a birthday party making pinch pots | Pinch, giggle, fire, keep.
# r18: detail names
*Lopsided Bowls | class classes beginner beginners wheel throwing lessons course | every beginner's first bowl comes off the wheel a little lopsided | Lopsided is how every potter starts.
`)
