import { bank } from '../types.ts'

export default bank('art', `
Gessocoat | - | the gesso coat that primes a fresh canvas | Primed, stretched, ready.
Stretcherbar | - | the wooden bars a canvas is stretched over | Stretched tight, painted loose.
Paintrag | - | the rag on every painter's bench | Wipe the brush, start again.
Willowchar | - | willow charcoal, the first drawing stick | Start with a stick of willow.
Hatchmark | - | the cross-hatched marks of pen and pencil shading | Shade it line by line.
Underpaint | - | the thin first layer under every painting | Every painting starts underneath.
Turpsjar | - | the jar of turps on the painter's table | Rinse and carry on.
Sablepoint | - | the fine point of a sable brush | Finest point, steadiest hand.
Ochrepot | - | yellow ochre, the oldest pigment there is | Colour as old as the caves.
Inkwash | - | a wash of thinned ink across the page | One wash, a whole sky.
Fatoverlean | - | fat over lean: the oil painter's first rule | Fat over lean, always.
Tonalground | - | the toned ground painters start on | Start from a warm ground.
Sketchnight | class workshop beginner adult | an evening drawing class | Wine, pencils and a Tuesday night.
Firstcanvas | class workshop beginner | the first canvas a beginner finishes | Your first canvas starts here.
Applebowl | class workshop beginner | the bowl of apples in every still-life class | Start with the apples.
Splatapron | kids family school | the apron that catches every splat | Splats welcome.
Crayonstub | kids family school | the crayon worn down to a stub | Draw it down to the stub.
Blobprint | kids family school | a paint blob folded into a print | Blob, fold, surprise.
Hangline | gallery exhibition | the eye-height line every picture is hung to | Hung at eye height.
Soldspot | gallery exhibition | the red spot that means a picture has sold | Watch the spots appear.
Plinthroom | gallery exhibition sculpture | the room where sculpture stands on plinths | Work worth a plinth.
Pigmentrow | supplies shop | a row of loose pigments on the shop shelf | Every colour, by the jar.
Nibdrawer | supplies shop pen ink | the drawer of pen nibs in an art shop | A nib for every hand.
Tubewall | supplies shop | the wall of paint tubes in an art shop | Every tube on the wall.
Halfpan | watercolour | the half pan of watercolour in every travel tin | A whole palette in a pocket tin.
Coldpress | watercolour paper | cold-pressed paper, the watercolourist's favourite | Paper with tooth.
Puddlewash | watercolour | a puddle of colour washed across wet paper | Let the puddle do the work.
Pleinfield | outdoor pleinair landscape | painting in the open field | Paint where you stand.
Fieldeasel | outdoor pleinair landscape | an easel set up in the field | Set up where the light is.
Hillsketch | outdoor pleinair landscape | a sketch made on the hillside | Sketched on the spot.
`)
