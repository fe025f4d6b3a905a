import { bank } from '../types.ts'

export default bank('home care', `
*Kettlefirst | - | a carer who puts the kettle on first | Kettle on first, always.
Morningknock | - | the friendly knock at the door each morning | A friendly knock, every morning.
Slippercall | - | a visit at home, slippers on | Care at home, slippers on.
Familiartune | dementia memory alzheimer | an old familiar tune that brings memories back | Care that remembers with you.
Owlhours | overnight night livein | the night hours, covered by someone awake | Someone awake all night.
Nightkettle | overnight night livein | a kettle on in the night when sleep will not come | Someone there in the night.
Cottagecall | rural village countryside | a care call to a country cottage | Care for country cottages.
Stillbeside | palliative end-of-life hospice | someone staying still beside you | Beside you, to the end.
Lunchknock | meals cooking food | a knock at lunchtime with a hot meal | A knock, and lunch.
*Old Songbook | dementia memory alzheimer | the old songs a person with dementia still knows by heart | Care that sings along.
*Cuppa Company | companionship lonely loneliness | a cup of tea and good company at home | A cuppa and a proper chat.
*Second Pair | respite family carer | a second pair of hands so family carers can rest | A second pair of hands.
*Welcome Mat | hospital discharge recovery | back over the welcome mat after a hospital stay | Home from hospital, with help.
*Hand To Hold | palliative end-of-life hospice | someone to hold a hand through the last days | A hand to hold, always.
*Dinner Bell Care | meals cooking food | a hot dinner cooked at home, on time | Hot dinners, right on time.
*Brush & Button | personal morning routine dressing | hair brushed and buttons done: help getting ready each morning | Brushed, buttoned, ready for the day.
*Front Door Friends | - | carers who arrive at your front door like friends | Friends at the front door.
`)
