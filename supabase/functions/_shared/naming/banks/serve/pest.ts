import { bank } from '../types.ts'

export default bank('pest control', `
Squeakfree | - | a house free of squeaks in the walls | Not a squeak.
Quietloft | - | a loft gone quiet again | The loft, quiet again.
Gapfound | - | the gap they got in by, found and sealed | We find the way in.
Bugwise | - | wise to every bug and its habits | Wise to every bug.
Lastsqueak | - | the last squeak you will hear | The last squeak.
Housetruce | - | peace agreed between your house and its pests | Peace in the house.
Pantrysafe | - | a pantry safe from nibbling visitors | Keep the pantry yours.
Crackseal | - | every crack sealed against pests | Sealed, crack by crack.
Eavesweep | wasp wasps bee nest | wasp nests swept from under the eaves | Eaves cleared, summer saved.
Summerbuzz | wasp wasps bee nest | the summer buzz, taken away | Enjoy the garden again.
Stingfree | wasp wasps bee nest | a garden free of stings | Summer without stings.
Burrowseal | rodent rat rats mouse mice | burrows found and sealed | Sealed, and gone.
Nibblestop | rodent rat rats mouse mice | the nibbling, stopped | No more nibbling.
Skirtingsafe | rodent rat rats mouse mice | safe behind the skirting board | Safe behind the skirting.
Pillowcheck | bedbug bedbugs hotel | checking pillows and seams for bed bugs | Sleep tight, for real.
Heatsweep | bedbug bedbugs hotel | a heat treatment that sweeps a room clear | Cleared with heat.
Quietsheets | bedbug bedbugs hotel | sheets with nothing in them but you | Nothing in the bed but you.
Kitchenaudit | commercial restaurant food business | pest audits for professional kitchens | Ready for the inspector.
Inspectready | commercial restaurant food business | ready for the food inspector | Inspection ready.
Cleanpass | commercial restaurant food business | a clean pass at the inspection | Pass, clean.
Livecatch | eco humane nontoxic | catching pests alive and moving them on | Caught alive, moved on.
Owlbox | eco humane nontoxic | an owl box: nature's own pest control | Let the owls help.
Mintbarrier | eco humane nontoxic | a barrier of peppermint instead of poison | Mint, not poison.
Barnwatch | rural farm agricultural | watching the barns for rats | Barns watched, grain kept.
Fieldtrap | rural farm agricultural | traps set in the field | Set in the field.
Grainguard | rural farm agricultural | guarding the grain store | Guarding the grain.
Molehalt | mole moles garden lawn | mole tunnels halted | Lawns without molehills.
Molewise | mole moles garden lawn | wise to the ways of moles | Wise to every mole.
Tunnelstop | mole moles garden lawn | tunnels under the lawn, stopped | Stop the tunnels.
Ledgeclear | bird birds pigeon gull | ledges cleared of pigeons | Ledges clear.
Gullguard | bird birds pigeon gull | guarding roofs from gulls | Roofs guarded from gulls.
Pigeonpeace | bird birds pigeon gull | peace from the pigeons | Peace from pigeons.
Woodtap | woodworm termite timber | tapping wood to find hollow beams | We tap, we find, we treat.
Hollowbeam | woodworm termite timber | a beam gone hollow, found and treated | Before the beam gives way.
Timberwatch | woodworm termite timber | watching the timber for woodworm | Your timber, watched.
`)
