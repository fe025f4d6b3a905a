import { bank } from '../types.ts'

export default bank('pest control', `
Nibblestop | rodent rat rats mouse mice | the nibbling, stopped | No more nibbling.
Pillowcheck | bedbug bedbugs hotel | checking pillows and seams for bed bugs | Sleep tight, for real.
Livecatch | eco humane nontoxic | catching pests alive and moving them on | Caught alive, moved on.
Barnwatch | rural farm agricultural | watching the barns for rats | Barns watched, grain kept.
Grainguard | rural farm agricultural | guarding the grain store | Guarding the grain.
*Gullguard | bird birds pigeon gull | guarding roofs from gulls | Roofs guarded from gulls.
Pigeonpeace | bird birds pigeon gull | peace from the pigeons | Peace from pigeons.
*Buzz Off | wasp wasps bee nest | buzz off: wasp nests removed | Wasps, told to buzz off.
*Rat Pack | rodent rat rats | rat + the Rat Pack: a team that sends rats packing | Sending rats packing.
*Squeak Easy | rodent mouse mice | squeak + speakeasy: mice removed, so you can rest easy | No squeaks, easy nights.
*Sleep Tight | bedbug bedbugs hotel | sleep tight, don't let the bedbugs bite | Sleep tight. No bites.
*Catch & Release | eco humane nontoxic | catch and release: pests caught alive and let go far away | Caught alive, let go far away.
*Mole Patrol | mole moles garden lawn | a patrol that keeps moles off your lawn | Lawns without molehills.
*Pigeon Hole | bird birds pigeon gull | pigeon + pigeonhole: pigeons moved out of every nook | Pigeons out of every nook.
*Beam Team | woodworm termite timber | a team that saves timber beams from woodworm | Saving beams from woodworm.
*Critter Quitter | - | critter + quitter: pests made to quit your home | Critters quit, you stay.
`)
