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
`)
