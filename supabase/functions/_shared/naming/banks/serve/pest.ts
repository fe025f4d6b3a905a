import { bank } from '../types.ts'

export default bank('pest control', `
Eavesweep | wasp wasps bee nest | wasp nests swept from under the eaves | Eaves cleared, summer saved.
Burrowseal | rodent rat rats mouse mice | burrows found and sealed | Sealed, and gone.
Nibblestop | rodent rat rats mouse mice | the nibbling, stopped | No more nibbling.
Pillowcheck | bedbug bedbugs hotel | checking pillows and seams for bed bugs | Sleep tight, for real.
Heatsweep | bedbug bedbugs hotel | a heat treatment that sweeps a room clear | Cleared with heat.
Quietsheets | bedbug bedbugs hotel | sheets with nothing in them but you | Nothing in the bed but you.
Livecatch | eco humane nontoxic | catching pests alive and moving them on | Caught alive, moved on.
Mintbarrier | eco humane nontoxic | a barrier of peppermint instead of poison | Mint, not poison.
Barnwatch | rural farm agricultural | watching the barns for rats | Barns watched, grain kept.
Grainguard | rural farm agricultural | guarding the grain store | Guarding the grain.
Molehalt | mole moles garden lawn | mole tunnels halted | Lawns without molehills.
Tunnelstop | mole moles garden lawn | tunnels under the lawn, stopped | Stop the tunnels.
Ledgeclear | bird birds pigeon gull | ledges cleared of pigeons | Ledges clear.
Gullguard | bird birds pigeon gull | guarding roofs from gulls | Roofs guarded from gulls.
Pigeonpeace | bird birds pigeon gull | peace from the pigeons | Peace from pigeons.
Woodtap | woodworm termite timber | tapping wood to find hollow beams | We tap, we find, we treat.
`)
