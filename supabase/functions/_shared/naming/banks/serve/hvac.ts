import { bank } from '../types.ts'

export default bank('heating and cooling', `
Julycool | air conditioning aircon cooling summer | cool rooms in the heat of July | Cool in July.
Augustbreeze | air conditioning aircon cooling summer | an August breeze indoors | A breeze in August.
*Firstfrost | furnace boiler gas | serviced before the first frost | Ready before the first frost.
Frostkeep | refrigeration fridge coldroom restaurant | keeping the frost where it should be | Cold kept, stock safe.
Airswap | allergy hayfever quality ventilation | stale air swapped for fresh | Fresh air in, stale air out.
Greendegree | eco green lowcarbon | every degree made greener | Greener, degree by degree.
`)
