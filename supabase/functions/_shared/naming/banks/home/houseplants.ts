import { bank } from '../types.ts'

export default bank('houseplants', `
Mosspole | - | a moss pole is the stake a climbing plant grips as it grows up | Something to climb on.
Splitleaf | - | split-leaf is the old name for the monstera, known for the holes in its leaves | Leaves with holes, on purpose.
Sillside | - | by the windowsill, where plants are happiest | Happiest by the window.
Hoyahunt | rare collector | the hunt for rare hoyas and other collector plants | Rare plants, hunted down.
Rareroot | rare collector | rare plants rooted and ready | Rare plants, rooted.
Mossbox | subscription delivery online | a box of green, moss and all, delivered each month | A box of green, every month.
*Deskfern | office workplace business | a fern on every desk | A fern for every desk.
Lobbyjungle | office workplace business hotel | a jungle in the lobby | Greener lobbies, happier people.
*Oopsproof | beginner easy | plants that forgive the odd mistake | Plants that forgive.
Nibblesafe | pet cat dog pets cats dogs | plants safe for pets that nibble | Safe for nibblers.
Whiskervine | pet cat dog pets cats dogs | trailing plants a cat can brush past safely | Cats welcome.
Pricklepot | succulent cactus | a pot of prickly cacti | Prickly, and proud of it.
Desertsill | succulent cactus | a windowsill of desert plants | A desert on your windowsill.
*Jarjungle | terrarium | a jungle inside a jar | A jungle in a jar.
Glassgrove | terrarium | a tiny grove under glass | A small world under glass.
Snipsprout | propagation cutting | snip a cutting, watch it sprout | Snip it, grow it.
Cuttingclub | propagation cutting swap | a club for swapping cuttings | Swap a cutting, make a friend.
Duskfrond | low light dark north | fronds that thrive in dim light | Thrives in low light.
Ceilingpalm | big large statement tree | a palm tall enough to touch the ceiling | Tall enough to touch the ceiling.
Towerfig | big large statement tree | a fiddle-leaf fig that towers over the sofa | Figs that fill a room.
Soilswap | repotting care doctor | fresh soil and a bigger pot | Fresh soil, new start.
# r10: detail names
Potforest | bonsai miniature | a whole forest in one pot | A forest on your table.
Petal & Bark | orchid orchids | orchid petals above the bark they grow in | Orchids that flower again.
Knotpot | hanging macrame trailing hanger | a pot hung in a macrame knot | Plants that hang around.
Swingfern | hanging macrame trailing hanger | a fern swinging in its hanger | Ferns that swing.
Gnatsnack | carnivorous flytrap flytraps pitcher | the gnat that becomes a plant's snack | Your gnats, their snack.
Basilsill | herb herbs culinary basil | basil growing on the kitchen sill | Herbs at arm's reach.
Giftfern | gift gifts gifting sympathy | a fern given instead of flowers | Give a fern, not flowers.
Potting Social | workshop workshops class classes | an evening of potting plants together | Bring a friend, leave with a plant.
Steamfern | bathroom bathrooms humid humidity shower | a fern that loves the steam of a shower | Ferns for the shower.
# r11: detail names
Glaze & Leaf | planter planters pot pots ceramic pottery | a glazed pot and the leaf growing from it | A pot worth the plant.
Saucerpot | planter planters pot pots ceramic pottery | a pot with its own saucer | Pots with their saucers.
Leafsitter | sitter sitting sitters watering holiday vacation | a sitter for your plants while you are away | Go away, your plants stay green.
Potcart | van market markets stall truck cart | a cart of potted plants at the market | Plants from the cart.
Fernbarrow | van market markets stall truck barrow | ferns sold off a barrow | Ferns off the barrow.
Leaf & Latte | cafe coffee | a plant shop with a latte | Buy a plant, stay for a latte.
Dormfern | student students dorm university halls | a fern for the dorm room | Green for your halls room.
Mossframe | moss wall walls living preserved | moss in a frame on the wall | A green wall, no watering.
Potpost | subscription delivery monthly post | a potted plant through the post | A plant in the post.
Forgetfern | beginner beginners easy starter | a fern that forgives forgetting to water | For people who forget to water.
Ribbonpot | gift gifts gifting hamper | a plant pot tied with a ribbon | A gift that grows.
# r12: detail names
Lungleaf | air purifying purify clean | leafy plants that help clean indoor air | Plants that help your room breathe.
*Pip & Pot | kids children family | growing a plant from a pip in a pot | Grow a plant from a pip.
*Droopfix | rescue rehome rehoming care doctor | reviving droopy, neglected plants | Droopy plants, perked up.
Whiskerproof | pet pets cat cats dog dogs | plants safe around curious whiskers | Plants safe for cats and dogs.
Variegata | rare collector variegated | rare plants with white-splashed leaves | Rare leaves, splashed with white.
Repot Club | workshop workshops class classes | an evening repotting plants together | Bring a plant, leave it repotted.
# r13: detail names
Nevermist | artificial faux fake silk | never + mist: faux plants that never need misting | Green all year, never misted.
Wickwater | selfwatering hydroponic hydroponics semihydro leca | wick + water: self-watering pots that draw water up a wick | The pot waters itself.
Aislefern | hire rental event events wedding weddings | aisle + fern: ferns and potted palms hired to line the aisle | Ferns down the aisle, back by Monday.
# r14: detail names
Letterbox Cutting | subscription delivery delivered post posted monthly | a rooted cutting sent through the letterbox | A new cutting through the letterbox.
# r17: detail names
Mistminder | app apps reminder reminders misting mist watering | a minder that reminds you to mist and water | We remember, you mist.
Crispy Fern Club | forgetful forget forgetting busy neglect beginner beginners | for owners whose ferns keep going crispy | No more crispy ferns.
Frond Journal | tracking track tracker log journal diary growth | a journal of every new frond and repot | Watch each frond unfurl, week by week.
`)
