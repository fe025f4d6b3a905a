import { bank } from '../types.ts'

export default bank('hair braiding', `
Cowrie Crown | - | cowrie shells threaded into a crown of braids | A crown of braids, finished in cowrie.
Partline | - | the clean part lines every braid starts from | Clean parts, neat braids.
Bead & Cuff | - | the beads and cuffs that finish a braid | Finished with beads and cuffs.
# detail names
Featherlight Braids | knotless light lightweight gentle painless | knotless braids light as a feather | Light as a feather, all week.
Loc & Retwist | locs loc dreadlocks dreads retwist | locs kept neat with a retwist | Fresh retwist, happy locs.
Bobble & Bead | kids kid children child school | bobbles and beads on a child's braids | Bobbles, beads and a big smile.
Doorstep Braids | mobile home homevisit visiting house | the braider comes to your doorstep | Braids done on your sofa.
Fade & Rows | men mens boys barber | cornrows on top with a clean fade | Sharp fade, fresh rows.
Edge & Coil | natural protective afro edges | laid edges and natural coils | Protect the coils, lay the edges.
Bridal Crown Braids | bridal wedding weddings bride brides | a crown braid for the wedding day | A braided crown for the aisle.
Rope Twist Studio | twist twists senegalese passion | rope twists: Senegalese and passion twists | Twists that hold like rope.
`)
