import { bank } from '../types.ts'

export default bank('energy', `
Southpitch | - | the south-facing roof pitch every solar installer hopes for | Every south roof, working.
Noonwatt | - | the watts a panel makes at noon, its best hour | Power at its peak.
Raycatcher | - | a panel's job: catching rays | Catch the sun, keep the savings.
Panelrow | - | a neat row of solar panels on a roof | Row by row, bill by bill.
Meterspin | - | the meter spinning backwards when you sell power back | Watch the meter spin the other way.
Slatecell | - | solar cells built into roof slates | Solar that looks like slate.
Brightgrid | - | a grid fed by bright, clean power | Clean power, back to the grid.
Lumenyield | - | the yield from every ray of light | More power from every ray.
Daystore | battery storage | storing the day's sunshine for the evening | Sunshine, saved for the evening.
Sunbank | battery storage | a bank for sunshine: the home battery | Bank the sun, spend it at night.
Nightdraw | battery storage | drawing stored power through the night | Power on, long after sunset.
Gridless | offgrid remote cabin | living off the grid on your own power | Your own power, no wires to town.
Cabinwatt | offgrid remote cabin | power for a cabin far from the mains | Lights on, miles from the mains.
Bothylight | offgrid remote cabin | a bothy, the remote hill hut, lit by its own panel | Light in the loneliest hut.
Streetpanel | community cooperative | a whole street going solar together | Our street, our power.
Parishpower | community cooperative village | a parish making its own clean power | Power made by the village, for the village.
Townarray | community cooperative | a town's shared solar array | One array, a whole town powered.
Barnroof | farm agricultural rural | solar panels on a barn roof | Put the barn roof to work.
Fieldarray | farm agricultural rural | rows of panels in a field | Crops of sun, row by row.
Agrivolt | farm agricultural rural | agrivoltaics: panels and crops sharing one field | Grow food and power together.
Windrow | wind turbine | a windrow of hay, and a row of turbines in the wind | Turbines turning, hay still growing.
Bladeturn | wind turbine | the slow turn of a turbine blade | Every turn counts.
Gustline | wind turbine | the line of the gust across a hillside of turbines | Power from every gust.
Sunmiles | ev car charging | miles driven on sunshine from your own roof | Drive on sunshine.
Roofmiles | ev car charging | miles charged from the panels on your roof | Charged by your roof, driven by you.
`)
