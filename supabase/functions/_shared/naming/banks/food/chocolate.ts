import { bank } from '../types.ts'

export default bank('chocolate', `
Secretsquare | - | secret + square: the square you save for yourself | Everyone needs a secret square.
Slowmelt | - | slow + melt: chocolate that melts slowly on the tongue | Let it melt slowly.
Velvetsnap | - | velvet + snap: a clean snap, then a velvet melt | Snap, then velvet.
Kindcocoa | - | kind + cocoa: chocolate made kindly | Chocolate, made kindly.
Fondfudge | - | fond + fudge: the fudge you grow fond of | Fudge worth getting fond of.
Cheerchoc | - | cheer + choc: chocolate for good moods | A little chocolate, a lot of cheer.
Mellownib | - | mellow + nib: smooth chocolate from roasted nibs | Mellow from the nib up.
Smilebar | - | smile + bar: the bar that makes you smile | Unwrap a smile.
Treatdrawer | - | treat + drawer: the secret chocolate drawer | Everyone needs a treat drawer.
Podsplit | bean to bar craft single origin | splitting the cacao pod, where every bar begins | From split pod to finished bar.
Roastnib | bean to bar craft single origin | roast + nib: beans roasted and cracked in-house | We roast every nib.
Originbar | bean to bar craft single origin | origin + bar: each bar from one origin | One origin, one bar.
FairSquare | ethical fairtrade organic direct | fair + square: chocolate bought fair and square | Fair and square, all the way.
Treetobar | ethical organic direct farmer | tree + bar: traced from cacao tree to bar | From the tree to the bar.
Farmercacao | ethical fairtrade direct farmer | farmer + cacao: cacao bought direct from farmers | Bought from the farmer, by name.
Oatsnap | vegan dairy plant | oat + snap: creamy chocolate made with oat milk | The snap, without the dairy.
Plantmelt | vegan dairy plant | plant + melt: plant-based chocolate that melts right | Melts like milk, made from plants.
Oatganache | vegan dairy plant truffle | oat + ganache: dairy-free truffle fillings | Ganache without the cream.
Giftfoil | gift luxury corporate | gift + foil: gold-foiled chocolate gifts | Wrapped in gold, made to give.
Vowtruffle | gift luxury wedding favour | vow + truffle: truffles for weddings | A truffle for every guest.
Velvetbox | gift luxury birthday | velvet + box: a luxury box of chocolates | Open the velvet box.
Ganachery | truffle praline bonbon | ganache + -ery: the house of ganache | Where the ganache is made.
Bonbonjar | truffle bonbon praline sweet shop | bonbon + jar: a jar of handmade bonbons | Dip into the jar.
Pralinebox | truffle praline belgian | praline + box: a box of pralines | A box of pralines, Belgian style.
Cocoamug | hot chocolate cafe winter | cocoa + mug: a mug of real hot chocolate | Real cocoa, big mug.
Mittenmug | hot chocolate cafe winter | mitten + mug: hot chocolate for cold hands | Warm hands, warm mug.
Steamchoc | hot chocolate cafe | steam + choc: steamed hot chocolate | Steamed, stirred, sipped.
Pocketfudge | kids candy sweet shop retro | pocket + fudge: fudge bought with pocket money | Worth every penny of pocket money.
Sherbetjar | kids candy sweet shop retro | sherbet + jar: a jar of retro sweets | The jar behind the counter.
Gigglebar | kids candy party | giggle + bar: chocolate that makes kids giggle | Giggles in every bar.
Nibmail | online subscription delivery | nib + mail: craft chocolate sent by mail | New bars in the post.
Barletter | online subscription delivery | bar + letter: chocolate bars that fit the letterbox | A bar through the letterbox.
Foilpost | online subscription gift delivery | foil + post: foil-wrapped chocolate posted out | Foil-wrapped, posted out.
Dipclass | workshop class course party | dip + class: chocolate dipping classes | Dip, swirl, take home.
Temperclub | workshop class course | temper + club: learn to temper chocolate | Learn the snap and shine.
Mouldroom | workshop class kids party | mould + room: make your own chocolate in moulds | Make it, mould it, eat it.
Cleannib | sugar free healthy keto diabetic | clean + nib: dark chocolate with no added sugar | All nib, no added sugar.
Leanbar | sugar free healthy keto | lean + bar: low-sugar chocolate bars | Less sugar, same snap.
Barecacao | sugar free healthy raw | bare + cacao: raw cacao with nothing added | Just cacao. Nothing else.
Swoonbox | romantic valentine gift anniversary | swoon + box: a box of chocolates to make them swoon | Made to make them swoon.
Kisstruffle | romantic valentine gift | kiss + truffle: truffles for sweethearts | A truffle for your sweetheart.
Crushtin | romantic valentine gift | crush + tin: a tin of chocolates for your crush | For the one you have a crush on.
`)
