import { bank } from '../types.ts'

export default bank('pest control', `
Nibblestop | rodent rat rats mouse mice | the nibbling, stopped | No more nibbling.
Pillowcheck | bedbug bedbugs hotel | checking pillows and seams for bed bugs | Sleep tight, for real.
Livecatch | eco humane nontoxic | catching pests alive and moving them on | Caught alive, moved on.
Barnwatch | rural farm agricultural | watching the barns for rats | Barns watched, grain kept.
Grainguard | rural farm agricultural | guarding the grain store | Guarding the grain.
*Gullguard | bird birds pigeon gull | guarding roofs from gulls | Roofs guarded from gulls.
Pigeonpeace | bird birds pigeon gull | peace from the pigeons | Peace from pigeons.
`)
