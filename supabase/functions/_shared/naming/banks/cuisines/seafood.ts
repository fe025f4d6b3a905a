import { bank } from '../types.ts'

export default bank('seafood', `
Salt & Claw | - | salt water and a crab claw: the sea on a plate | Straight from the salt water to you.
Hookline | - | hook + line: fish caught the old way, as in "hook, line and sinker" | Hook, line and supper.
Shell & Lemon | - | an open shell and a wedge of lemon, all it needs | A squeeze of lemon, nothing more.
Brine & Shuck | oyster oysters raw bar wine champagne | the briny oyster, shucked at the bar | Cold brine, quick knife, glass of white.
Bayou Boil | boil cajun louisiana crawfish seafoodboil shrimp | a Cajun seafood boil tipped out on the table | Tipped on the table, eaten with hands.
Buttered Claw | lobster lobsters maine butter | a lobster claw dipped in melted butter | Crack it, dip it, repeat.
Scale & Fillet | fishmonger fishmongers monger market fish shop counter | the fishmonger scales and fillets your fish | Scaled, filleted and wrapped while you wait.
Cod & Crackle | chips fishandchips fried batter cod chippy | cod in batter that crackles | Crackling batter, flaky cod.
Dayboat | sustainable local dayboat smallboat fresh traceable | fish from day boats, out at dawn and back by dusk | Out at dawn, on ice by dusk.
Catchbox | delivery box subscription shipping online shipped | the week's catch boxed on ice and delivered | The catch, boxed on ice, at your door.
Kettle & Clam | catering clambake party parties events beach | a clambake cooked in a big kettle for the party | Clams for the whole crowd.
Musselpot | mussel mussels moules belgian steamed | mussels steamed and served in the pot | Steamed in the pot, served in it.
`)
