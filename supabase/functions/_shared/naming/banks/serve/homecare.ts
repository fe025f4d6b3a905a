import { bank } from '../types.ts'

export default bank('home care', `
Kettlefirst | - | a carer who puts the kettle on first | Kettle on first, always.
Morningknock | - | the friendly knock at the door each morning | A friendly knock, every morning.
Slippercall | - | a visit at home, slippers on | Care at home, slippers on.
Familiartune | dementia memory alzheimer | an old familiar tune that brings memories back | Care that remembers with you.
Keepsaketin | dementia memory alzheimer | a tin of keepsakes to talk through | Keepsakes, memories, patience.
Owlhours | overnight night livein | the night hours, covered by someone awake | Someone awake all night.
Nightkettle | overnight night livein | a kettle on in the night when sleep will not come | Someone there in the night.
Dominoday | companionship lonely loneliness | a day of dominoes and company | Company, and a game.
Cottagecall | rural village countryside | a care call to a country cottage | Care for country cottages.
Breatherday | respite family carer | a day to take a breather | A day off for the carer.
Sundayspell | respite family carer | a spell off on a Sunday for family carers | Take a spell, we are here.
Unpackedbag | hospital discharge recovery | the hospital bag unpacked, home for good | Unpack the bag, you are home.
Stillbeside | palliative end-of-life hospice | someone staying still beside you | Beside you, to the end.
Softlamp | palliative end-of-life hospice | a soft lamp on through the last evenings | Gentle care for the last days.
Soupround | meals cooking food | a round of home-made soups and hot meals | Hot meals, on the round.
Lunchknock | meals cooking food | a knock at lunchtime with a hot meal | A knock, and lunch.
Brushandbrew | personal morning routine | hair brushed, tea brewed | Hair brushed, tea brewed.
`)
