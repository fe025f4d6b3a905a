import { bank } from '../types.ts'

export default bank('heating and cooling', `
Julycool | air conditioning aircon cooling summer | cool rooms in the heat of July | Cool in July.
Augustbreeze | air conditioning aircon cooling summer | an August breeze indoors | A breeze in August.
*Firstfrost | furnace boiler gas | serviced before the first frost | Ready before the first frost.
Frostkeep | refrigeration fridge coldroom restaurant | keeping the frost where it should be | Cold kept, stock safe.
Airswap | allergy hayfever quality ventilation | stale air swapped for fresh | Fresh air in, stale air out.
Greendegree | eco green lowcarbon | every degree made greener | Greener, degree by degree.
*Goldilocks Air | - | not too hot, not too cold: every room just right | Not too hot, not too cold.
*Cool Runnings | air conditioning aircon cooling summer | cool + Cool Runnings: air conditioning running cool all summer | Cool rooms all summer long.
*Radiator Rescue | furnace boiler gas radiator heating | cold radiators and broken boilers rescued | Cold radiators, rescued fast.
*Big Chill | commercial office industrial | big chill: cooling for big offices and buildings | Big buildings, kept cool.
*Frost Patrol | refrigeration fridge coldroom restaurant | keeping watch over fridges and cold rooms | Cold rooms kept cold.
*Breathe Easy | allergy hayfever quality ventilation | clean, filtered air so you can breathe easy | Cleaner air, easier breathing.
*Pump & Panel | eco green lowcarbon heatpump solar | a heat pump and a solar panel: low-carbon heating | Warm homes, low carbon.
*Dial It In | smart thermostat controls | dial it in: a smart thermostat set exactly right | Exactly the warmth you want.
`)
