import { bank } from '../types.ts'

export default bank('saunas', `
Ladle & Coals | - | a ladle of water thrown on the hot coals | One more ladle on the coals.
Top Bench Sauna | - | the top bench, where the heat is fiercest | Climb to the top bench.
Stonehiss | - | stone + hiss: water hissing off the hot sauna stones | Hear the stones hiss.
Cedar Bucket | - | the cedar water bucket every sauna keeps by the stove | Fill the bucket, feel the heat.
# detail names
Towbar Sauna | mobile trailer hire rental rent event events towed | a sauna on a trailer, towed to you behind a towbar | Hitched up and heating at yours.
Steam & Shiver | cold plunge icebath ice coldwater contrast | hot steam, then a cold plunge: the contrast session | Steam hot, shiver cold, repeat.
Jetty Sauna | lake lakeside river waterside dock | a sauna at the end of the jetty, water below | From the bench to the lake.
Logfire Sauna | woodfired wood woodburning fire stove traditional | a wood-fired stove crackling under the stones | Heated by logs, not wires.
Marble & Mitt | hammam turkish moroccan scrub | the warm marble slab and the scrubbing mitt of a hammam | Warm marble, a good scrub.
Birch Whisk Banya | banya russian venik whisk | the birch whisk beaten over you in a banya | The birch whisk, the old way.
Rooftop Steam | rooftop city urban downtown | a sauna up on a city rooftop | Sweat above the city.
Backyard Steam | garden backyard home install installer | a sauna installed in your own back yard | Steam just past the patio.
Sisu Steam | finnish finland nordic scandinavian | sisu, the Finnish word for grit, learned on the sauna bench | Finnish heat, Finnish grit.
`)
