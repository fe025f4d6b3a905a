import { bank } from '../types.ts'

export default bank('caribbean food', `
Scotch Bonnet Kitchen | - | the hot Caribbean pepper that goes in almost every pot | A little bonnet heat in every pot.
Pimento Smoke | - | true jerk is smoked over pimento wood | Smoked low over pimento wood.
Plantain & Pepper | - | sweet fried plantain and hot pepper sauce | Sweet plantain, hot pepper.
Oil Drum Jerk | jerk bbq barbecue grill chicken | jerk chicken cooked on a grill made from an oil drum | Smoking in the oil drum since noon.
Roti Fold | roti trinidad trini trinidadian curry | curry folded into a soft roti | Curry wrapped in a soft roti.
Doubles Stand | doubles trinidad trini trinidadian street streetfood breakfast | doubles, Trinidad's street breakfast of curried chickpeas in fried bread | Two baras, curried chickpeas, pepper on top.
Patty & Coco | patty patties coco bread bakery lunch | a patty tucked into soft coco bread | Patty in coco bread, the proper way.
Oxtail & Butterbean | oxtail stew homestyle homemade sunday | oxtail stewed slow with butter beans | Stewed slow, falling off the bone.
Ital Pot | vegan plantbased vegetarian rasta rastafarian ital | ital: the plant-based cooking of Rastafari | Ital food, no meat, full flavour.
Rum Shop Kitchen | rum bar cocktails drinks | the Caribbean rum shop: a drink and a plate | A rum, a plate and a game of dominoes.
Griot & Pikliz | haitian haiti griot | fried pork griot with sharp pikliz slaw, a Haitian favourite | Crisp griot, fiery pikliz.
Flying Fish Cutter | bajan barbados fish seafood | the flying fish sandwich of Barbados | A Bajan cutter, hot pepper on top.
Carnival Pot | catering party parties events wedding weddings carnival | a big pot for the whole carnival crowd | Feeding the whole carnival.
`)
