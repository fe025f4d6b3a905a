import { bank } from '../types.ts'

export default bank('eyewear', `
*Framous | - | frame + famous: frames that get you noticed | Frames worth being seen in.
Lensational | - | lens + sensational: lenses worth a second look | See the difference.
Specstand | - | the stand of frames waiting to be tried on | Try on every frame.
Lenslight | - | light through a clean lens | Clean lenses, clear days.
*Squintless | sunglasses sun | no more squinting in the sun | Sunshine, without the squint.
Shadeframe | sunglasses | frames with shades | Shade for every face.
Sunspecs | sunglasses summer | specs for sunny days | Specs for sunny days.
*Littlespecs | kids children child | specs for little faces | First glasses, big smiles.
Tortoiseframe | designer vintage style | classic tortoiseshell frames | Classic shells, modern lenses.
Roundrim | vintage retro style | round-rimmed glasses | Round rims, sharp eyes.
# r10: detail names
Fingertip Lens | contact contacts | a contact lens balanced on a fingertip | Glasses off, lenses in.
Blinkfit | contact contacts | lenses that fit so well you just blink | Fitted so well you forget them.
Paperback Specs | reading reader readers book books | specs for a paperback in bed | The page, sharp again.
Pixelspecs | screen screens computer laptop bluelight | specs for long days looking at pixels | Long days at the screen, easier.
Doorstep Specs | mobile visit visits housebound domiciliary | an eye test and new specs brought to your doorstep | Your eye test comes to you.
Armchair Specs | mobile visit visits housebound domiciliary | an eye test from your own armchair | Tested from your own armchair.
Cyclespecs | cycling cyclist cyclists bike | sports glasses for the bike ride | Clear eyes on every ride.
Headlight Lens | driving drivers driver night | lenses that tame oncoming headlights | Calm eyes on night drives.
Roadspecs | driving drivers driver night | specs made for the road ahead | Sharp signs, calm night drives.
# r11: detail names
Bamboo Specs | eco sustainable bamboo wood wooden natural | light frames made of bamboo | Light frames, grown not made.
Bottlespecs | eco sustainable recycled plastic ocean | frames made from recycled plastic bottles | Old bottles, new frames.
Bendyframe | kids children child toddler toddlers | a frame that bends instead of breaking | Bends in the playground, never breaks.
Pennyframe | budget affordable cheap discount value | good frames for pennies | Good frames, small price.
Goggle Lane | swimming swim swimmer swimmers goggles | prescription goggles for the swimming lane | See the end of the lane.
Pistelens | ski skiing skier snowboard snowboarding snow | a lens for bright days on the piste | Sharp eyes on bright slopes.
Blinkbalm | dry dryness irritated sore tired | a balm for dry, tired eyes | Soothe the blink.
Goldhinge | designer luxury boutique premium independent | the small gold hinge of a fine frame | Fine frames, down to the hinge.
Classroom Specs | school schoolchildren students myopia pupils | specs that bring the board into focus | Every word on the board, sharp.
# r12: detail names
Shadeshack | sunglasses sun summer beach | a beach shack selling sunglasses | Shades for every beach day.
Fiverframes | budget affordable cheap discount value | frames at a price that won't sting | Good glasses, small bill.
Lensvan | mobile visit visits housebound domiciliary | an optician's van that comes to your door | The eye test that comes to you.
# r13: detail names
Hardhat Specs | safety ppe workwear construction industrial trades tradesmen | prescription safety glasses worn under a hard hat | Sharp eyes under the hard hat.
Riverglare | fishing fish angler anglers angling polarised polarized | polarised lenses that cut the glare off the river | See past the glare, into the water.
Loupe & Lamp | lowvision impaired sighted magnifier magnifiers | the magnifying loupe and the reading lamp for low vision | More light, bigger letters, easier days.
# r14: detail names
Cateye Attic | vintage retro secondhand preloved antique | cat-eye frames found in an attic | Old frames, fresh lenses.
Netframe | eco sustainable recycled ocean plastic ecofriendly | frames made from old fishing nets | Old nets, new frames.
Rebound Specs | sport sports football tennis squash athletes | sports specs built to take a ball to the face | Take the hit, keep the view.
Letterchart | test tests exam exams examination checkup checkups optometrist | the letter chart read at every eye test | Down the chart, line by line.
`)
