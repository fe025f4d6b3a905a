import { bank } from '../types.ts'

export default bank('counselling', `
Secondchair | - | the second chair in the room, kept for you | There is a chair for you.
*Saymore | - | "say more": the counsellor's gentlest prompt to keep talking | Say more. We are listening.
Twovoices | couple marriage relationship | two voices both heard in the room | Both voices heard.
Ourtable | couple marriage relationship family | the table a couple or family sits round to talk | Back round the same table.
Afterloss | grief bereavement loss | the time after a loss | For the time after.
*Trailtalk | outdoor walk nature | talking while walking a trail | Walk and talk.
Shedchat | men male | the chat men have side by side in a shed | Side by side, men talk.
Guardsdown | men male | letting your guard down, safely | Guard down, safely.
Steadyground | trauma ptsd | steady ground after trauma | Find steady ground.
# r10: detail names
Hoodietalk | teen teens teenager teenagers youth | hoodie + talk: a teenager talking, hood down | Hood down, talk it out.
Crayontalk | child children kids play | crayon + talk: children saying it through crayons | Some things are easier drawn.
Sofasession | video zoom remote virtual phone | sofa + session: counselling from your own sofa | Talk from your own sofa.
Deskpause | workplace employee employees burnout | desk + pause: a pause from the desk to talk | Step away from the desk.
Daycount | addiction recovery sober drinking gambling | counting the days sober | Every day counts.
Rainbowchair | lgbtq lgbt queer gay trans | rainbow + chair: a chair where you can be fully you | Come as you are.
Pramtalk | postnatal postpartum mums mothers baby | pram + talk: talking with the pram beside you | Bring the pram, bring it all.
Brushtalk | art painting drawing | brush + talk: saying it with a paintbrush | Paint what you cannot say.
Kitbagdown | veterans veteran military forces army | putting the kitbag down at last | Put the kitbag down.
`)
