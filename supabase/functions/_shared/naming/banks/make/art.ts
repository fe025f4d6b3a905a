import { bank } from '../types.ts'

export default bank('art', `
Loosebrush | - | loose + brush: free, loose brushwork | Paint loose, paint free.
Gessoworks | - | gesso + works: gesso is the chalky white primer laid on a panel before any paint | Every painting starts on a good ground.
Fatoverlean | - | "fat over lean": the oil painter's rule that each layer carries a little more oil than the last, so nothing cracks | Every layer richer than the last.
Sightsize | - | sight-size: the classic method of drawing a subject exactly as big as it looks from where you stand | Drawn exactly as your eye sees it.
Hogbristle | - | hog bristle: the stiff brushes oil painters load with thick paint | Stiff bristles, thick paint, bold marks.
Sketchnight | class workshop beginner adult | sketch + night: evening drawing classes | Draw by night.
Splatapron | kids family school | splat + apron: messy art for kids | Aprons on, splat away.
Hangline | gallery exhibition | hang + line: the line at which paintings hang | Hung at eye level.
Puddlewash | watercolour | puddle + wash: watercolour puddles and washes | Let it puddle.
Fieldeasel | outdoor pleinair plein air landscape | field + easel: painting outdoors in the field | Set up in the field.
Skyeasel | outdoor pleinair plein air landscape | sky + easel: painting under the open sky | Paint the sky.
Petstroke | commission portrait pet | pet + stroke: painted pet portraits | Your pet, painted.
Sitterlight | commission portrait | sitter + light: portraits painted from life | Sit in the light.
Calmdoodle | wellbeing therapy mindful | calm + doodle: doodling to calm down | Doodle yourself calm.
Poseroom | life drawing figure | pose + room: life drawing sessions | Hold the pose.
Charcoalhour | life drawing figure | charcoal + hour: an hour of charcoal drawing | One hour, one charcoal.
`)
