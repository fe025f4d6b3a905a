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
*Specstacular | - | specs + spectacular: glasses that look great on you | Spectacular specs, chosen with you.
*Foursight | - | four eyes + foresight: a playful nod to wearing glasses | Four eyes see better than two.
*Mirror Moment | - | the moment you look in the mirror wearing your new frames | Put them on, look up, smile.
*Specs Appeal | designer style fashion vintage | specs + sex appeal: frames that make you look good | Frames with a little extra appeal.
*Loose Screw | repair repairs frames | the loose screw in your glasses, tightened while you wait | Got a screw loose? We fix that.
*Lenspost | contact lenses contacts delivery | contact lenses sent by post before you run out | Fresh lenses on the mat before you run out.
*Doorstep Specs | mobile home visits housebound | eye tests and frames brought to your door | Eye test, frames and fitting at your door.
*Letter Ladder | eye test exam tests | the eye chart: rows of letters getting smaller like rungs | Climb down the letters with us.
*Fine Print Specs | reading older readers | reading glasses that make the fine print easy again | Read the fine print without squinting.
`)
