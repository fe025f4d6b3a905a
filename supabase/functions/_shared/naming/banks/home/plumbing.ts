import { bank } from '../types.ts'

export default bank('plumbing', `
*Copperbend | - | the smooth bend of copper pipe a good plumber makes | Every bend, made by hand.
Dripdash | emergency urgent night burst 24hour | a dash across town for a drip that will not stop | A drip at midnight, us at ten past.
Nightspanner | emergency urgent night burst 24hour | the spanner that comes out at night | Burst at night? We come at night.
Pilotblue | boiler heating radiator | the steady blue pilot light of a healthy boiler | Blue flame, warm home.
Soakfit | bathroom shower ensuite | bathrooms fitted for a good long soak | Fitted for a long soak.
Gurglefix | drain blocked blockage clog unblock | the gurgle of a blocked drain, fixed | Stop the gurgle.
*Leakhound | leak detection damp | a hound that sniffs out hidden leaks | We find the leak you cannot see.
Oldcopper | period old victorian heritage | old copper pipes in period homes, cared for | Old houses, old copper, new care.
# r10: detail names
Rentwrench | landlord landlords rental letting tenant tenants | rent + wrench: the plumber on call for landlords | Your tenants' taps, sorted.
Sink & Spanner | kitchen kitchens sink sinks dishwasher | the kitchen sink and the spanner that fits it | Kitchen sinks, fitted and fixed.
Stepfree Shower | accessible disabled disability mobility wetroom elderly | a shower you walk into without a step | Walk in, no step.
Softtap | limescale softener hardwater | soft water from your tap | Soft water, no scale.
Scaleaway | limescale softener hardwater | limescale taken away from taps and pipes | Limescale gone from every tap.
Toastytoes | underfloor ufh | toasty toes on a heated floor | Warm floors, bare feet.
Suntap | solar eco renewable green | sun + tap: hot water heated by the sun | Hot water from the sun.
Flushfix | toilet toilets cistern loo | flush + fix: toilets put right | Every flush, fixed.
# r11: detail names
Flamecheck | gas gassafe cooker cookers hob | a check of the flame: gas safety for your home | Every flame checked, every pipe tight.
Cookerfit | gas cooker cookers hob | gas cookers fitted and connected | Cookers in, flame on.
Troughtap | farm farms rural agricultural livestock | the tap that fills the cattle trough | Water to every trough.
Tank & Trough | farm farms rural septic cesspit | the septic tank and the field trough: plumbing for the countryside | Country plumbing, from tank to trough.
Spannerella | women woman female ladies | spanner + Cinderella: a plumber who is a woman | The plumber who is one of you.
Wrenchwoman | women woman female ladies | wrench + woman: women plumbers for anyone who asks | Women plumbers, on their way.
Thawpipe | frozen freeze burst winter | frozen pipes, thawed before they burst | Frozen at dawn, flowing by lunch.
Frostlag | frozen freeze burst winter lagging | pipes lagged against the frost | Lag them before the frost does.
Washroomfit | commercial office offices washroom washrooms restaurant | washrooms fitted for offices and shops | Washrooms that work all day.
Basinfit | bathroom bathrooms basin ensuite cloakroom | a basin fitted straight and sealed | Basins in, straight and sealed.
Rod & Plunger | drains blocked blockage clog unblock | the drain rod and the plunger that clear a blockage | Blocked at breakfast, clear by lunch.
# r12: detail names
*Combiswap | boiler boilers combi | swapping an old boiler for a new combi | Old boiler out, new combi in.
Radbleed | radiator radiators heating | bleeding radiators so they heat to the top | Radiators hot from top to bottom.
Spanner & Sons | family familyrun local | a family of plumbers | Plumbers in the family.
Showerboost | shower showers pressure pump | getting weak showers up to full pressure | From trickle to proper shower.
Dripfinder | leak leaks detection damp | finding where the drip is coming from | We find the drip.
# r13: detail names
Joistrun | renovation renovations renovating extension extensions newbuild refit | pipes run through the joists while the floor is up | Pipes in while the floor is up.
Raincatch | rainwater harvesting greywater watersaving | rainwater caught and piped to toilets and taps | Catch the rain, flush with it.
# r14: detail names
Gaugegreen | boiler boilers combi heating breakdown servicing | the boiler pressure needle back in the green | Cold this morning, warm tonight.
Rolltop & Rain | bathroom bathrooms shower showers bath ensuite | a roll-top bath and a rain shower, plumbed in | Baths and showers, plumbed in.
Keysafe Plumbing | landlord landlords rental letting tenant tenants agent agents | the plumber who lets himself in from the keysafe | Key from the safe, tap fixed, report sent.
Pipes Before Plaster | renovation renovations renovating extension extensions newbuild refit | pipework run before the plaster goes on | Piped in before the walls close.
# r16: detail names
Shutoff Sprint | emergency emergencies urgent callout callouts burst flood flooding | a sprint to the shut-off valve when a pipe bursts | Water off first, questions after.
Headlamp Plumbing | night nighttime overnight 24 247 24hour allnight latenight anytime weekend weekends | the headlamp a plumber wears under your sink at 3am | Under your sink at three in the morning.
Cylinder & Coil | waterheater heater heaters hotwater cylinder immersion | the hot water cylinder and its heating coil | Hot water, back by bathtime.
Flashheat | waterheater heater heaters tankless hotwater instant combi | flash + heat: tankless heaters that warm water as it flows | Hot on tap, no tank to wait for.
Drainlens | sewer sewers sewage camera cctv drainage survey inspection | drain + lens: a camera sent down the drain to see the fault | We see it before we dig.
Augerline | sewer sewers sewage drainage mainline roots rooter blocked | auger + line: the drain snake that clears a sewer line | Roots out, sewer running.
# r17: detail names
Last Towel Plumbing | emergency emergencies urgent burst flood flooding leak leaks callout | call us before the last towel goes down on the flood | Down to your last towel? Call us.
Burst Brigade | emergency emergencies urgent burst pipe pipes flood flooding callout callouts | a brigade that turns out for burst pipes like firefighters turn out for fires | Turned out for every burst.
Redeye Plumbing | 24 247 24hour 24hours night nighttime overnight allnight latenight anytime | the red-eye shift: up all night so your pipes get fixed | Up all night so you are not.
# r19: detail names
Owl Shift Plumbing | emergency emergencies urgent night nights nighttime overnight allnight latenight hours 24 247 24hour burst | the owl shift: the overnight crew, awake while the town sleeps | Wide awake when your pipes give out.
*Bucket & Wrench | emergency emergencies urgent burst leak leaks flood flooding callout callouts hours 24hour | the bucket under the leak and the wrench that stops it | You grab the bucket. We bring the wrench.
`)
