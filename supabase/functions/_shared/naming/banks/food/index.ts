import type { Bank } from '../types.ts'
import coffee from './coffee.ts'
import tea from './tea.ts'
import bread from './bread.ts'
import food from './food.ts'
import icecream from './icecream.ts'
import beer from './beer.ts'
import wine from './wine.ts'
import chocolate from './chocolate.ts'
import honey from './honey.ts'
import juice from './juice.ts'
import streetfood from './streetfood.ts'
import meals from './meals.ts'
import farm from './farm.ts'
import flowers from './flowers.ts'
import trips from './trips.ts'
import mountains from './mountains.ts'
import kombucha from './kombucha.ts'
import bubbletea from './bubbletea.ts'
import vegan from './vegan.ts'
import brunch from './brunch.ts'
import doughnuts from './doughnuts.ts'
import bagels from './bagels.ts'
import cider from './cider.ts'

export const FOOD_BANKS: Bank[] = [
  coffee, tea, bread, food, icecream, beer, wine, chocolate, honey, juice, streetfood, meals, farm,
  flowers, trips, mountains, kombucha, bubbletea, vegan, brunch, doughnuts, bagels, cider,
]
