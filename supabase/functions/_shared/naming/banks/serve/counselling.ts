import { bank } from '../types.ts'

export default bank('counselling', `
Secondchair | - | the second chair in the room, kept for you | There is a chair for you.
Listenroom | - | a room where you are listened to | A room to be heard in.
Quietdoor | - | a quiet door you can walk through when ready | Come in when you are ready.
Lightload | - | leaving with a lighter load than you came with | Leave lighter.
Slowtalk | - | talking slowly, at your pace | At your pace.
Mindmend | - | mending the mind gently | Gently, at your pace.
Openhour | - | an open hour, just for you | An hour that is yours.
Saidsoftly | - | the things said softly that help most | Say it softly, we will listen.
Twovoices | couple marriage relationship | two voices both heard in the room | Both voices heard.
Ourtable | couple marriage relationship family | the table a couple or family sits round to talk | Back round the same table.
Bothchairs | couple marriage relationship | both chairs in the room, both people heard | Two chairs, one conversation.
Boxbreath | anxiety stress panic | box breathing: four in, four hold, four out | Breathe in four.
Pulseslow | anxiety stress panic | the pulse slowing as the panic passes | Let the pulse slow.
Steadybreath | anxiety stress panic | a steady breath when the worry comes | One steady breath.
Afterloss | grief bereavement loss | the time after a loss | For the time after.
Lateletters | grief bereavement loss | the letters we write to those we have lost | Say what you did not get to say.
Tendhour | grief bereavement loss | a tender hour for grief | A gentle hour for grief.
Doodlepad | child children kid teen young | a pad to doodle on while you talk | Draw it if you cannot say it.
Crayonchat | child children kid young | talking through crayons and play | Play first, talk when ready.
Teenspeak | teen teenager young | space for teenagers to speak | Space to speak.
Sofasession | online video remote | a session from your own sofa | Counselling from your sofa.
Milesheard | online video remote rural | heard from miles away | Heard, however far away.
Laptopcalm | online video remote | calm found through a laptop screen | Calm, on a screen near you.
Trailtalk | outdoor walk nature | talking while walking a trail | Walk and talk.
Mossbench | outdoor walk nature | a mossy bench in the woods to talk on | Talk among the trees.
Fieldpace | outdoor walk nature | walking at an easy pace through fields | At a walking pace.
Shedchat | men male | the chat men have side by side in a shed | Side by side, men talk.
Matesbench | men male | a bench where men talk like mates | Talk like mates.
Guardsdown | men male | letting your guard down, safely | Guard down, safely.
Steadyground | trauma ptsd | steady ground after trauma | Find steady ground.
Bracefree | trauma ptsd | learning to stop bracing for the worst | Free of the brace.
Gentlethaw | trauma ptsd | a gentle thaw after a long freeze | A gentle thaw.
Deskdoor | workplace staff employee employer | a door from the desk to support | Support for your staff.
Lunchlisten | workplace staff employee employer | a listening hour in the lunch break | Support in the lunch hour.
Workweight | workplace staff employee employer | the weight of work, shared | Share the weight of work.
Campuscalm | student university college | calm for students on campus | Calm for campus life.
Examease | student university college | easing exam stress | Ease the exam stress.
Studyweight | student university college | the weight of study, talked through and shared | Share the weight of study.
`)
