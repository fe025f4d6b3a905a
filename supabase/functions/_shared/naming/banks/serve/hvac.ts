import { bank } from '../types.ts'

export default bank('heating and cooling', `
Julycool | air conditioning aircon cooling summer | cool rooms in the heat of July | Cool in July.
Augustbreeze | air conditioning aircon cooling summer | an August breeze indoors | A breeze in August.
*Firstfrost | furnace boiler gas | serviced before the first frost | Ready before the first frost.
Frostkeep | refrigeration fridge coldroom restaurant | keeping the frost where it should be | Cold kept, stock safe.
Airswap | allergy hayfever quality ventilation | stale air swapped for fresh | Fresh air in, stale air out.
Greendegree | eco green lowcarbon | every degree made greener | Greener, degree by degree.
# r10: detail names
Humbox | pump pumps heatpump heatpumps airsource renewable | the gently humming box of a heat pump in the garden | Quiet hum, warm home.
Barefootwarm | underfloor floor floors radiant | barefoot + warm: floors warm enough to go barefoot | Warm from the floor up.
Warmsole | underfloor floor floors radiant | warm + sole: heat underfoot | Warm soles, all winter.
Shiverstop | emergency breakdown urgent callout | shiver + stop: heat back on before the shivering starts | Cold home? We come fast.
Filterday | maintenance servicing tuneup filter filters | filter + day: the yearly filter change | Book your filter day.
Deskbreeze | commercial office offices warehouse | desk + breeze: cool air over every desk | Cool desks, clear heads.
Bleedkey | radiator radiators | the little key that bleeds a radiator | Every radiator hot to the top.
# r11: detail names
Blueflame | boiler boilers gas furnace combi | the steady blue flame of a healthy boiler | Blue flame, warm home.
Burnercheck | boiler boilers gas furnace servicing | burner + check: the yearly check of the boiler burner | Checked before winter.
Rentwarm | landlord landlords tenant tenants letting lettings rental rentals | rent + warm: warm rentals with the gas certificate done | Warm tenants, paperwork done.
Ductsweep | duct ducts ductwork vent vents | duct + sweep: ducts swept clean | Clean ducts, clean air.
Stovewarm | stove stoves woodburner woodburning fireplace | stove + warm: a wood stove warming the room | Fitted, swept, glowing.
Splitbreeze | split ductless minisplit | split + breeze: a ductless split unit cooling one room | One room, one quiet breeze.
Rackcool | server servers datacenter datacentre | rack + cool: cool air for the server racks | Servers cool, uptime high.
Hood & Flue | extraction extractor canopy kitchen kitchens | the extractor hood and flue over a commercial kitchen | Clear air over every hob.
# r12: detail names
Boilerswap | heatpump pump pumps renewable | swap the gas boiler for a heat pump | Out with the boiler, in with the pump.
Rooftop Chill | commercial rooftop office offices | a rooftop cooling unit on a commercial building | Cool offices from the roof down.
Octobercheck | servicing maintenance annual tuneup | the boiler check before winter | Checked in October, warm all winter.
# r13: detail names
Dialnudge | smart thermostat thermostats controls | a nudge of the dial from your phone | Warmer, from your phone.
Tankside | oil lpg offgrid | the oil tank at the side of the cottage | Oil boilers, kept running.
Damplift | damp mould mold condensation dehumidifier humidity | lifting damp out of the air | Damp out, dry air in.
# r14: detail names
Coldsnap Callout | emergency breakdown urgent callout | an engineer out in a cold snap | Cold snap? We come out.
Combi Day | replacement newboiler combi | the day the new combi boiler goes in | Old boiler out, new combi in.
Cert & Keys | landlord landlords tenant tenants letting lettings rental rentals | the gas safety certificate handed over with the keys | Certificate done before the keys.
`)
