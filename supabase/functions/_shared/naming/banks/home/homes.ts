import { bank } from '../types.ts'

export default bank('homes', `
Keyhook | - | every key in an agent's office hangs on its own labelled hook | Your keys, on a hook we know.
Latchlift | - | lifting the latch of your new front door | Lift the latch, you are home.
Gravelsweep | luxury prestige country estate | the sweep of a gravel drive up to a fine house | Fine houses, quietly sold.
Letwell | letting rental landlord tenant | a let that goes well for landlord and tenant | Let well, kept well.
Barnlatch | rural country farm village | the latch on a barn door in the country | Country homes, country agents.
Doorbuzz | city apartment flat urban | the buzz of the intercom in a city flat | Buzz in, move in.
*Firstrung | first buyer starter | the first rung on the property ladder | Your first rung.
Gavelday | auction | the day the gavel falls | Sold on gavel day.
Gullview | coastal seaside beach | a view with gulls and the sea | Wake up to gulls.
# r10: detail names
Fewerstairs | downsize downsizing retirement retire retiring bungalow | a home with fewer stairs for the next years | Fewer stairs, more life.
Termlet | student students university hmo campus | a let for the term | Rooms for the term.
Campuskey | student students university hmo campus | the key to a room near campus | Your key near campus.
Suitcase & Key | holiday airbnb vacation shortlet | the guest's suitcase and the key you hand over | Your holiday let, looked after.
Yield & Deed | investor investors investment buytolet portfolio | the yield and the deed a property investor wants | Homes that pay their way.
Passport & Key | relocation relocating relocate expat international overseas | a passport in one hand, a new key in the other | Moving countries, finding home.
Unitkey | commercial retail shop shops office offices industrial warehouse | the key to a unit of your own: shops, offices, workshops | Shops, offices and units, let well.
# r11: detail names
Scaffold & Key | newbuild newbuilds development developer developers | from the scaffold to the key in your hand | Watch it rise, then move in.
Depositpot | mortgage mortgages broker brokers deposit | the pot you save your deposit in | From deposit pot to front door.
Doerupper | renovation renovate renovating fixer flip doerupper | the doer-upper every renovator hunts for | Houses with potential, found.
Lodgerlet | lodger lodgers houseshare flatshare roommate roommates | a room let to a lodger | Your spare room, let well.
Plot & Peg | land plot plots acre acres | a plot of land pegged out | Land, pegged and sold.
Gatepillar | luxury prestige manor mansion | the stone pillars at the gate of a fine house | Homes with pillars at the gate.
Starterkey | starter firsttime | the key to your starter home | The key to your first home.
Fivebar | rural farm farms village countryside | the five-bar gate of a country home | Country homes, through the five-bar gate.
# r12: detail names
Saltdoor | coastal seaside beach | a front door by the salty sea air | Homes by the sea.
Shorekey | coastal seaside beach | the key to a house on the shore | Your key to the coast.
Hammerkey | auction | homes sold under the auction hammer | Sold when the hammer falls.
Tramstop Homes | city urban apartment flat | city flats near the tram stop | City homes, close to the tram.
# r13: detail names
Ladder & Torch | survey surveys surveyor surveyors surveying valuation valuations | the loft ladder and torch a surveyor takes up into every roof | We look in the loft so you know.
Halfkey | sharedownership housingassociation | half + key: shared ownership homes, part bought and part rented | Half the price, the whole front door.
Block & Ledger | leasehold leaseholders freehold servicecharge | the block of flats and the ledger of its service charge | Blocks run well, books kept straight.
Catchment Keys | catchment | keys to family homes inside the school catchment | In the catchment, on the school run.
# r14: detail names
# r15: detail names
Doormat Swap | swap swaps swapping homeswap houseswap homeexchange | your doormat for theirs: a holiday home swap | Swap the doormat, keep the holiday.
`)
