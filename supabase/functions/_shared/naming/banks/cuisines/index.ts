import type { Bank } from '../types.ts'
import pizza from './pizza.ts'
import barbecue from './barbecue.ts'
import deli from './deli.ts'
import japanese from './japanese.ts'
import mexican from './mexican.ts'
import indian from './indian.ts'
import seasian from './seasian.ts'
import spirits from './spirits.ts'
import grocery from './grocery.ts'
import snacks from './snacks.ts'
import seafood from './seafood.ts'
import korean from './korean.ts'
import chinese from './chinese.ts'
import mezze from './mezze.ts'
import caribbean from './caribbean.ts'
import chippy from './chippy.ts'

export const CUISINES_BANKS: Bank[] = [
  pizza, barbecue, deli, japanese, mexican, indian, seasian, spirits, grocery, snacks, seafood,
  korean, chinese, mezze, caribbean, chippy,
]
