import { bank } from '../types.ts'

export default bank('pest control', `
Nibblestop | rodent rat rats mouse mice rodents | the nibbling, stopped | No more nibbling.
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
# r11: detail names
Skitterstop | cockroach cockroaches roach roaches | skitter + stop: no more cockroaches skittering in the dark | Lights on, nothing moving.
Crackseal | cockroach cockroaches roach roaches silverfish | crack + seal: the cracks roaches hide in, sealed | Sealed tight, roaches out.
Timbertap | termite termites woodworm beetle beetles | tapping timber to hear if termites hollowed it | We tap, we listen, we treat.
Beamguard | termite termites woodworm timber | beam + guard: roof beams guarded from wood pests | Keep the beams sound.
Buzzstop | mosquito mosquitoes mozzie flies fly | buzz + stop: the buzzing stops | Where the buzzing stops.
Yardmist | mosquito mosquitoes tick ticks yard garden | yard + mist: a mist over the yard that keeps biters off | Enjoy the yard again.
Webclear | spider spiders cobweb cobwebs | web + clear: spider webs cleared out | Corners clear, webs gone.
Foxfence | fox foxes badger badgers | fox + fence: fences foxes cannot dig under | Keep the hens, lose the fox.
Burrowblock | rabbit rabbits burrow burrows | burrow + block: rabbit burrows blocked up | Save the veg patch.
Gnawguard | rat rats rodent rodents mouse mice | gnaw + guard: cables and pipes guarded from gnawing | No more gnawing in the walls.
Skirtingseal | mouse mice rat rats rodent | skirting + seal: the gaps under skirting boards sealed | Every gap sealed.
Seamsweep | bedbug bedbugs mattress mattresses | seam + sweep: every mattress seam checked and cleared | Every seam, swept clean.
# r12: detail names
Waspdrop | wasp wasps hornet hornets nest | bringing down a wasp nest | Nest down, garden back.
Trailbreak | ant ants | breaking the trail ants follow | Break the trail, lose the ants.
# r13: detail names
Nightsnap | emergency urgent sameday 24hour overnight | night + snap: a trap set tonight, not next week | Heard scratching? We come tonight.
Baitlock | petsafe childsafe pets kids children toddlers nontoxic | bait + lock: bait boxes locked shut so paws and small hands cannot get in | Locked bait, safe paws, safe hands.
Lidlatch | raccoon raccoons possum possums opossum skunk skunks | a latch raccoons cannot open on the trash can lid | Lids shut, raccoons moved on.
# r14: detail names
Ledgespike | bird birds pigeon pigeons gull gulls seagull seagulls | the spikes on a ledge that keep pigeons off | Ledges clear, roofs clean.
Ladder & Puff | wasp wasps hornet hornets nest nests | up the ladder, one puff of powder into the wasp nest | One puff, and the wasps are done.
Binstore Patrol | restaurant restaurants commercial cafe cafes hygiene takeaway pub pubs | rats kept away from the restaurant bin store | Bins clean, inspector happy.
Firstsqueak | emergency urgent sameday 24hour overnight | called out at the first squeak in the wall | Heard a squeak? Call today.
Sniffproof | petsafe childsafe pets dog dogs cat cats kids children toddlers | bait boxes no dog's nose can get into | Safe for noses and paws.
`)
