import { bank } from '../types.ts'

export default bank('counselling', `
Secondchair | - | the second chair in the room, kept for you | There is a chair for you.
*Saymore | - | "say more": the counsellor's gentlest prompt to keep talking | Say more. We are listening.
Twovoices | couple marriage relationship | two voices both heard in the room | Both voices heard.
Ourtable | couple marriage relationship family | the table a couple or family sits round to talk | Back round the same table.
Afterloss | grief grieving bereavement bereaved loss | the time after a loss | For the time after.
*Trailtalk | outdoor walk nature | talking while walking a trail | Walk and talk.
Shedchat | men male | the chat men have side by side in a shed | Side by side, men talk.
Guardsdown | men male | letting your guard down, safely | Guard down, safely.
Steadyground | trauma ptsd | steady ground after trauma | Find steady ground.
# r10: detail names
Hoodietalk | teen teens teenager teenagers youth | hoodie + talk: a teenager talking, hood down | Hood down, talk it out.
Crayontalk | child children kids play | crayon + talk: children saying it through crayons | Some things are easier drawn.
Sofasession | video zoom remote virtual phone online | sofa + session: counselling from your own sofa | Talk from your own sofa.
Deskpause | workplace employee employees burnout | desk + pause: a pause from the desk to talk | Step away from the desk.
Daycount | addiction recovery sober drinking gambling | counting the days sober | Every day counts.
Rainbowchair | lgbtq lgbt queer gay trans | rainbow + chair: a chair where you can be fully you | Come as you are.
Pramtalk | postnatal postpartum mums mothers baby | pram + talk: talking with the pram beside you | Bring the pram, bring it all.
Brushtalk | art painting drawing | brush + talk: saying it with a paintbrush | Paint what you cannot say.
Kitbagdown | veterans veteran military forces army | putting the kitbag down at last | Put the kitbag down.
# r11: detail names
Breathbench | anxiety panic stress worry | breath + bench: a bench to sit and catch your breath | Sit down. Catch your breath.
Worrystone | anxiety panic stress worry | a smooth worry stone to turn in your pocket | Something to hold while you talk.
Cloudgap | depression depressed mood | a gap in the grey clouds | Look for the gap in the clouds.
Quadtalk | student students university college campus | quad + talk: a talk on the campus quad | Talk it through before finals.
Exambreak | exam exams revision | exam + break: a break from exam pressure | Breathe between the exams.
Fidgetroom | adhd autism autistic neurodivergent neurodiverse | fidget + room: a room where fidgeting is welcome | Fidget all you like.
Tablepeace | eating anorexia bulimia binge | peace at the table again | Make peace with the table.
Pewtalk | christian faith church pastoral | pew + talk: talking things through on the pew | Faith and feelings, both welcome.
Afterring | divorce separation separated breakup | after the ring comes off | Life after the ring.
Quietcradle | miscarriage infertility fertility ivf stillbirth | a quiet cradle: grief for a baby hoped for | For the baby you hoped for.
Twomugs | couple couples marriage relationship | two mugs on the table, two sides heard | Two mugs, one honest talk.
Memorybench | grief bereavement loss | memory + bench: a bench with a name plaque | Sit a while with them.
# r12: detail names
Herhour | women woman female | her hour: counselling time for women | An hour that's yours.
Afterstorm | trauma ptsd | the calm after a storm | Finding calm after the storm.
Mates Bench | men male | a bench where mates talk | Sit down, mate, and talk.
# r13: detail names
Packedbag | abuse domestic coercive violence controlling | the bag packed and hidden, ready to leave | When you are ready to go, we are here.
Longfuse | anger angry temper rage | a longer fuse before anger flares | Grow a longer fuse.
Carers Chair | carer carers caring caregiver | a chair for the one who cares for others | Someone to care for you.
# r14: detail names
Opencurtain | depression depressed mood lowmood | opening the curtains in the morning again | Help for the days the curtains stay shut.
Camera Optional | video zoom remote virtual online phone | online counselling with the camera on or off | Camera on or off. Just talk.
Lanyard Off | workplace employee employees burnout | the work lanyard taken off for an hour | Take the lanyard off and talk.
`)
