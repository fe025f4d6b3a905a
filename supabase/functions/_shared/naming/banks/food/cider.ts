import { bank } from '../types.ts'

export default bank('cider making', `
Windfall Press | - | windfall apples pressed into cider | Fallen apples, pressed into cider.
Pip & Press | - | the apple pip and the cider press | Pip to press to pint.
Bough & Barrel | - | apples from the bough, cider from the barrel | From the bough to the barrel.
# detail names
Orchard Gate Cider | farm orchard orchards estate family | cider sold at the farm's orchard gate | Straight from the orchard gate.
Tree & Tankard | farm orchard estate grower | apples grown, pressed and poured in one place | From our trees to your tankard.
Pear & Perry | perry pear pears | perry: cider made from pears | Pears pressed into perry.
Old Russet | heritage heirloom traditional variety varieties rare | old russet apples: heritage apple varieties | Old apple trees, old ways.
Cork & Cage | sparkling champagne method bottle bottled | the cork and wire cage on a sparkling cider | Pop the cage, pour the sparkle.
Oak & Apple | barrel barrelaged oak aged | cider aged in oak barrels | Apple first, oak after.
Bushel Press | community pressing share bring | bring a bushel of your apples to be pressed | Bring a bushel, take home cider.
Frostpress | ice icecider dessert frozen | ice cider: apples pressed frozen | Pressed frozen, poured sweet.
Pink Pip | rose pink redflesh | red-fleshed apples that turn cider pink | Pink apples, pink cider.
`)
