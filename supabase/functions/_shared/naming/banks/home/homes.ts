import { bank } from '../types.ts'

export default bank('homes', `
Keyhook | - | the hook by the front door where the keys of a new home end up | Hang your keys somewhere new.
Deedtin | - | the black tin old deeds were kept in, handed on with the house | Your deeds, in safe hands.
Latchlift | - | lifting the latch of a new front door for the first time | Lift the latch on somewhere new.
Bellpush | - | the doorbell button pressed at every viewing | Press the bell. We will open the door.
Chainfree | - | a sale with no property chain: the words every buyer wants | Sales that move, without the chain.
Swingsign | - | the estate agent's board swinging outside a house for sale | The sign that sells your street.
Fanlight | - | the glass fan above a front door, lit from the hall | The light over every front door.
Porchstep | - | the porch step where every new life in a house begins | From the porch step to the keys.
Baygable | - | bay and gable: the classic front of a street of homes | Every street, every bay, every gable.
Dwellton | - | dwell + town: the agents the whole town moves with | The whole town moves with us.
Gravelsweep | luxury prestige country | the sweeping gravel drive of a grand house | Homes with a drive worth arriving on.
Orangery | luxury prestige | the glass orangery of a fine house | Fine homes, finely sold.
Wroughtgate | luxury prestige | wrought-iron gates at the end of a long drive | Behind the gates of the finest homes.
Balustrade | luxury prestige | the grand balustrade of a sweeping staircase | Homes with a staircase to remember.
Tenantry | letting rental landlord | an old word for the tenants of an estate, made a letting agent | Good tenants, happy landlords.
Letwell | letting rental landlord | homes let well, and looked after well | Let well, kept well.
Rentbook | letting rental landlord | the rent book of every tenancy, kept straight | Every rent book kept straight.
Barnlatch | rural country farm | the latch on a barn door, and the barn conversions behind it | Country homes and barns, latch and all.
Paddockview | rural country farm | the paddock view every country listing boasts | Homes with a field at the end.
Fivebar | rural country farm | the five-bar gate of every farm and country home | Through the five-bar gate, home.
Doorbuzz | city apartment flat | the buzz of an apartment door letting you in | Buzz in. Welcome home.
Skyflat | city apartment flat | a flat high above the city | City homes, high above the street.
Mansionblock | city apartment flat london | the red-brick mansion blocks of the old city | Flats with history in the walls.
Firstkey | first buyer starter | the first key to a home of your own | Your first key, found.
Firstrung | first buyer starter | the first rung on the property ladder | Step onto the ladder with us.
Ladderfoot | first buyer starter | the foot of the property ladder, where every buyer starts | Every climb starts at the foot.
Gavelday | auction | the day the auctioneer's gavel comes down | Sold on the fall of the gavel.
Hammerprice | auction | the auction price at the fall of the hammer | The best price, under the hammer.
Bidboard | auction | the board of bids at every property auction | Every bid, every lot, every sale.
Frontage | commercial shop retail | a property's frontage: what every shop lives on | Frontage that brings people in.
Unitlet | commercial industrial | units let to businesses | Units let, businesses moving.
Leaseline | commercial office industrial | the dotted line every business lease is signed on | Offices, shops and units, signed and sorted.
`)
