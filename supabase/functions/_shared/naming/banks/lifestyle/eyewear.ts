import { bank } from '../types.ts'

export default bank('eyewear', `
Framous | - | frame + famous: frames that get you noticed | Frames worth being seen in.
Lensational | - | lens + sensational: lenses worth a second look | See the difference.
Frame & Lens | - | the two halves of every pair of glasses | Frame chosen, lens fitted.
Specstand | - | the stand of frames waiting to be tried on | Try on every frame.
Clothcase | - | the cloth and the case that come with every pair | Every pair, cased and cleaned.
Nosebridge | - | the bridge of a frame that sits on your nose | Frames that sit right.
Blinkclear | - | eyes that blink clear again | Blink, and it is all clear.
Lenslight | - | light through a clean lens | Clean lenses, clear days.
Chartline | eye test exam tests | the rows of letters on an eye chart | Read one more line.
Hingeworks | repair repairs frames | the tiny hinges of a pair of frames | Mended hinge, same day.
Squintless | sunglasses sun | no more squinting in the sun | Sunshine, without the squint.
Shadeframe | sunglasses | frames with shades | Shade for every face.
Sunspecs | sunglasses summer | specs for sunny days | Specs for sunny days.
Readerframe | reading older | frames for reading | Read the small print again.
Littlespecs | kids children child | specs for little faces | First glasses, big smiles.
Dropcase | contact lenses contacts | the lens case and the drops | Lenses delivered, drops included.
Tortoiseframe | designer vintage style | classic tortoiseshell frames | Classic shells, modern lenses.
Roundrim | vintage retro style | round-rimmed glasses | Round rims, sharp eyes.
Eyevan | mobile home visits | an eye-test van that comes to you | Eye tests at your door.
`)
