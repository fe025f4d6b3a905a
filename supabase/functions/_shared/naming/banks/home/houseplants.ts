import { bank } from '../types.ts'

export default bank('houseplants', `
Frondsome | - | frond + handsome: a handsome, leafy room | Handsome rooms, full of fronds.
Terracottage | - | terracotta + cottage: a cottage full of potted plants | A cottage of terracotta pots.
Leafturn | - | turning a pot to the light, the first thing plant people learn | Turn it to the light.
Sillside | - | by the windowsill, where plants are happiest | Happiest by the window.
Gladleaf | - | a leaf that makes you glad to come home | Leaves that make you glad.
Mistmorning | - | misting the leaves on a quiet morning | A quiet morning, a misted leaf.
Happyroot | - | happy roots make a happy plant | Happy roots, happy home.
Calmvine | - | a vine trailing calmly down the shelf | Green, trailing, calm.
Hoyahunt | rare collector | the hunt for rare hoyas and other collector plants | Rare plants, hunted down.
Rareroot | rare collector | rare plants rooted and ready | Rare plants, rooted.
Plantquest | rare collector | the quest for the plant no one else has | The leaf nobody else has.
Potpost | subscription delivery online | a potted plant in the post | A plant through the door.
Mossbox | subscription delivery online | a box of green, moss and all, delivered each month | A box of green, every month.
Monthfern | subscription delivery online | a new fern every month | A new plant every month.
Deskfern | office workplace business | a fern on every desk | A fern for every desk.
Lobbyjungle | office workplace business hotel | a jungle in the lobby | Greener lobbies, happier people.
Greenlease | office workplace business hire | office plants leased and looked after | We lease, water and care.
Firstsprout | beginner easy | the first sprout of a beginner's first plant | Every plant person starts somewhere.
Oopsproof | beginner easy | plants that forgive the odd mistake | Plants that forgive.
Sturdystem | beginner easy | sturdy plants that are hard to kill | Hard to kill, easy to love.
Nibblesafe | pet cat dog | plants safe for pets that nibble | Safe for nibblers.
Pawsafe | pet cat dog | plants safe around paws | Safe around paws.
Whiskervine | pet cat dog | trailing plants a cat can brush past safely | Cats welcome.
Pricklepot | succulent cactus | a pot of prickly cacti | Prickly, and proud of it.
Desertsill | succulent cactus | a windowsill of desert plants | A desert on your windowsill.
Sunspike | succulent cactus | spiky succulents that love the sun | Sun-loving, water-shy.
Jarjungle | terrarium | a jungle inside a jar | A jungle in a jar.
Glassgrove | terrarium | a tiny grove under glass | A small world under glass.
Domemoss | terrarium | moss growing under a glass dome | Moss, under glass.
Snipsprout | propagation cutting | snip a cutting, watch it sprout | Snip it, grow it.
Cuttingclub | propagation cutting swap | a club for swapping cuttings | Swap a cutting, make a friend.
Shootswap | propagation cutting swap | swapping young shoots with other plant lovers | Swap shoots, grow more.
Shadyshelf | low light dark north | plants for the shady shelf | Green for the darker corners.
Cornergreen | low light dark north | green for the dark corner | Even the dark corner.
Duskfrond | low light dark north | fronds that thrive in dim light | Thrives in low light.
Ceilingpalm | big large statement tree | a palm tall enough to touch the ceiling | Tall enough to touch the ceiling.
Grandstem | big large statement tree | one grand stem that fills a whole corner | One plant, whole room.
Towerfig | big large statement tree | a fiddle-leaf fig that towers over the sofa | Figs that fill a room.
Sprigcard | gift | a sprig of green sent with a card | Say it with a sprig.
Giftsprig | gift | a small plant to give | A small green gift.
Thankyoupalm | gift | a palm to say thank you | Say thanks in green.
Soilswap | repotting care doctor | fresh soil and a bigger pot | Fresh soil, new start.
Wiltrescue | repotting care doctor | rescuing plants that have started to wilt | We rescue wilting plants.
Plantmedic | repotting care doctor | a medic for sick plants | House calls for houseplants.
`)
