import { bank } from '../types.ts'

export default bank('toys', `
*Windkey | - | the key you turn to wind up a clockwork toy | Give it a turn and let go.
Ringstack | - | stacking rings: the first wooden puzzle most babies solve | Stack it, topple it, stack it again.
Pegdoll | - | peg dolls: tiny wooden dolls turned from a single peg | Tiny dolls, turned in wood.
Beechblock | wooden eco | beech + block: wooden blocks made from beech | Solid beech blocks.
Tinygrip | baby newborn babies | tiny + grip: toys for tiny hands | For tiny hands.
Cuddlecot | baby newborn babies | cuddle + cot: soft toys for the cot | A cuddle for the cot.
Cogkit | educational stem science learning steam | cog + kit: build-it-yourself kits with cogs | Build it cog by cog.
Attictoy | vintage secondhand preloved used | attic + toy: toys rescued from the attic | Found in the attic.
Secondplay | vintage secondhand preloved used | second + play: toys given a second round of play | Ready to play again.
*Kitehill | outdoor garden outdoors | kite + hill: kites for the hill | Take it to the hill.
Toyloop | subscription rental library rent swap | toy + loop: toys that loop between families | Play, return, repeat.
*Minimanor | doll dollhouse dolls dollshouse | mini + manor: dollhouses | A manor in miniature.
# r10: detail names
Calmspinner | sensory autism autistic sen fidget | calm + spinner: fidget toys to calm busy hands | Busy hands, calm heads.
Playpantry | pretend roleplay kitchen | play + pantry: play kitchens and pretend food | Cook up pretend dinners.
Cape & Crown | dressup costume costumes fancy | cape + crown: the dressing-up box | Pick a cape, wear a crown.
Tunneltrack | train trains railway railways | tunnel + track: toy train track through a tunnel | Through the tunnel and round.
Brickbucket | lego brick bricks construction | brick + bucket: a bucket of building bricks | Tip out the bucket.
Marblejar | pocket marble marbles partybag | marble + jar: a jar of marbles, pocket-money toys | Pocket money, well spent.
Rainbowarch | montessori waldorf steiner | rainbow + arch: the wooden rainbow stacker | Stack the rainbow.
Edgefirst | jigsaw jigsaws | edge + first: every jigsaw starts with the edges | Edges first, always.
# r11: detail names
Dice & Counter | boardgame boardgames games tabletop | dice + counter: board games for the table | Roll the dice, move your counter.
Pawstitch | teddy teddies plush cuddly softtoy | paw + stitch: the stitched paw of a teddy | Stitched with love.
Buttonnose | teddy teddies plush cuddly softtoy | button + nose: the button nose of a teddy bear | Boop the button nose.
Yarnbunny | knitted crochet crocheted amigurumi | yarn + bunny: crocheted bunnies and soft toys | Bunnies made of yarn.
Tubfleet | bath bathtime | tub + fleet: a fleet of bath toys | Launch the fleet.
Balsawing | model models modelkit plane planes balsa | balsa + wing: balsa wood model planes | Build the wing, fly the plane.
Pompom & Glue | craft crafts crafting kit kits | pompom + glue: craft kits for kids | Pompoms, glue, go.
Xylotap | musical music instrument instruments | xylophone + tap: musical toys | Tap out a tune.
Trikebell | trike trikes balance scooter rideon | trike + bell: ride-on toys with a bell | Ring the bell, ride on.
Spade & Moat | beach sand seaside bucket | spade + moat: beach toys for digging moats | Dig the moat.
Nibblering | teething teether teethers | nibble + ring: teething rings | Nibble, soothe, smile.
Nameblock | personalised personalized engraved | name + block: wooden blocks spelling their name | Their name in blocks.
Turnedtop | wooden wood handmade | turned + top: a wooden spinning top turned on the lathe | Turned in wood, spun by hand.
Magnetmaze | educational stem science learning | magnet + maze: a maze you steer with a magnet | Steer the magnet, learn the pull.
# r12: detail names
Oakblocks | wooden wood handmade | building blocks made from oak | Blocks built to be handed down.
Rattlepop | baby newborn babies | a rattle that pops and clicks for babies | First toys for tiny hands.
Sensory Shelf | sensory autism autistic sen fidget | a shelf of calming sensory toys | Toys that calm busy minds.
Play Pantry | pretend roleplay kitchen | a pretend kitchen pantry | Chef for the afternoon.
Jigsaw Jar | jigsaw jigsaws puzzle | a jar of jigsaw puzzles | One more piece.
# r13: detail names
Roarbox | dinosaur dinosaurs dino dinos jurassic | roar + box: a toy box full of dinosaurs | Lift the lid, hear the roar.
Sockstage | puppet puppets puppetry marionette | sock + stage: puppets and a stage to put on a show | Pull on a sock, take the stage.
Shelfhero | figure figures actionfigure actionfigures collectible collectibles collectable | shelf + hero: action figures for the shelf | Heroes for the shelf.
Tinbot | robot robots robotics tin | tin + bot: wind-up tin robots | Wind him up, watch him march.
Gloopjar | slime slimes squishy squishies putty | gloop + jar: jars of slime and squishy putty | Squish it, stretch it, jar it.
# r14: detail names
Beakerplay | educational stem steam science learning | beaker + play: science toys for curious kids | Mix, fizz, find out.
Swapchest | subscription rental library rent swap monthly | swap + chest: a chest of toys swapped each month | New toys in, old toys out.
Rag & Ribbon | doll dolls ragdoll | rag dolls tied with ribbon | A rag doll to carry everywhere.
Signalbox Toys | train trains railway railways | the signal box that runs the toy railway | All aboard the bedroom line.
Meeplebox | boardgame boardgames games tabletop | meeple + box: boxes of board-game pieces | Open the box, set out the meeples.
Lettertrain | personalised personalized engraved name | letter + train: a wooden train spelling a child's name | Their name, one carriage per letter.
# r15: detail names
`)
