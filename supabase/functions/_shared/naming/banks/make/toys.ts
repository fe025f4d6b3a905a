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
`)
