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
`)
