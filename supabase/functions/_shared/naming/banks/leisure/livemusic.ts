import { bank } from '../types.ts'

export default bank('live music', `
Ampstack | - | the stack of amps at the back of every stage | Stacked high, turned up loud.
Plectrum Room | - | a room full of plectrums: the guitar picks of live bands | Picks out, amps on.
Stagefront | - | the spot right at the front of the stage | Closer to the band.
Riff & Roar | - | a guitar riff and the roar of the crowd | One riff, one roaring room.
Twelve Bar Room | blues bar pub | a twelve-bar blues in a room with a bar | Blues on stage, pints at the bar.
Walking Bass Club | jazz swing | the walking bassline under every jazz tune | Where the bass walks all night.
Fiddle & Floorboard | folk ceilidh acoustic fiddle | a fiddle tune and floorboards for dancing | Fiddles up, feet on the floor.
Muddy Boot Fest | festival festivals camping weekend | muddy boots: the mark of a good festival weekend | Muddy boots, loud weekend.
Sticky Floor Live | rock punk indie dive | the sticky floor of a loud rock club | Loud bands, sticky floors, great nights.
Three Chord Club | punk rock garage | three chords: all a punk song needs | Three chords and the truth.
Earmuff Gigs | kid kids child children family families | the earmuffs that keep little ears safe at gigs | Big sound for little ears.
Tuning Note | classical orchestra chamber recital | the note the orchestra tunes to before it plays | From the tuning note to the bow.
Poster Run | promoter promoters promotion promotions booking | the poster run every promoter does before a gig | From poster run to packed room.
`)
