import { bank } from '../types.ts'

export default bank('heating and cooling', `
Bleedkey | - | the radiator bleed key that lets trapped air out | We let the air out first.
Julycool | air conditioning aircon cooling summer | cool rooms in the heat of July | Cool in July.
Shadebox | air conditioning aircon cooling summer | a box of shade for the hottest days | Shade on demand.
Augustbreeze | air conditioning aircon cooling summer | an August breeze indoors | A breeze in August.
Burnertune | furnace boiler gas | a furnace burner tuned up | Tuned for the winter.
Firstfrost | furnace boiler gas | serviced before the first frost | Ready before the first frost.
Pilotsure | furnace boiler gas | a pilot light you can be sure of | Sure to light.
Chillerbay | commercial office industrial | chillers for commercial buildings | Big buildings, cool floors.
Frostkeep | refrigeration fridge coldroom restaurant | keeping the frost where it should be | Cold kept, stock safe.
Airswap | allergy hayfever quality ventilation | stale air swapped for fresh | Fresh air in, stale air out.
Greendegree | eco green lowcarbon | every degree made greener | Greener, degree by degree.
Carbonlight | eco green lowcarbon | heating and cooling light on carbon | Light on carbon.
Thermostep | smart thermostat controls | the thermostat stepping the heat up and down | Smart steps, steady warmth.
Zonewise | smart thermostat controls | every zone of the house controlled | Every zone, its own warmth.
`)
