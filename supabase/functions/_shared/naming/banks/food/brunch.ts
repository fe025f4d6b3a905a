import { bank } from '../types.ts'

export default bank('brunch', `
Hash & Mug | - | a plate of hash and a mug of coffee | A hash, a mug, a slow morning.
Sunnyside Skillet | - | eggs sunny side up in a skillet | Sunny side up, coffee refilled.
Hollandaise Hour | - | the late-morning hour of eggs in hollandaise | Late morning, hollandaise on everything.
Ten Till Two | - | the brunch hours, ten till two | Brunch served ten till two.
Benny & Bubbles | bottomless mimosa mimosas prosecco cocktails boozy | eggs Benedict with a glass of bubbles | Eggs Benedict, glass topped up.
Stack & Syrup | pancake pancakes waffle waffles syrup | a tall stack with syrup poured over | Stacked tall, poured slow.
Pupcup Patio | dog dogs pet pets dogfriendly | pup cups for dogs out on the patio | Eggs for you, a pup cup for them.
Poached & Smashed | healthy avocado avo sourdough | poached eggs on smashed avocado | Poached eggs, smashed avo, sourdough.
Granola & Grapefruit | healthy light granola fruit yogurt | granola and grapefruit: a light brunch | Light plates, bright start.
Heels & Hollandaise | drag show queens cabaret | drag queens in heels, eggs in hollandaise | Heels on stage, hollandaise on the plate.
Booth & Bacon | diner american classic retro | a diner booth and a plate of bacon | Slide in the booth, bacon's on.
Rasher & Yolk | english fullenglish fryup british irish | bacon rashers and a fried egg: a full English | The full English, all day.
`)
