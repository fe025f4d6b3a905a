import { bank } from '../types.ts'

export default bank('activewear', `
Thumbloop | - | the thumb loops in a good training top | Thumbs through, sleeves stay down.
Trackzip | - | the zip of a track jacket | Zip up and warm up.
Sun Salute | yoga | the sun salutation that opens a yoga class | Leggings for every sun salute.
Reformer Rib | pilates reformer | ribbed sets made for the pilates reformer | Ribbed sets for reformer days.
Mile Marker Kit | running runners run marathon race | kit for every mile marker of a race | Dressed for every mile marker.
Squatproof | gym leggings legging squat | leggings that pass the squat test | Squat deep, stay covered.
Bounce Control | women womens sportsbra bra bras | a sports bra that stops the bounce | Run, jump, no bounce.
Bottlespun | recycled sustainable eco | yarn spun from recycled plastic bottles | Spun from bottles, built for sweat.
Covered Sprint | modest hijab muslim | full-cover kit built for sprinting | Fully covered, fully moving.
Baseline Whites | tennis padel racket | tennis whites worn on the baseline | Whites for the baseline.
Handwrap Kit | boxing kickboxing combat martial mma | the handwraps worn under boxing gloves | Wrap up, glove up, go.
Brunch Leggings | athleisure lounge loungewear | leggings that go from class to brunch | From class to brunch, same leggings.
`)
