import { bank } from '../types.ts'

export default bank('energy', `
Noonwatt | - | the watts a panel makes at noon, its best hour | Power at its peak.
Southpitch | - | the south-facing roof pitch every solar installer hopes for | Every south roof, working.
Meterspin | - | the meter spinning backwards when you sell power back | Watch the meter spin the other way.
Nightdraw | battery storage | drawing stored power through the night | Power on, long after sunset.
Duskcharge | battery storage | a battery charged by dusk | Charged by dusk, on all night.
Bothylight | offgrid remote cabin | a bothy, the remote hill hut, lit by its own panel | Light in the loneliest hut.
Streetsun | community cooperative village | a whole street going solar together | Our street, our sun.
*Parishpower | community cooperative village | a parish making its own clean power | Power made by the village, for the village.
Meadowcell | farm agricultural rural | solar cells set among the meadow | Sun and meadow, side by side.
Bladeturn | wind turbine | the slow turn of a turbine blade | Every turn counts.
Gustline | wind turbine | the line of the gust across a hillside of turbines | Power from every gust.
*Sunmiles | ev car charging | miles driven on sunshine from your own roof | Drive on sunshine.
Roofmiles | ev car charging | miles charged from the panels on your roof | Charged by your roof, driven by you.
`)
