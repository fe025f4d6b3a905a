import { bank } from '../types.ts'

export default bank('surfing', `
Waxcomb | - | the comb surfers use to rough up board wax | Fresh wax, fresh wave.
Fin & Foam | - | a board's fin cutting through the white foam | Fins down, foam up.
Swellchaser | - | a surfer who drives the coast chasing the swell | Always chasing the next swell.
Duckdive | - | the duck dive that takes a surfer under a wave | Under the wave, out the back.
Glassy Morning | - | the smooth, glassy water of an early surf | Up early for the glassy ones.
# detail names
Foamie Club | school lessons beginner beginners | foamies: the soft foam boards beginners learn on | Soft boards, big smiles.
Little Rippers | kids kid children child junior juniors | little kids who rip on small waves | Little rippers, big grins.
Planer & Fin | shaper shaping custom handshaped surfboard surfboards | the shaper's planer and the board's fin | Hand-shaped, fin to nose.
Board Rack Rentals | rental rentals rent hire | a rack of boards ready to hire | Grab a board off the rack.
Noseride | longboard longboards longboarding retro classic | the noseride: walking to the front of a longboard | Walk the board, hang ten.
Salt Sisters | women woman ladies female girls | sisters in salt water: a women's surf group | Paddle out with your salt sisters.
Bellyboard Bay | bodyboard bodyboards bodyboarding | bellyboards: riding a wave on your belly | Ride it on your belly.
`)
