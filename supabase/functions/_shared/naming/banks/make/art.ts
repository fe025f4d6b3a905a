import { bank } from '../types.ts'

export default bank('art', `
Loosebrush | - | loose + brush: free, loose brushwork | Paint loose, paint free.
Swiftstroke | - | swift + stroke: quick, confident brushwork | One swift stroke.
Kindcanvas | - | kind + canvas: a welcoming place to make art | A canvas for everyone.
Slowsketch | - | slow + sketch: drawing without hurry | Sketch slowly, see more.
Warmhue | - | warm + hue: art in warm colours | A warmer hue.
Softwash | - | soft + wash: soft washes of colour | Soft washes, gentle colour.
Dabjoy | - | dab + joy: the joy of a dab of paint | A dab of joy.
Hueday | - | hue + day: a day full of colour | Add colour to the day.
Sketchnight | class workshop beginner adult | sketch + night: evening drawing classes | Draw by night.
Firstcanvas | class workshop beginner | first + canvas: your first painting | Your first canvas.
Brushclub | class workshop beginner adult | brush + club: a painting club | Join the brush club.
Splatapron | kids family school | splat + apron: messy art for kids | Aprons on, splat away.
Blobprint | kids family school | blob + print: printing with blobs of paint | Every blob is art.
Doodlejoy | kids family school | doodle + joy: drawing for the joy of doodling | Doodle with joy.
Hangline | gallery exhibition | hang + line: the line at which paintings hang | Hung at eye level.
Firsthang | gallery exhibition | first + hang: a gallery giving new artists their first hang | Your first hang.
Viewroom | gallery exhibition | view + room: a room to view art | Come and view.
Pigmentrow | supplies shop | pigment + row: rows of pigments | Every colour in a row.
Tubewall | supplies shop | tube + wall: a wall of paint tubes | A wall of colour.
Inkpantry | supplies shop pen ink | ink + pantry: a pantry of art supplies | Stock up your pantry.
Puddlewash | watercolour | puddle + wash: watercolour puddles and washes | Let it puddle.
Drippaper | watercolour paper | drip + paper: watercolour on wet paper | Drip, bleed, dry.
Mistpaper | watercolour paper | mist + paper: soft watercolour on damp paper | Soft as mist.
Fieldeasel | outdoor pleinair plein air landscape | field + easel: painting outdoors in the field | Set up in the field.
Hilldraw | outdoor pleinair plein air landscape | hill + draw: drawing on the hillside | Draw the hill.
Skyeasel | outdoor pleinair plein air landscape | sky + easel: painting under the open sky | Paint the sky.
Petstroke | commission portrait pet | pet + stroke: painted pet portraits | Your pet, painted.
Faceframe | commission portrait | face + frame: commissioned portraits | A face worth framing.
Sitterlight | commission portrait | sitter + light: portraits painted from life | Sit in the light.
Paintalong | online course | paint + along: follow-along online painting | Paint along at home.
Drawdaily | online course | draw + daily: daily drawing lessons | Draw a little every day.
Linelesson | online course beginner | line + lesson: online drawing lessons | One line at a time.
Wallsplash | mural street | wall + splash: murals and wall art | Splash the wall.
Sprayglad | mural street graffiti | spray + glad: bright street art | Spray it glad.
Brickcolour | mural street | brick + colour: colour on brick walls | Colour for the bricks.
Quietcolour | wellbeing therapy mindful | quiet + colour: calm, mindful art sessions | Quiet mind, bright colour.
Calmdoodle | wellbeing therapy mindful | calm + doodle: doodling to calm down | Doodle yourself calm.
Poseroom | life drawing figure | pose + room: life drawing sessions | Hold the pose.
Charcoalhour | life drawing figure | charcoal + hour: an hour of charcoal drawing | One hour, one charcoal.
`)
