import { bank } from '../types.ts'

export default bank('soap', `
Bevelbar | - | bevel + bar: each bar's edges planed smooth by hand | Bevelled edges, smooth in the hand.
Meadowbar | goatmilk goat milk farm rural | meadow + bar: soap from the farm meadow | From the meadow.
*Tubfizz | bathbomb bomb kids bathbombs bombs | tub + fizz: bath bombs that fizz in the tub | Fizz in the tub.
Unwrapt | zerowaste plasticfree zero waste plastic | unwrapped: soap with no packaging | No wrap. No waste.
Refillrow | zerowaste plasticfree zero waste plastic refill | refill + row: a row of refill stations | Bring it back, fill it up.
Curlbar | shampoo hair curly curls | curl + bar: shampoo bars for curly hair | Made for curls.
Stubblebar | men beard shaving | stubble + bar: soap for stubble and beards | Made for stubble.
Lavenderhush | aromatherapy sleep relax lavender bedtime | lavender + hush: lavender soap to wind down | Wind down with lavender.
Swirlclass | workshop class workshops classes | swirl + class: learn to swirl colours into soap | Learn the swirl.
# r10: detail names
Oatsoothe | sensitive eczema allergy | oat + soothe: oat soap to calm sensitive skin | Oats for itchy skin.
Ducklather | baby babies newborn | rubber duck + lather: gentle soap for bath time | Bath time, gently.
Rockpoolbar | seaside seaweed sea coastal | rockpool + bar: soap with seaweed from the rock pools | From the rock pools.
Hivelather | honey bee bees beeswax | hive + lather: honey soap from the hive | Straight from the hive.
Muddypawbar | dog dogs pet | muddy paw + bar: shampoo bars for muddy dogs | For muddy paws.
Sheamelt | shea butter lotion balm moisturiser | shea + melt: shea butter that melts into skin | Melt into shea.
# r11: detail names
Plantlather | vegan plantbased palmfree crueltyfree | plant + lather: soap made only from plants | Plants only, lather always.
Grovebar | olive castile oliveoil | olive grove + bar: olive oil soap | From the olive grove.
Soot & Suds | charcoal activated detox | soot + suds: black charcoal soap | Black bar, clean skin.
Grindscrub | scrub scrubs exfoliating exfoliant coffee | grind + scrub: coffee-ground scrub soap | Scrub with the grind.
Turndownbar | hotel hotels guest guesthouse airbnb | turndown + bar: little soaps for guest rooms | A bar on every guest's basin.
Favourbar | wedding favour favours bridal | favour + bar: soap wedding favours | A bar for every guest.
Washdaybar | laundry washing clothes | wash day + bar: soap for laundry | Wash day, sorted.
Plopfizz | bathbomb bathbombs bomb bombs | plop + fizz: the plop and fizz of a bath bomb | Plop. Fizz. Relax.
Ponytailbar | shampoo conditioner hair | ponytail + bar: shampoo bars for long hair | A bar for your ponytail.
Razorlather | shaving shave men beard razor | razor + lather: shaving soap that lathers thick | Lather up, shave close.
Mould & Pour | workshop workshops class classes | mould + pour: pour your own soap into moulds | Pour your own.
# r12: detail names
Goatbar | goatmilk goat milk farm | a soap bar made with goat's milk | Creamy soap from our goats.
Fizzbomb | bathbomb bathbombs bomb bombs | a bath bomb that fizzes | Drop it in, watch it fizz.
Nakedbar | zerowaste plasticfree zero waste plastic | a soap bar with no packaging | Bare soap, no plastic.
Calmskin Soap | sensitive eczema allergy | gentle soap for sensitive skin | Kind to the itchiest skin.
Tinybubble | baby babies newborn | gentle bubbles for babies | Bathtime for the tiniest.
Beardbar | men beard shaving shave | a soap bar for beards | Lather up the beard.
# r13: detail names
Pasturebar | tallow grassfed beef | pasture + bar: soap made from grass-fed tallow | From the pasture to the basin.
Stockingbar | christmas xmas stocking stockings stockingfiller festive | stocking + bar: a handmade soap for the Christmas stocking | The bar at the toe of the stocking.
Dinosoap | kids children child toddler toddlers dinosaur dinosaurs | dino + soap: dinosaur-shaped soaps for bath time | Roar in the bath.
Letterbox Lather | subscription monthly post posted letterbox | a new bar of soap through the letterbox each month | A fresh bar through the door.
# r14: detail names
Yawnbar | aromatherapy sleep relax bedtime lavender | yawn + bar: a bedtime soap that makes you yawn | Wash, yawn, sleep.
Bunnysafe | vegan plantbased palmfree crueltyfree | bunny + safe: cruelty-free soap | No bunnies harmed, ever.
Kelpcake | seaside seaweed sea coastal | kelp + cake: soap cakes made with seaweed | Kelp from the shore, in a bar.
Mutt Lather | dog dogs pet pets puppy | mutt + lather: a soap for the dog after the walk | For the muddiest walk of the week.
Ribbonbar | gift gifts giftset hamper | ribbon + bar: soap wrapped in ribbon as a gift | Tied in ribbon, ready to give.
`)
