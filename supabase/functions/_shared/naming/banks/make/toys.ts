import { bank } from '../types.ts'

export default bank('toys', `
*Windkey | - | the key you turn to wind up a clockwork toy | Give it a turn and let go.
Ringstack | - | stacking rings: the first wooden puzzle most babies solve | Stack it, topple it, stack it again.
Pegdoll | - | peg dolls: tiny wooden dolls turned from a single peg | Tiny dolls, turned in wood.
Beechblock | wooden eco | beech + block: wooden blocks made from beech | Solid beech blocks.
Tinygrip | baby newborn | tiny + grip: toys for tiny hands | For tiny hands.
Cuddlecot | baby newborn | cuddle + cot: soft toys for the cot | A cuddle for the cot.
Cogkit | educational stem | cog + kit: build-it-yourself kits with cogs | Build it cog by cog.
Attictoy | vintage secondhand | attic + toy: toys rescued from the attic | Found in the attic.
Secondplay | vintage secondhand | second + play: toys given a second round of play | Ready to play again.
*Kitehill | outdoor garden | kite + hill: kites for the hill | Take it to the hill.
Toyloop | subscription rental library | toy + loop: toys that loop between families | Play, return, repeat.
*Minimanor | doll dollhouse | mini + manor: dollhouses | A manor in miniature.
# r10: detail names
Calmspinner | sensory autism autistic sen fidget | calm + spinner: fidget toys to calm busy hands | Busy hands, calm heads.
Playpantry | pretend roleplay kitchen | play + pantry: play kitchens and pretend food | Cook up pretend dinners.
Cape & Crown | dressup costume costumes fancy | cape + crown: the dressing-up box | Pick a cape, wear a crown.
Tunneltrack | train trains railway railways | tunnel + track: toy train track through a tunnel | Through the tunnel and round.
Brickbucket | lego brick bricks construction | brick + bucket: a bucket of building bricks | Tip out the bucket.
Marblejar | pocket marble marbles partybag | marble + jar: a jar of marbles, pocket-money toys | Pocket money, well spent.
Rainbowarch | montessori waldorf steiner | rainbow + arch: the wooden rainbow stacker | Stack the rainbow.
Edgefirst | jigsaw jigsaws | edge + first: every jigsaw starts with the edges | Edges first, always.
`)
