import { bank } from '../types.ts'

export default bank('art', `
Loosebrush | - | loose + brush: free, loose brushwork | Paint loose, paint free.
*Sketchnight | class workshop beginner adult | sketch + night: evening drawing classes | Draw by night.
*Splatapron | kids family school | splat + apron: messy art for kids | Aprons on, splat away.
Fieldeasel | outdoor pleinair plein air landscape | field + easel: painting outdoors in the field | Set up in the field.
Skyeasel | outdoor pleinair plein air landscape | sky + easel: painting under the open sky | Paint the sky.
Calmdoodle | wellbeing therapy mindful | calm + doodle: doodling to calm down | Doodle yourself calm.
Poseroom | life drawing figure | pose + room: life drawing sessions | Hold the pose.
Charcoalhour | life drawing figure | charcoal + hour: an hour of charcoal drawing | One hour, one charcoal.
# r10: detail names
Corkbrush | wine sip prosecco social | cork + brush: painting with a glass of wine | Pop a cork, pick a brush.
Merlotsketch | wine sip social | merlot + sketch: sketching over a glass of red | A glass of red, a sketch.
Pawportrait | pet pets dog cat commission | paw + portrait: portraits of your pet | Your pet, painted.
Whiskersketch | pet pets cat dog commission | whisker + sketch: sketched pet portraits | Every whisker, sketched.
Mitrecorner | framing frame frames framer | mitre + corner: the neat mitred corner of a picture frame | Framed to the corner.
Bricksketch | mural murals street graffiti | brick + sketch: murals sketched on brick walls | Your wall, our sketchbook.
Nibflourish | calligraphy lettering handlettering | nib + flourish: the flourish of a calligraphy nib | Finish with a flourish.
# r11: detail names
Rinsejar | watercolour watercolours watercolor | rinse + jar: the jar of cloudy water beside every watercolour | Dip, rinse, wash.
Tubesqueeze | supplies materials stockist | tube + squeeze: paint tubes and art supplies | Squeeze the first tube.
Porchportrait | house houses housewarming | porch + portrait: painted portraits of your house | Your house, painted.
Sitterchair | portrait portraits sitter likeness | sitter + chair: the chair a portrait sitter sits in | Take the sitter's chair.
Lino & Roller | lino linocut printmaking | lino + roller: cutting lino and rolling the ink | Cut, roll, press.
Silverbrush | senior seniors elderly dementia carehome | silver + brush: art sessions for older people | Painting at any age.
Ripplepour | resin epoxy pour | ripple + pour: resin poured into ripples like the sea | Pour the ripple.
Cake & Canvas | birthday birthdays | cake + canvas: painting birthday parties | Candles out, brushes up.
Stemsketch | botanical flower flowers plant plants | stem + sketch: botanical drawing | Sketch the stem.
Smudge & Sketch | class classes workshop beginner beginners | smudge + sketch: relaxed drawing classes where smudges are fine | Smudges welcome.
Potatoprint | kids children child toddler toddlers | potato + print: the potato printing every child loves | Cut a potato, print a star.
Slowbrush | wellbeing mindful mindfulness therapy | slow + brush: painting slowly to unwind | Slow the brush, slow the mind.
Spraycanvas | mural murals graffiti street spray | spray can + canvas: graffiti art on walls and canvas | Shake the can.
# r12: detail names
Brushstart | beginner beginners class classes | the first brushstroke of a new painter | Start with one brushstroke.
Paintpot Kids | kids children child family | a paint pot for little hands | Messy hands, proud fridge.
Easel & Ale | wine sip social pub | an easel in one hand, a drink in the other | Paint a picture, pour a pint.
Wallstory Murals | mural murals street commission | a mural that tells your wall's story | Big walls, bigger pictures.
Sketchwalk | outdoor pleinair landscape | a walk with a sketchbook | Sketch the view as you walk.
Calmcanvas | wellbeing therapy mindful mindfulness | a canvas for calming the mind | Paint the stress away.
# r13: detail names
Firstdance Canvas | wedding weddings bride bridal reception | the first dance, painted live on canvas as it happens | Your first dance, painted as you dance it.
Red Sticker Gallery | gallery galleries exhibition exhibitions exhibit | the red sticker a gallery puts on a sold painting | Find the one you want to take home.
Panelpop | comic comics cartoon cartoons manga anime graphicnovel | the comic panel where the POW pops out | Draw the next panel.
Undobrush | digital procreate ipad tablet | a brush with an undo button: painting on a tablet | Paint bold, you can always undo.
Harbour Easel | seaside coast coastal beach harbour seascape seascapes | an easel set up on the harbour wall | Paint the boats, hear the gulls.
# r14: detail names
Furstroke | pet pets dog dogs cat cats commission | the fine brushstrokes that paint every bit of fur | Every hair of fur, painted.
Eyesfirst Portraits | portrait portraits sitter likeness commission commissions | the portrait painter's habit of painting the eyes first | We start with the eyes.
Puddle & Pan | watercolour watercolours watercolor watercolors | the watercolour pans and the puddles of colour mixed from them | Wet the pan, paint the puddle.
Mountcut | framing frame frames framer picture pictures | the bevelled window cut into a picture mount | Cut clean, framed right.
Edition Pencil | print prints giclee edition editions | the pencil that signs and numbers each print | Signed, numbered, yours.
Copperplate Hour | calligraphy lettering handlettering | an hour of looping copperplate script | Loop by loop, letter by letter.
`)
