import { bank } from '../types.ts'

export default bank('cocktails', `
Jiggerline | - | the line on a jigger every pour is measured to | Measured to the line.
Bittersdash | - | a dash of bitters, the finishing touch | A dash makes the drink.
Cutcube | - | a cube of clear ice cut by hand | Ice cut by hand.
Peelcurl | - | the curl of citrus peel twisted over the glass | Finished with a curl of peel.
Muddlestick | - | the muddler that crushes mint and sugar | Muddled, not rushed.
Stirdown | - | a bartender's word for chilling a drink by stirring | Stirred down, served cold.
Backbar | - | the lit shelf of bottles behind the bar | Look at the back bar.
Speedspout | - | the metal spout on every bottle in the well | Poured quick, poured right.
Stoolside | - | a seat at the bar, right by the bartender | Best seat's at the bar.
Saltrim | - | a salted rim on a cold glass | Salted rim, cold glass.
Speedrail | - | the rail of bottles under the bar | Everything in reach.
Garnishpick | - | the pick through the cherry in the glass | Finished with a cherry.
Pintpull | pub local village | pulling a pint at the handpump | Pull up a stool; we'll pull a pint.
Snugroom | pub local village | the snug: the small back room of a pub | Warm in the snug.
Bellcall | pub local village | the landlord's bell for last orders | One more before the bell.
Knockthree | speakeasy hidden | knock three times at the unmarked door | Knock three times.
Peepdoor | speakeasy hidden | the slot in a speakeasy door | Show your face at the slot.
Trapstair | speakeasy hidden basement | the stair down behind a trapdoor | Down the stairs, through the door.
Horseboxbar | mobile event wedding festival | a bar built into a horsebox | The bar that comes to you.
Pourcart | mobile event wedding | a cocktail cart wheeled to your party | Cocktails, wheeled in.
Fieldshaker | mobile event festival | cocktails shaken in a field | Shaken in the open air.
Lastpour | late night | the final pour of the night | Open for the last pour.
Nightcapper | late night | the bar for a nightcap | One more for the road home.
Afterten | late night | open after ten | Just getting started at ten.
Tikimug | tiki tropical rum | the carved tiki mug | Rum in a carved mug.
Rumswizzle | tiki tropical rum | the swizzle: rum crushed with ice and spun | Swizzled, frosted, poured.
Zombiemug | tiki tropical rum | the zombie, the strongest tiki drink | Only two per guest.
Corkroom | wine bar | a room for uncorking | Uncork with us.
Glassflight | wine bar tasting | a flight of glasses laid out to taste | Taste the flight.
Carafenight | wine bar | wine by the carafe, all evening | By the carafe, all evening.
`)
