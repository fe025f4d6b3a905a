import { bank } from '../types.ts'

export default bank('chocolate', `
Nibworks | - | nibs: the roasted, cracked cacao that all real chocolate is ground from | Made from the nib up.
*Velvetsnap | - | velvet + snap: a clean snap, then a velvet melt | Snap, then velvet.
Podsplit | bean to bar craft single origin | splitting the cacao pod, where every bar begins | From split pod to finished bar.
Roastnib | bean to bar craft single origin | roast + nib: beans roasted and cracked in-house | We roast every nib.
Vowtruffle | gift luxury wedding favour | vow + truffle: truffles for weddings | A truffle for every guest.
Ganachery | truffle praline bonbon | ganache + -ery: the house of ganache | Where the ganache is made.
Bonbonjar | truffle bonbon praline sweet shop | bonbon + jar: a jar of handmade bonbons | Dip into the jar.
*Mittenmug | hot chocolate cafe winter | mitten + mug: hot chocolate for cold hands | Warm hands, warm mug.
Pocketfudge | kids candy sweet shop retro | pocket + fudge: fudge bought with pocket money | Worth every penny of pocket money.
Sherbetjar | kids candy sweet shop retro | sherbet + jar: a jar of retro sweets | The jar behind the counter.
Barecacao | sugar free healthy raw | bare + cacao: raw cacao with nothing added | Just cacao. Nothing else.
Swoonbox | romantic valentine gift anniversary | swoon + box: a box of chocolates to make them swoon | Made to make them swoon.
`)
