import { bank } from '../types.ts'

export default bank('plumbing', `
Copperline | - | the run of copper pipe behind every wall | Clean copper, tight joints, no drips.
Wrenchly | - | the wrench, every plumber's first tool, made friendly | Friendly hands, firm wrench.
Taproot | - | tap + root: we get to the root of every leak | We find the root of the leak.
Pipeshape | - | pipes in ship shape | Everything in pipe shape.
Leakhound | - | a plumber who sniffs out a hidden leak | We sniff out the leak others miss.
Brassfit | - | brass fittings, the joints a good plumber trusts | Brass fittings, fitted once.
Threadseal | - | the tape wound round every thread so joints stay dry | Sealed at every thread.
Dryfloor | - | what every plumbing job should leave behind | Fixed, and the floor stays dry.
Quietpipe | - | pipes that no longer knock and bang at night | No more knocking at night.
Solderbead | - | the bright bead of solder round a well-made joint | Every joint finished with a clean bead.
Spannerton | - | a town of spanners: the plumbers the whole town calls | The plumbers the whole town calls.
Leakline | emergency | a phone line for leaks, answered day and night | Call the leak line, any hour.
Dripdash | emergency | a dash to fix the drip before it floods | We dash before it drips through.
Stoptap | emergency | the stop tap: the first thing a plumber turns in an emergency | First we turn the stop tap.
Burstback | emergency | a burst pipe, back to normal fast | Burst at midnight, fixed by morning.
Pilotblue | boiler heating | the blue pilot flame of a healthy boiler | Keep the pilot burning blue.
Radiantly | boiler heating radiator | radiators running hot, said as a name | Warm rooms, radiantly.
Flowtemp | boiler heating | heating engineers' word for the heat a boiler sends out | The right flow, the right warmth.
Combicare | boiler heating | care for combi boilers, the most common boiler in homes | Combi boilers serviced, year after year.
Rainhead | bathroom shower | the wide rainfall shower head | Fitted for a better shower.
Basinfit | bathroom | basins, baths and showers fitted | New bathrooms, fitted to the inch.
Clawfoot | bathroom | the clawfoot bath, the piece every bathroom dreams of | From clawfoot to shower tray.
Gurglefix | drain | the gurgle of a blocked drain, fixed | Gurgle gone, drain flowing.
Jetrod | drain | drains cleared with jetting and rods | Jet, rod, flowing again.
Trapclear | drain | the trap under every sink, cleared | Cleared from trap to sewer.
Groundloop | eco heatpump | the ground loop of a ground-source heat pump | Warmth from the ground up.
Lowflow | eco | low-flow taps and showers that save water | Less water, same great shower.
Rainwell | eco | rainwater collected and reused in the home | Rain from the roof, into the loo.
Lanewrench | rural | the plumber who drives the country lanes to you | We drive the lanes to your door.
Borewell | rural well | borehole and well pumps for homes off the mains | Off the mains, never dry.
Troughfill | rural farm | farm troughs and field pipes kept running | Water where the cattle need it.
Cisterly | - | cistern + sisterly: the plumber you'd trust like family | Plumbing with a sisterly touch.
Copperbend | - | a length of copper pipe bent by hand to fit | Bent to fit, built to last.
`)
