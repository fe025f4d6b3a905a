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
# r10: detail names
Frostwarm | heatpump heatpumps pump pumps heating | warmth pulled from frosty air | Warm inside, even on a frosty night.
Roofacre | commercial industrial warehouse factory | an acre of roof, covered in panels | Your roof, working as hard as you.
Draughtseal | insulation insulate retrofit draught draughts draughty | draughts sealed out of an old house | Keep the heat in.
Pigeonmesh | pigeon pigeons bird birds proofing | mesh that keeps pigeons from nesting under the panels | No more pigeons under the panels.
Sunrinse | cleaning clean wash washing | a rinse that lets the sun back onto panels | Clean panels, more power.
Campersun | campervan camper vanlife motorhome | a panel on the camper roof | Power wherever you park.
Canalwatt | narrowboat boat boats canal marine | watts for a boat on the canal | Power on the cut.
Weirwatt | hydro river stream weir | power from the water over the weir | Power from the river.
Billshrink | bills bill savings audit advice | your energy bill, shrunk | Smaller bills, every month.
# r11: detail names
Railpanel | balcony balconies apartment apartments plugin | a solar panel hung on the balcony rail | Solar for people without a roof.
Balconywatt | balcony balconies apartment apartments plugin | watts made on your balcony | Your balcony, making power.
Slatesun | listed heritage period church churches | solar slates that sit among the old ones | Solar that looks like slate.
Pellet & Flue | biomass pellet pellets stove stoves woodburner | the wood pellets and the flue of a biomass boiler | Heat from wood, not gas.
Logwarm | biomass stove stoves woodburner log logs | warmth from a log stove | Logs in, warmth out.
Groundwarm | ground groundsource geothermal borehole | warmth drawn up from the ground | Heat from under the lawn.
Boreheat | ground groundsource geothermal borehole | heat drawn up a borehole | Heat from deep down.
Meterpeek | smart meter meters monitoring app tracking | a peek at your meter on your phone | See every watt you make.
Panelmend | repair repairs maintenance inspection servicing | solar panels mended and checked | Panels working like day one.
Inverterfix | repair repairs maintenance inverter inverters | a broken inverter fixed | Inverter down? Power back up.
Barnwatt | farm farms agricultural rural barn barns | a barn roof making power | Barn roofs that pay their way.
# r12: detail names
*Southroof | solar panels panel roof | a south-facing roof full of solar panels | Your south roof, earning its keep.
Cabinwatt | offgrid remote cabin | power for a cabin off the grid | Power where the wires don't reach.
Heatswap | heatpump heatpumps pump heating | swapping a gas boiler for a heat pump | Swap the boiler, keep the warmth.
Shareroof | community cooperative village shared | solar panels on a roof the community shares | One roof, shared by the village.
Drivewaysun | ev car charging | charging the car on the driveway from the sun | Charge your car with sunshine.
# r13: detail names
Tariffhunt | broker brokers tariff tariffs | tariff + hunt: hunting down the best energy tariff for you | We hunt the tariff, you pay less.
Sunkettle | thermal hotwater cylinder | sun + kettle: solar thermal panels that heat your water | Hot water, heated by the sun.
Classroom Sun | school schools academy academies college | classroom + sun: solar panels on school roofs | Lessons powered by the sun.
# r14: detail names
Bottled Noon | battery batteries storage | the noon sun bottled in a battery for the evening | Noon sun, saved for tonight.
Loftblanket | insulation insulate insulated loft cavity | loft + blanket: a thick layer of insulation across the loft | Tuck the house in.
# r16: detail names
Arraywash | cleaning clean cleaner cleaners wash washing solar panel panels | washing every panel in the solar array | A clean array makes more.
Boilerless | heatpump heatpumps pump pumps airsource heating boiler | a home heated with no gas boiler | Warm home, no boiler.
Wintercoil | heatpump heatpumps pump pumps airsource heating | the coil that pulls warmth from winter air | Warmth pulled out of winter air.
Rotorhill | wind turbine turbines windfarm rotor | a turbine rotor turning on a hilltop | The hill that keeps the lights on.
`)
