import { bank } from '../types.ts'

export default bank('toys', `
Giggleblock | - | giggle + block: toys that make kids giggle | Built on giggles.
Hugbuddy | - | hug + buddy: toys kids want to hug | Made for hugging.
Grinspin | - | grin + spin: spinning tops and grins | Spin a grin.
Kindtoy | - | kind + toy: gentle, well-made toys | Kind toys for kind kids.
Whirltop | - | whirl + top: spinning tops | Give it a whirl.
Merrymarble | - | merry + marble: marbles and merry games | Roll a merry marble.
Bouncebox | - | bounce + box: lively, active toys | A box that bounces.
Rompbox | - | romp + box: a box full of play | A box full of romp.
Beechblock | wooden eco | beech + block: wooden blocks made from beech | Solid beech blocks.
Maplepeg | wooden eco | maple + peg: wooden peg toys | Pegs made of maple.
Treetoy | wooden eco sustainable | tree + toy: toys made from trees | Made from trees, made for play.
Softrattle | baby newborn | soft + rattle: gentle rattles for babies | A soft shake.
Tinygrip | baby newborn | tiny + grip: toys for tiny hands | For tiny hands.
Cuddlecot | baby newborn | cuddle + cot: soft toys for the cot | A cuddle for the cot.
Cogkit | educational stem | cog + kit: build-it-yourself kits with cogs | Build it cog by cog.
Curiocog | educational stem | curious + cog: toys for curious minds | Curious cogs.
Brainbuild | educational stem | brain + build: building toys that teach | Build a brain.
Meeplerow | boardgame game puzzle | meeple + row: a row of board game pieces | Line up the meeples.
Puzzlepal | puzzle game | puzzle + pal: puzzles to do together | Your puzzle pal.
Turntaker | boardgame game family | turn + taker: family games where everyone takes a turn | Your turn.
Attictoy | vintage secondhand | attic + toy: toys rescued from the attic | Found in the attic.
Wornbear | vintage secondhand | worn + bear: a well-loved teddy | Loved before, loved again.
Secondplay | vintage secondhand | second + play: toys given a second round of play | Ready to play again.
Kitehill | outdoor garden | kite + hill: kites for the hill | Take it to the hill.
Puddlejoy | outdoor garden | puddle + joy: outdoor play toys | Jump in.
Sandsmile | outdoor beach | sand + smile: beach toys | Smiles in the sand.
Snugbear | plush teddy soft | snug + bear: cuddly teddy bears | A bear to snuggle.
Softpaw | plush teddy soft | soft + paw: soft toy animals | Soft paws, big hugs.
Plushpal | plush teddy soft | plush + pal: a soft toy friend | A plush pal for life.
Partyspin | party birthday | party + spin: party games and toys | Spin up a party.
Wishtoy | party birthday gift | wish + toy: birthday gifts kids wish for | Just what they wished for.
Candlebox | party birthday gift | candle + box: birthday toy boxes | More than candles.
Toyloop | subscription rental library | toy + loop: toys that loop between families | Play, return, repeat.
Swaploop | subscription rental | swap + loop: rent toys and swap them | Swap the play.
Swapbox | subscription rental | swap + box: a box of toys to swap | Swap, don't shop.
Calmplay | sensory montessori autism | calm + play: calming sensory toys | Play calmly.
Fidgetfun | sensory autism | fidget + fun: fidget toys | Fun in the fidget.
Squishcalm | sensory autism | squish + calm: squishy calming toys | Squish to calm.
Dollnook | doll dollhouse | doll + nook: dolls and their homes | A nook for every doll.
Minimanor | doll dollhouse | mini + manor: dollhouses | A manor in miniature.
`)
