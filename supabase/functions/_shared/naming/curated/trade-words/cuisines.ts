// Trade words for composed names: cuisines trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
pizza | Pizzeria, Pizza | crust, slice, dough, basil, oven, flame, tomato, oregano, garlic, olive, flour, pepper, peel
barbecue | Smokehouse, Barbecue | smoke, brisket, hickory, rib, oak, pit, coal, rub, pecan, pickle, slaw, skillet, mesquite
deli and butcher | Provisions, Larder, Butchers | cleaver, sausage, ham, salami, cheese, block, hook, pickle, rye, mustard, twine, apron, counter
japanese food | Ramen, Sushi, Kitchen | rice, nori, noodle, broth, miso, wasabi, ginger, sesame, tofu, bowl, tuna, salmon, bamboo
mexican food | Taqueria, Cantina, Kitchen | tortilla, lime, corn, chilli, salsa, avocado, cactus, bean, cilantro, mango, agave, jalapeno, pepper
indian food | Curry House, Kitchen, Tandoori | naan, tandoor, spice, saffron, mango, lentil, chilli, ginger, cumin, cardamom, coconut, pickle, mint, chutney
southeast asian food | Noodle Bar, Kitchen, Eatery | noodle, wok, lime, chilli, peanut, coconut, basil, ginger, broth, rice, mango, satay, prawn, banana
spirits | Distillery, Spirits, Distillers | still, cask, copper, barrel, juniper, oak, cork, barley, bottle, malt, rye, peat, citrus, flask
grocery | Grocer, Grocery, General Store | basket, shelf, crate, jar, scale, apple, bread, milk, till, corner, paper, bell, scoop
snacks | Snacks, Snack Box | crisp, crunch, popcorn, pretzel, nut, jerky, packet, salt, chilli, cheese, peanut, cracker, munch
`
