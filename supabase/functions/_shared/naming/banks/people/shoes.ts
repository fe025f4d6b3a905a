import { bank } from '../types.ts'

export default bank('shoes', `
Eyelet & Sole | - | eyelets up top, a good sole below | From eyelet to sole.
Fitting Stool | - | the stool in a shoe shop where you try pairs on | Sit on the stool, find the fit.
Crisp Midsole | sneaker sneakers trainers resale streetwear | the crisp white midsole of a fresh pair of sneakers | Fresh pairs, crisp midsoles.
First Buckle | kids child children toddler toddlers baby | a child's first buckled shoes | Their first buckle, fitted properly.
Thumbpress | kids child children fitting measuring | the thumb pressed at the toe to check a child's fit | A thumb's width to grow.
Broadfoot | wide widefit width bunion bunions | shoes cut for broad feet | Shoes at last for broad feet.
Cork & Canvas | vegan crueltyfree plantbased | cork soles and canvas uppers, no leather | No leather, all walking.
Second Sole | sustainable repair resole resoling | a second sole: shoes made to be resoled | Made to be resoled, not replaced.
Last & Awl | handmade bespoke handcrafted madetomeasure leather | the last a shoe is built on and the awl that stitches it | Built on a last, stitched with an awl.
Aisle Heel | wedding weddings bridal bride | heels for walking up the aisle | Comfortable all the way up the aisle.
Bootpull | boot boots | the pull tab at the back of a boot | Pull on, lace up, head out.
Heel Click | heels women womens stiletto | the click of heels across the floor | Heels that click and don't pinch.
Oxford Shine | men mens formal smart dress | a well-shined pair of Oxfords | Oxfords shined for the big day.
Size Fourteen | big large sizes tall | shoes that run up to size fourteen | Big feet, good shoes.
`)
