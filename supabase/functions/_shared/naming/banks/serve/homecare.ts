import { bank } from '../types.ts'

export default bank('home care', `
Kettlefirst | - | a carer who puts the kettle on first | Kettle on first, always.
Ownchair | - | care that keeps you in your own chair at home | Stay in your own chair.
Knownface | - | the same known face at the door every day | The same face, every day.
Morningknock | - | the friendly knock at the door each morning | A friendly knock, every morning.
Cuppacare | - | care that comes with a cup of tea | Care, with a cuppa.
Steadyarm | - | a steady arm to lean on when you need one | A steady arm at home.
Slippercall | - | a visit at home, slippers on | Care at home, slippers on.
Familiarstep | - | the familiar step of your carer in the hall | Someone you know, at home.
Familiartune | dementia memory alzheimer | an old familiar tune that brings memories back | Care that remembers with you.
Keepsaketin | dementia memory alzheimer | a tin of keepsakes to talk through | Keepsakes, memories, patience.
Gentlerecall | dementia memory alzheimer | gentle help with remembering | Gentle with every memory.
Owlhours | overnight night livein | the night hours, covered by someone awake | Someone awake all night.
Nightkettle | overnight night livein | a kettle on in the night when sleep will not come | Someone there in the night.
Alwaysnear | overnight night livein | a live-in carer always near | Always near, never in the way.
Crosswordpal | companionship lonely loneliness friendship | a friend to do the crossword with | A friend for the crossword.
Walkarm | companionship lonely loneliness walk | an arm to lean on for a walk | An arm for the walk.
Dominoday | companionship lonely loneliness | a day of dominoes and company | Company, and a game.
Lanevisit | rural village countryside | home visits down country lanes | Care down every lane.
Cottagecall | rural village countryside | a care call to a country cottage | Care for country cottages.
Hilltopvisit | rural village countryside | visits however far up the hill | However far out you live.
Breatherday | respite family carer | a day to take a breather | A day off for the carer.
Sundayspell | respite family carer | a spell off on a Sunday for family carers | Take a spell, we are here.
Handoverhour | respite family carer | the hour you hand over and rest | Hand over, rest easy.
Backhomeweek | hospital discharge recovery | the first week back home from hospital | The first week home, covered.
Unpackedbag | hospital discharge recovery | the hospital bag unpacked, home for good | Unpack the bag, you are home.
Recoverstep | hospital discharge recovery | recovery at home, step by step | Step by step, at home.
Stillbeside | palliative end-of-life hospice | someone staying still beside you | Beside you, to the end.
Softlamp | palliative end-of-life hospice | a soft lamp on through the last evenings | Gentle care for the last days.
Tendevening | palliative end-of-life hospice | tender care in the evening of life | Tender care, at home.
Soupround | meals cooking food | a round of home-made soups and hot meals | Hot meals, on the round.
Lunchknock | meals cooking food | a knock at lunchtime with a hot meal | A knock, and lunch.
Pantrypal | meals cooking food | a pal who keeps the pantry full | Full pantry, good company.
Dressedready | personal morning routine | dressed and ready for the day | Ready for the day.
Brushandbrew | personal morning routine | hair brushed, tea brewed | Hair brushed, tea brewed.
Risegently | personal morning routine | rising gently into the day | A gentle start to the day.
`)
