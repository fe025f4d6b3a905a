import { bank } from '../types.ts'

export default bank('middle eastern food', `
Tahini Table | - | a table of mezze dressed in tahini | Tahini on everything, friends around the table.
Zaatar & Oil | - | bread dipped in olive oil, then in zaatar | Dip in the oil, then the zaatar.
Tear & Scoop | - | tear the flatbread, scoop the hummus | Tear, scoop, repeat.
Lemon & Sumac | - | the sour pair that brightens every salad and grill | Bright with lemon, red with sumac.
Falafel Scoop | falafel chickpea streetfood street | the hand scoop that shapes each falafel before the fryer | Scooped, fried, tucked into warm pita.
Coal & Kofta | grill grilled kebab kebabs kofta charcoal | kofta skewers over hot charcoal | Kofta straight off the coals.
Manoushe Oven | bakery lebanese manakish manoushe breakfast | the oven where zaatar flatbreads are baked each morning | Zaatar flatbread, baked every morning.
Saffron & Barberry | persian iranian rice saffron | the saffron rice and sour barberries of Persian cooking | Saffron gold, barberry red.
Pide Boat | turkish pide oven bakery | Turkish pide, the boat-shaped flatbread | Boat-shaped, baked with a runny egg.
Pistachio & Rose | dessert desserts sweets baklava pastry pastries | the pistachio and rose of Middle Eastern sweets | Crushed pistachio, a drop of rose.
Shakshuka Pan | brunch breakfast eggs shakshuka | eggs poached in spiced tomato, served in the pan | Bring bread, the pan comes bubbling.
`)
