import { bank } from '../types.ts'

export default bank('cocktails', `
Parishpint | pub local village | parish + pint: the parish's local | The parish's local.
*Knockthree | speakeasy hidden | knock three times to get in | Knock three times.
Hushdoor | speakeasy hidden | hush + door: the quiet door to a hidden bar | Say nothing. Come in.
Midnightstir | late night | midnight + stir: drinks still being stirred at midnight | Still stirring at midnight.
Hulaglass | tiki tropical rum | hula + glass: tiki drinks with a party swing | Drinks that dance.
Soberclink | mocktail alcohol free sober zero | sober + clink: alcohol-free drinks worth clinking | Clink without the booze.
*Roofshaker | rooftop city | roof + shaker: cocktails shaken on the roof | Shaken on the roof.
*Muddleschool | class workshop | muddle + school: where you learn to muddle and mix | Come learn to muddle.
Shakerpost | kit delivery online | shaker + post: cocktail kits by post | Cocktails through the letterbox.
`)
