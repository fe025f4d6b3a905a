import { bank } from '../types.ts'

export default bank('pest control', `
Nibblestop | rodent rat rats mouse mice | the nibbling, stopped | No more nibbling.
Pillowcheck | bedbug bedbugs hotel | checking pillows and seams for bed bugs | Sleep tight, for real.
Livecatch | eco humane nontoxic | catching pests alive and moving them on | Caught alive, moved on.
Barnwatch | rural farm agricultural | watching the barns for rats | Barns watched, grain kept.
Grainguard | rural farm agricultural | guarding the grain store | Guarding the grain.
*Gullguard | bird birds pigeon gull | guarding roofs from gulls | Roofs guarded from gulls.
Pigeonpeace | bird birds pigeon gull | peace from the pigeons | Peace from pigeons.
# r10: detail names
Hivelift | bee bees swarm hive honeybee | hive + lift: a bee swarm lifted out safely | Bees moved, not killed.
Stingstop | wasp wasps hornet hornets | sting + stop: wasp nests cleared before anyone is stung | Wasps gone by teatime.
Molecatch | mole moles lawn lawns | mole + catch: the old mole catcher's trade | Your lawn, flat again.
Antline | ant ants | the line of ants across the kitchen floor | Break the line.
Inspectready | restaurant restaurants commercial cafe hygiene | inspect + ready: a kitchen ready for the hygiene inspector | Ready when the inspector calls.
Loftquiet | squirrel squirrels loft attic | loft + quiet: no more scratching overhead | No scratching overhead.
Mothstop | moth moths clothes carpet carpets | moth + stop: holes in jumpers stopped | Save the jumpers.
Fleaflee | flea fleas pet pets | flea + flee: the fleas flee | Fleas, fleeing.
`)
