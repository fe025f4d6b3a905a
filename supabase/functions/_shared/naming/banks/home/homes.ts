import { bank } from '../types.ts'

export default bank('homes', `
Latchlift | - | lifting the latch of your new front door | Lift the latch, you are home.
Doorstepday | - | the day you first stand on your own doorstep | Here's to doorstep day.
Moveright | - | a move that goes right from listing to keys | Moved right.
Honestdeed | - | an honest agent, from viewing to deeds | Honest from viewing to deeds.
Calmsale | - | a sale without the stress | Sold without the stress.
Keytrust | - | an agent you trust with your keys | Trusted with your keys.
Lanewise | - | an agent who knows every lane and street | We know every street.
Nextfront | - | the next front door, the one at the end of every move | Your next front door.
Gravelsweep | luxury prestige country estate | the sweep of a gravel drive up to a fine house | Fine houses, quietly sold.
Wroughtgate | luxury prestige country estate | the wrought-iron gate of a grand home | Behind the best gates.
Grandkey | luxury prestige estate | the key to a grand home | Keys to the finest homes.
Letwell | letting rental landlord tenant | a let that goes well for landlord and tenant | Let well, kept well.
Rentcalm | letting rental landlord tenant | renting without the worry | Renting, minus the worry.
Tenantcare | letting rental landlord tenant | an agent that cares for tenants as much as landlords | Good tenants stay.
Barnlatch | rural country farm village | the latch on a barn door in the country | Country homes, country agents.
Paddockview | rural country farm village | a house with a view over the paddock | Homes with a view of the fields.
Meadowdeed | rural country farm village | the deeds to a house in the meadows | Homes among the meadows.
Skyflat | city apartment flat urban | a flat high up in the city | City flats, high and bright.
Doorbuzz | city apartment flat urban | the buzz of the intercom in a city flat | Buzz in, move in.
Metrodoor | city apartment flat urban | a front door near the metro | Homes near the line.
Firstrung | first buyer starter | the first rung on the property ladder | Your first rung.
Ladderfoot | first buyer starter | the foot of the property ladder, where it starts | Start at the foot, climb from here.
Firstmat | first buyer starter | the first doormat of your first home | Your first doormat awaits.
Gavelday | auction | the day the gavel falls | Sold on gavel day.
Bidboard | auction | the board of bids at a property auction | Every bid, on the board.
Gavelhouse | auction | a house sold under the gavel | Going, going, sold.
Unitlet | commercial industrial office retail | units and shops let for business | Units let, business in.
Leaseline | commercial industrial office retail | a clear line of leases for business property | Leases that make sense.
Tradefront | commercial industrial office retail | a shop front for your trade | The right front for your trade.
Dunehouse | coastal seaside beach | a house among the dunes | Homes by the sea.
Baysale | coastal seaside beach | houses on the bay, sold | Homes on the bay.
Gullview | coastal seaside beach | a view with gulls and the sea | Wake up to gulls.
Bungalowhop | downsizing retirement senior | the easy hop from the family house to a bungalow | One easy hop to the bungalow.
Lighterhome | downsizing retirement senior | a lighter home to look after | Less house, more life.
Calmnext | downsizing retirement senior | the calm next step after the family home | The next step, made calm.
Cottageweek | holiday airbnb holidaylet | a week in a cottage, let by us | Your cottage, let by the week.
Guestcottage | holiday airbnb holidaylet | a cottage kept ready for guests | Ready for the next guest.
Weekendlet | holiday airbnb holidaylet | a home let by the weekend | Let by the weekend.
`)
