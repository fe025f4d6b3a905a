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
`)
