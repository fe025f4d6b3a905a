import { bank } from '../types.ts'

export default bank('energy', `
Noonwatt | - | the watts a panel makes at noon, its best hour | Power at its peak.
Southpitch | - | the south-facing roof pitch every solar installer hopes for | Every south roof, working.
Meterspin | - | the meter spinning backwards when you sell power back | Watch the meter spin the other way.
Billcalm | - | calm when the energy bill lands | Calm when the bill lands.
Roofpaid | - | a roof that pays for itself | Let the roof pay.
Raykeeper | - | keeping every ray that lands on your roof | Keep every ray.
Daysworth | - | getting a full day's worth of power from your roof | A full day's worth, every day.
Panelproud | - | panels you are proud to see on your roof | Proud of your roof.
Daystore | battery storage | storing the day's sunshine for the evening | Sunshine, saved for the evening.
Nightdraw | battery storage | drawing stored power through the night | Power on, long after sunset.
Duskcharge | battery storage | a battery charged by dusk | Charged by dusk, on all night.
Bothylight | offgrid remote cabin | a bothy, the remote hill hut, lit by its own panel | Light in the loneliest hut.
Cabinpower | offgrid remote cabin | power for a cabin far from the mains | Lights on, miles from the mains.
Hutvolt | offgrid remote cabin | volts for a hut at the end of the track | Power at the end of the track.
Streetsun | community cooperative village | a whole street going solar together | Our street, our sun.
Parishpower | community cooperative village | a parish making its own clean power | Power made by the village, for the village.
Townarray | community cooperative village | a town's shared solar array | One array, a whole town powered.
Fieldarray | farm agricultural rural | rows of panels in a field | Crops of sun, row by row.
Agrivolt | farm agricultural rural | panels and crops sharing one field | Grow food and power together.
Meadowcell | farm agricultural rural | solar cells set among the meadow | Sun and meadow, side by side.
Bladeturn | wind turbine | the slow turn of a turbine blade | Every turn counts.
Gustline | wind turbine | the line of the gust across a hillside of turbines | Power from every gust.
Breezeshare | wind turbine community | a shared turbine in the breeze | Share the breeze.
Sunmiles | ev car charging | miles driven on sunshine from your own roof | Drive on sunshine.
Roofmiles | ev car charging | miles charged from the panels on your roof | Charged by your roof, driven by you.
Driveray | ev car charging | the rays that charge the car on your drive | Your drive, charged by the sun.
Officecell | commercial business office | solar cells on business roofs | Business roofs, working hard.
Factorylight | commercial business office | factories lit by the sun on their own roofs | Factories lit by their own roofs.
Profitpanel | commercial business office | panels that add to the profit line | Panels that pay.
Savewatt | savings bill budget | every watt you make is one you save | Make a watt, save a watt.
Lowmeter | savings bill budget | a meter that reads low | Watch the meter drop.
Shrinkbill | savings bill budget | the bill that shrinks once the panels go up | Watch the bill shrink.
`)
