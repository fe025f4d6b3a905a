import { bank } from '../types.ts'

export default bank('jewellery', `
*Magpiece | - | magpie + piece: pieces a magpie would steal | Pieces worth stealing, like a magpie.
Locketful | - | a locket full of memories | A locket full of someone.
Oneknee | engagement proposal | the moment someone goes down on one knee | Made for the moment on one knee.
Yesring | engagement proposal | the ring that gets the yes | The ring that gets the yes.
Moonmetal | silver | silver, the moon's metal | Silver, the moon's metal.
Lobeline | earring piercing | the line of a pierced ear lobe | Studs set in a line.
Grownstone | ethical lab labgrown conflictfree | gems grown, not mined | Grown, not mined.
Vowband | wedding | a band for the vows | A band for the vows.
Charmchapter | charm bracelet | a charm for every chapter | A charm for every chapter.
Monogold | personalised name | a monogram in gold | Your initials, in gold.
Jinglewrist | charm bracelet | a wrist that jingles with charms | A wrist that jingles.
# r10: detail names
Signetstamp | signet men mens cufflink cufflinks | the stamp of a signet ring | Your mark, pressed in gold.
Monthstone | birthstone birthstones birthday | the stone of your birth month | Your month, set in stone.
Claspfix | repair repairs resize resizing | a broken clasp, fixed | Clasps fixed, rings resized.
Gransgold | heirloom inherited redesign remodel | gran's gold made into something new | Gran's gold, made new.
Oysterstrand | pearl pearls | a strand of pearls from the oyster | Pearls, strung by hand.
Babybangle | christening baptism baby | a baby's first bangle | A first bangle to grow into.
Beadjar | bead beads beaded | a jar of beads for bracelets | Pick your beads, string your story.
Anklechime | anklet anklets ankle | a chime of little bells on an anklet | Jingle with every step.
# r11: detail names
Anvil & Band | workshop workshops class classes makeyourown | a ring band hammered on the anvil | Make your own ring.
Solderdate | workshop workshops couple couples datenight | a date spent soldering each other's rings | Make each other's rings.
Velvetcase | vintage antique estate victorian | the old velvet ring case | Rings with stories, in velvet cases.
Recastgold | recycled reclaimed sustainable | old gold melted and recast | Old gold, new life.
Wire & Quartz | crystal crystals gemstone gemstones quartz | a quartz crystal wrapped in wire | Crystals wrapped by hand.
Thumbprint Charm | memorial fingerprint thumbprint keepsake ashes | a loved one's thumbprint on a charm | Keep their print close.
Pressedpetal | resin pressed flower flowers botanical | a petal pressed in resin | Flowers, kept forever.
Zapchain | permanent welded | a chain zapped shut around the wrist | Zapped on, never off.
Threadgold | dainty minimalist delicate layering | a gold chain as thin as thread | Fine gold, worn every day.
Earstack | earrings piercing piercings hoops studs | a stack of earrings up the ear | Build your ear stack.
Ring & Cushion | wedding weddingband bands | the ring on the ring bearer's cushion | Bands for the cushion, and forever.
Curbchain | men mens chain chains | a chunky curb chain | Chains with some weight to them.
# r12: detail names
Hammermark | handmade handcrafted silversmith | the hammer marks that show a ring was made by hand | Every hammer mark made by hand.
Torchlit Silver | handmade silversmith silver | silver shaped by a jeweller's torch | Shaped in the flame.
Sketch & Set | bespoke custom commission design | sketched with you, then stone set | Sketch it with us. We set it.
Veil & Pearl | bridal bride wedding | pearls worn with the veil | Pearls for the veil.
Firststud | kids child children girls piercing earring | a child's first stud earrings | Their first sparkle.
Loupe & Light | diamond diamonds luxury | a diamond checked under the loupe and the light | Checked under the loupe.
Sterlingstack | silver sterling stacking rings | sterling silver rings stacked together | Stack your silver.
Seaglass Silver | beach seaglass coastal sea | sea glass from the beach set in silver | The beach, set in silver.
# r13: detail names
Collarbone Gold | necklace necklaces pendant pendants | a gold pendant that sits on the collarbone | Made to sit on the collarbone.
Softlobe | hypoallergenic nickelfree sensitive allergy titanium | earrings kind to sensitive lobes | Earrings for lobes that itch.
Twinband | matching couple couples promise | two matching bands for a couple | Matching bands for two.
# r14: detail names
Letterpunch | personalised personalized name names initials stamped stamping | letters punched into metal one by one | Every letter punched by hand.
Spoonring | upcycled recycled reclaimed | rings bent from old silver spoons | Old spoons, new rings.
Prong & Polish | repair repairs resize resizing restring cleaning | prongs re-tipped, rings polished | Loose stones, tightened. Dull rings, polished.
Rawstone Rings | crystal crystals gemstone gemstones raw uncut | rough, uncut stones set in rings | Stones as the earth made them.
`)
