import { bank } from '../types.ts'

export default bank('theatre', `
Ghost Light Theatre | - | the ghost light: the lamp left burning on an empty stage | The stage is never dark.
Stage Left Players | - | stage left: where every entrance is planned | Enter stage left.
Trapdoor Theatre | - | the trapdoor in the stage floor | Surprises from under the stage.
Callback Coaching | audition auditions coaching coach | the callback that follows a good audition | Coached for the callback.
Jazz Hands Players | musical musicals singing dance | jazz hands: the big finish of a musical number | Sing it, dance it, jazz hands.
Yes And Players | improv improvisation comedy | "yes, and": the first rule of improv | Say yes, then say and.
Picnic Blanket Players | outdoor openair park garden summer | a picnic blanket on the lawn at an open-air show | Bring a blanket, watch a play.
Flatbed Players | touring tour mobile school schools | a flatbed truck that turns into a stage | We bring the stage to you.
Dinner & Dagger | dinner supper murder mystery | a stage dagger served between dinner courses | Dinner, a dagger, a whodunit.
First Draft Theatre | playwright playwrights playwriting writer writers newwriting new | a play's first draft, read aloud on stage | New plays, first performed here.
`)
