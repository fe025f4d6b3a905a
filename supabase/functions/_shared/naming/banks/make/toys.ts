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
*Whittle & Wheel | wooden eco | wooden toys whittled by hand, with wheels that roll | Whittled by hand, made to roll.
*Tinkertray | educational stem | a tray of parts for children to tinker and build with | Tip out the tray, start building.
*Rainy Day Dice | boardgame game family puzzle | dice and board games for a rainy family afternoon | Rain outside, dice on the table.
*Retro Rocket | vintage secondhand retro | the tin rocket from every old toy box | Old tin rockets, ready for a new launch.
*Squeeze & Settle | sensory autism | squeezable toys that help a child settle | Squeeze, breathe, settle.
*Tea Party Dolls | doll dollhouse | dolls set around a tiny tea party | Pour the tiny tea, pull up a doll.
*Rattle & Roll | baby newborn | baby rattles and roll-along toys, a play on rock and roll | Shake the rattle, watch it roll.
`)
