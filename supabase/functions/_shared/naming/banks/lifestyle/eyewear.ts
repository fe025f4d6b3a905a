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
`)
