import { bank } from '../types.ts'

export default bank('heating and cooling', `
Ductective | - | duct + detective: tracks down every draught | We track down every draught.
Evenroom | - | the same comfortable temperature in every room | Every room, just right.
Hushfan | - | a fan so quiet you forget it is on | Cool air, no noise.
Mildroom | - | a room kept mild whatever the weather | Mild inside, whatever outside.
Rightdegree | - | the right degree, every room, every season | To the right degree.
Steadywarm | - | a steady, even warmth | Warm, steady, even.
Draughtfound | - | the draught found and fixed | We find the draught.
Calmclimate | - | a calm climate indoors | Calm air, all year.
Loopfield | heatpump pump ground source | the ground loop buried under a field | Warmth from the ground.
Outsidewarm | heatpump pump source | warmth drawn from the outside air | Warmth from the air outside.
Earthwarmth | heatpump pump ground source | warmth from the earth | Heat from the earth.
Julycool | air conditioning aircon cooling summer | cool rooms in the heat of July | Cool in July.
Shadebox | air conditioning aircon cooling summer | a box of shade for the hottest days | Shade on demand.
Augustbreeze | air conditioning aircon cooling summer | an August breeze indoors | A breeze in August.
Burnertune | furnace boiler gas | a furnace burner tuned up | Tuned for the winter.
Firstfrost | furnace boiler gas | serviced before the first frost | Ready before the first frost.
Pilotsure | furnace boiler gas | a pilot light you can be sure of | Sure to light.
Chillerbay | commercial office industrial | chillers for commercial buildings | Big buildings, cool floors.
Deskbreeze | commercial office industrial | a breeze across every desk | Cool offices, clear heads.
Towerair | commercial office industrial | air for tall buildings | Air for every floor.
Walkincool | refrigeration fridge coldroom restaurant | cold rooms and walk-in fridges | Cold rooms that stay cold.
Frostkeep | refrigeration fridge coldroom restaurant | keeping the frost where it should be | Cold kept, stock safe.
Chillshelf | refrigeration fridge coldroom restaurant | cold shelves for shops and kitchens | Every shelf, chilled.
Pollenfree | allergy hayfever quality ventilation | air filtered free of pollen | Breathe easy in hay fever season.
Airswap | allergy hayfever quality ventilation | stale air swapped for fresh | Fresh air in, stale air out.
Cleanbreath | allergy hayfever quality ventilation | clean air to breathe at home | Clean air, every breath.
Greendegree | eco green lowcarbon | every degree made greener | Greener, degree by degree.
Carbonlight | eco green lowcarbon | heating and cooling light on carbon | Light on carbon.
Fossilfree | eco green lowcarbon | heating without fossil fuels | Warm without the fossil fuel.
Thermostep | smart thermostat controls | the thermostat stepping the heat up and down | Smart steps, steady warmth.
Zonewise | smart thermostat controls | every zone of the house controlled | Every zone, its own warmth.
Appclimate | smart thermostat controls | your home climate on an app | Your climate, in your pocket.
Filterday | servicing maintenance annual | the day the filters get changed | Clean filters, better air.
Yearlytune | servicing maintenance annual | the yearly tune-up for your system | Tuned every year.
Coilclean | servicing maintenance annual | clean coils, efficient cooling | Clean coils, lower bills.
`)
