import { bank } from '../types.ts'

export default bank('cocktails', `
Frostshake | - | frost + shake: drinks shaken ice-cold | Shaken till the tin frosts.
Slowstir | - | slow + stir: drinks stirred with care | Stirred slowly, sipped slower.
Velvettwist | - | velvet + twist: smooth drinks with a twist | Smooth, with a twist.
Merrycoupe | - | merry + coupe: a coupe glass raised in good spirits | Raise a merry coupe.
Warmdram | - | warm + dram: a warming dram | A dram to warm you.
Kindpour | - | kind + pour: a generous pour | Poured generously.
Softclink | - | soft + clink: the clink of glasses | Hear the clink.
Duskpour | - | dusk + pour: drinks for the golden hour | First pour at dusk.
Lazytonic | - | lazy + tonic: easy drinks for slow evenings | Slow evenings, long tonics.
Snugstool | pub local village | snug + stool: your stool in the pub snug | Your stool is waiting.
Parishpint | pub local village | parish + pint: the parish's local | The parish's local.
Laneround | pub local village | lane + round: the local down the lane | Your round, down the lane.
Knockthree | speakeasy hidden | knock three times to get in | Knock three times.
Hushdoor | speakeasy hidden | hush + door: the quiet door to a hidden bar | Say nothing. Come in.
Whisperbar | speakeasy hidden basement | whisper + bar: a bar you hear about in whispers | Ask in a whisper.
Horseboxbar | mobile event wedding festival | a cocktail bar built into a horsebox | The bar that trots to you.
Vowshake | mobile event wedding | vow + shake: cocktails for weddings | Shaken for the big day.
Fieldcoupe | mobile event festival wedding | field + coupe: cocktails in the field | Cocktails in the field.
Midnightstir | late night | midnight + stir: drinks still being stirred at midnight | Still stirring at midnight.
Owltumbler | late night | night owl + tumbler: a bar for night owls | For night owls only.
Afterlamp | late night | after + lamp: the lamp still lit after hours | Still lit after hours.
Rumswizzle | tiki tropical rum | the rum swizzle, stirred with a swizzle stick | Swizzle it.
Lagoonsip | tiki tropical rum | lagoon + sip: tropical drinks | A lagoon in a glass.
Hulaglass | tiki tropical rum | hula + glass: tiki drinks with a party swing | Drinks that dance.
Juniperlane | gin | juniper + lane: gin with juniper at its heart | Down juniper lane.
Tonictwist | gin tonic | tonic + twist: a gin and tonic with a twist | Gin, tonic, twist.
Copperstill | gin distillery | copper + still: gin from a copper still | Stilled in copper.
Soberclink | mocktail alcohol free sober zero | sober + clink: alcohol-free drinks worth clinking | Clink without the booze.
Freshfizz | mocktail alcohol free zero | fresh + fizz: fizzy alcohol-free drinks | All fizz, no alcohol.
Mindfulmix | mocktail alcohol free sober | mindful + mix: alcohol-free cocktails | Mixed with a clear head.
Skyglass | rooftop city skyline | sky + glass: drinks high above the city | A glass above the city.
Skylinesip | rooftop city skyline | skyline + sip: cocktails with a view | Sip the skyline.
Roofshaker | rooftop city | roof + shaker: cocktails shaken on the roof | Shaken on the roof.
Mixclub | class workshop masterclass | mix + club: cocktail classes for friends | Learn to mix with friends.
Jiggerclass | class workshop masterclass | jigger + class: learn to measure and mix | Measure, shake, pour.
Muddleschool | class workshop | muddle + school: where you learn to muddle and mix | Come learn to muddle.
Shakerpost | kit delivery online | shaker + post: cocktail kits by post | Cocktails through the letterbox.
Mixmail | kit delivery online subscription | mix + mail: cocktail kits sent monthly | A new mix in the mail.
Doordram | kit delivery online | door + dram: drinks and cocktail kits to the door | A dram at the door.
`)
