import { bank } from '../types.ts'

export default bank('plumbing', `
Quietpipe | - | pipes that stop knocking, dripping and groaning | Pipes you never hear again.
Dryfloor | - | the dry floor every good plumbing job leaves | We leave the floor dry.
Calmflow | - | water flowing calmly where it should | Water where it should be.
Trustwrench | - | a wrench in hands you can trust | A plumber you can leave a key with.
Fairtap | - | a fair price for every tap and pipe | Fair price, fixed tap.
Plumbwell | - | plumb + well: plumbing done well and true | Plumbed well, first time.
Copperbend | - | the smooth bend of copper pipe a good plumber makes | Every bend, made by hand.
Dripdash | emergency urgent night | a dash across town for a drip that will not stop | A drip at midnight, us at ten past.
Nightspanner | emergency urgent night | the spanner that comes out at night | Burst at night? We come at night.
Burstback | emergency urgent night | a burst pipe fixed and your home back to normal | Burst today, back to normal tonight.
Warmpipe | boiler heating radiator | warm pipes all through the house | Warm pipes, warm house.
Cosyboiler | boiler heating radiator | a boiler that keeps the home cosy | A boiler you stop worrying about.
Pilotblue | boiler heating radiator | the steady blue pilot light of a healthy boiler | Blue flame, warm home.
Soakfit | bathroom shower | bathrooms fitted for a good long soak | Fitted for a long soak.
Steamtile | bathroom shower | a tiled bathroom full of warm steam | Steam, tile and no leaks.
Bathwise | bathroom shower | a plumber who knows bathrooms inside out | Bathrooms, done wisely.
Gurglefix | drain blocked | the gurgle of a blocked drain, fixed | Stop the gurgle.
Drainsure | drain blocked | drains you can be sure of again | Clear drains, sure thing.
Swiftflush | drain blocked | a swift flush, the block gone | Swift flush, no fuss.
Rainsaver | eco green solar heatpump | saving rain water and hot water | Save the rain, save the bill.
Sunboiler | eco green solar heatpump | hot water heated by the sun | Hot water from the sun.
Leafplumb | eco green solar heatpump | plumbing with a lighter footprint | Greener plumbing, same hot shower.
Lanewrench | rural farm village | the plumber who drives down country lanes | Down every lane in the county.
Fieldcistern | rural farm village | water tanks and troughs for fields and farms | Water where the field needs it.
Barnbasin | rural farm village | from farmhouse basins to barn troughs | Farmhouse to barn, plumbed.
Leakhound | leak detection damp | a hound that sniffs out hidden leaks | We find the leak you cannot see.
Drysleuth | leak detection damp | a detective for damp and hidden drips | We track down the damp.
Hiddendrip | leak detection damp | the drip behind the wall, found | The drip behind the wall, found.
Sinksmith | kitchen sink | a smith of sinks, taps and dishwashers | Kitchens plumbed properly.
Kettlefill | kitchen sink | the kitchen tap you fill the kettle from | From the tap to the kettle, sorted.
Basinmend | kitchen sink bathroom | mending basins and sinks | Basins and sinks, mended.
Blockvalve | landlord commercial property | plumbing for whole blocks of flats | One call for the whole block.
Fleetvalve | landlord commercial property | a fleet of plumbers for many properties | A fleet of plumbers for your portfolio.
Lettingflow | landlord commercial property | water flowing right in every let you own | Fixed between tenants.
Oldcopper | period old victorian heritage | old copper pipes in period homes, cared for | Old houses, old copper, new care.
Heritagetap | period old victorian heritage | period taps and fittings restored | Period taps, properly restored.
Castironfix | period old victorian heritage | cast-iron baths and pipes, fixed | Cast iron, fixed for good.
`)
