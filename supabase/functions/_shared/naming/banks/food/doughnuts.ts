import { bank } from '../types.ts'

export default bank('doughnuts', `
Sugar Halo | - | a halo of sugar glaze on every ring | A halo of glaze on every ring.
Thirteen Rings | - | a baker's dozen: thirteen doughnuts | Order twelve, get thirteen.
Dipped & Dusted | - | dipped in glaze or dusted in sugar | Dipped, dusted, gone.
Cinnamon Shaker | - | the cinnamon sugar shaken over hot doughnuts | Shaken in sugar, still hot.
Crema & Cruller | coffee cafe espresso cruller | a cruller with an espresso | Crullers with your crema.
Custard Crown | custard cream filled brioche | a brioche doughnut filled with custard, crowned in sugar | Piped with custard, crowned in sugar.
Vow Rings | wedding weddings bride bridal wall | wedding rings, doughnut rings: a doughnut wall for weddings | Say I do to a dozen.
Mochi Pull | mochi japanese chewy | a mochi doughnut you pull apart ball by ball | Pull apart, chew, repeat.
Midnight Fryer | night late latenight midnight | the fryer still going at midnight | Hot doughnuts after midnight.
Breakroom Sprinkles | office workplace corporate catering meeting | a box of sprinkled doughnuts in the office breakroom | Friday's box for the breakroom.
Slow Proof Doughnuts | sourdough artisan gourmet brioche smallbatch | dough proofed slowly overnight before frying | Proofed overnight, fried at dawn.
`)
