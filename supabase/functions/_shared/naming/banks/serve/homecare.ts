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
# r10: detail names
Crutchcall | hospital discharge recovery surgery operation reablement | a care call while you are back home on crutches | Home from hospital, not alone.
Warmtowel | bathing washing hygiene bath | a warm towel after a bath | Bathed with care, wrapped warm.
Pawcall | pet pets dog dogs cats | paw + call: a care call that looks after the pet too | Care for you and your dog.
Pillclock | medication medicine medicines pills tablets | pill + clock: tablets on time | The right pill at the right time.
Tea & Tablets | medication medicine medicines pills tablets | a cup of tea with the morning tablets | A cup of tea, the right tablets.
Steadyarm | falls mobility stroke walking | a steady arm to lean on | An arm to lean on.
Dustercall | cleaning housekeeping domestic chores | duster + call: a visit that tidies up too | The kettle on, the dusting done.
# r11: detail names
Cuppacompany | companionship companion loneliness lonely isolated | cuppa + company: a cup of tea and someone to share it | A cuppa and good company.
Crosswordcall | companionship companion loneliness lonely | crossword + call: a visit to do the crossword together | Seven across, and a good chat.
Breatherday | respite carer carers relief | breather + day: a day off for the family carer | Take a breather. We are here.
Ownkeys | disability disabilities disabled supported | own + keys: living in your own home, with support | Your home, your keys.
Errandknock | shopping errands appointments outings | errand + knock: a knock at the door to go out shopping | Shops, appointments, and back for tea.
Albumcall | dementia memory alzheimer alzheimers | album + call: a visit with the old photo album | Turning the pages together.
Chaicall | asian punjabi urdu hindi gujarati bengali | chai + call: a carer who speaks your language and makes proper chai | Your language, your chai.
# r12: detail names
Armchair Visit | elderly senior seniors older | a visit to an older person in their armchair | Care that comes to your armchair.
Knownface | dementia memory alzheimer alzheimers | the same known face at every visit | The same face, every visit.
Housemate Care | livein live-in | a carer who lives in like a housemate | A carer who lives in.
Own Front Door | disability disabilities disabled supported independent | support to live behind your own front door | Support to live at home.
Quiet Bedside | palliative end-of-life hospice | a calm presence at the bedside | A quiet presence at the end.
Slippersafe | elderly senior seniors older falls | safe at home in your slippers | Safe at home, slippers on.
# r13: detail names
Curtains Open | mental mentalhealth depression | opening the curtains together each morning | Curtains open, day started.
Nappy & Nap | postnatal newborn newmum doula | help with nappies so mum can nap | You nap, we change.
Trowelcall | garden gardening allotment | a care visit with a trowel in hand | Care that tends the garden too.
# r14: detail names
Two Biscuits | companionship companion loneliness lonely isolated isolation | two biscuits on the plate: one for you, one for your visitor | Always two biscuits on the plate.
Button & Brush | dressing washing bathing hygiene toileting | help with buttons and a brush through the hair | Washed, dressed, hair brushed.
First Week Home | hospital discharge recovery surgery operation reablement | the first week back from hospital | The first week home, covered.
`)
