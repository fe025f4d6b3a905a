import { bank } from '../types.ts'

export default bank('houseplants', `
Mistly | - | the morning mist every tropical plant loves | A little mist, a lot of green.
Terracottage | - | terracotta + cottage: a home full of clay pots and green | A cottage full of clay pots.
Frondsome | - | frond + handsome: plants worth looking at | Handsome fronds for every room.
Mossball | kokedama | the moss ball a kokedama plant grows in | Plants wrapped in moss, no pot needed.
Pebbletray | - | the tray of wet pebbles that keeps tropical leaves happy | Humid leaves, happy plants.
Longspout | - | the long-spout watering can that reaches every pot | Water right to the roots.
Perlitely | - | perlite, the white grit in every good potting mix, said politely | Good soil, good manners.
Leafturn | - | the quarter turn you give a plant so it grows straight to the light | Turn it to the light.
Fernery | - | the Victorian word for a collection of ferns | A Victorian passion, for your flat.
Variegata | rare collector | variegata: the botanist's word for the white-splashed leaves collectors chase | The leaves collectors chase.
Hoyahunt | rare collector | the hunt for the rare hoya every collector wants | Found for the collectors.
Nodehunt | rare collector cutting | hunting the node where a rare cutting will root | Rare cuttings, rooted right.
Potpost | subscription delivery online | a potted plant in the post | A new plant through the door.
Frondbox | subscription delivery online | a box of fronds delivered every month | Every month, something green arrives.
Leafdrop | subscription delivery online | a new leaf dropped at your door | Fresh leaves, dropped at your door.
Deskfern | office workplace | a fern on every desk | Greener desks, brighter teams.
Lobbyjungle | office workplace hotel | the lobby filled with tall green plants | Make the lobby a jungle.
Greenlease | office workplace hire | plants leased to offices and cared for by us | Plants for hire, care included.
Firstsprout | beginner easy | your first plant, and its first new sprout | Start with one. Watch it sprout.
Hardygreen | beginner easy | hardy plants that forgive a missed watering | Plants that forgive you.
Slowgrow | beginner easy | easy plants that grow slow and steady | Slow, steady, hard to get wrong.
Nibblesafe | pet cat dog | plants safe if the cat takes a bite | Safe when the cat takes a nibble.
Pawsafe | pet cat dog | plants safe for homes with paws | Green homes for furry homes.
Whiskervine | pet cat | trailing vines chosen with whiskers in mind | Vines the cat approves.
Pricklepot | succulent cactus | cactus in a pot: prickly and easy | Prickly outside, easy inside.
Desertsill | succulent cactus | a sunny sill full of desert plants | The desert, on your windowsill.
Rosettebox | succulent cactus | the rosette shape of a succulent, boxed up | Succulent rosettes, boxed and ready.
Wardian | terrarium | the Wardian case: the Victorian glass box that started the terrarium | A tiny world under glass.
Jarjungle | terrarium | a whole jungle in a sealed jar | A jungle that fits on a shelf.
Bottlegarden | terrarium | a garden sealed in a bottle that waters itself | A garden that waters itself.
Nodecut | propagation cutting | the cut just below a node, where roots begin | Cut at the node, rooted in water.
Cuttingjar | propagation cutting | the jar of water where cuttings grow roots | Watch the roots grow.
Rootsprout | propagation cutting | the first root and sprout on a new cutting | From one cutting, a whole plant.
`)
