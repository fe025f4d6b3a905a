import { bank } from '../types.ts'

export default bank('houseplants', `
Mosspole | - | a moss pole is the stake a climbing plant grips as it grows up | Something to climb on.
Pebbletray | - | a tray of wet pebbles under a pot keeps the air round the leaves humid | A little humidity goes a long way.
Splitleaf | - | split-leaf is the old name for the monstera, known for the holes in its leaves | Leaves with holes, on purpose.
Leafturn | - | turning a pot to the light, the first thing plant people learn | Turn it to the light.
Sillside | - | by the windowsill, where plants are happiest | Happiest by the window.
Hoyahunt | rare collector | the hunt for rare hoyas and other collector plants | Rare plants, hunted down.
Rareroot | rare collector | rare plants rooted and ready | Rare plants, rooted.
Potpost | subscription delivery online | a potted plant in the post | A plant through the door.
Mossbox | subscription delivery online | a box of green, moss and all, delivered each month | A box of green, every month.
Deskfern | office workplace business | a fern on every desk | A fern for every desk.
Lobbyjungle | office workplace business hotel | a jungle in the lobby | Greener lobbies, happier people.
Oopsproof | beginner easy | plants that forgive the odd mistake | Plants that forgive.
Nibblesafe | pet cat dog | plants safe for pets that nibble | Safe for nibblers.
Whiskervine | pet cat dog | trailing plants a cat can brush past safely | Cats welcome.
Pricklepot | succulent cactus | a pot of prickly cacti | Prickly, and proud of it.
Desertsill | succulent cactus | a windowsill of desert plants | A desert on your windowsill.
Sunspike | succulent cactus | spiky succulents that love the sun | Sun-loving, water-shy.
Jarjungle | terrarium | a jungle inside a jar | A jungle in a jar.
Glassgrove | terrarium | a tiny grove under glass | A small world under glass.
Snipsprout | propagation cutting | snip a cutting, watch it sprout | Snip it, grow it.
Cuttingclub | propagation cutting swap | a club for swapping cuttings | Swap a cutting, make a friend.
Duskfrond | low light dark north | fronds that thrive in dim light | Thrives in low light.
Ceilingpalm | big large statement tree | a palm tall enough to touch the ceiling | Tall enough to touch the ceiling.
Towerfig | big large statement tree | a fiddle-leaf fig that towers over the sofa | Figs that fill a room.
Sprigcard | gift | a sprig of green sent with a card | Say it with a sprig.
Soilswap | repotting care doctor | fresh soil and a bigger pot | Fresh soil, new start.
`)
