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
# r10: detail names
Hitchpour | mobile horsebox van trailer wedding event | hitch + pour: a bar you hitch up and tow to the party | We hitch up, you drink up.
Tonictwist | gin juniper | tonic + twist: gin and tonic with a twist | Gin, tonic, twist.
Dramstool | whisky whiskey scotch bourbon | dram + stool: a dram of whisky at the bar stool | Pull up a stool, pour a dram.
Swirlstem | wine natural | swirl + stem: swirling a wine glass by its stem | Swirl, sniff, sip.
Saxsour | jazz music band blues | sax + sour: a whisky sour to a live sax | Sours and saxophones.
Dicecoaster | boardgame boardgames games arcade | dice + coaster: board games and drinks | Roll the dice, order a round.
Parasolpint | garden beergarden terrace courtyard | parasol + pint: a pint under the parasol | Pints under parasols.
Kickoffkeg | sports football rugby match screen | kick-off + keg: drinks for match day | Here before kick-off.
Micmule | karaoke singing | mic + mule: a Moscow mule and the karaoke mic | Grab a mule, grab the mic.
# r11: detail names
Hopboard | beer beers ale taproom ipa | hop + board: the chalk board of beers on tap | Check the board, pick a pint.
Salt & Agave | tequila mezcal agave margarita mexican | salt + agave: the salted rim and agave spirits | Salt the rim.
Coupetower | champagne prosecco fizz sparkling | coupe + tower: a tower of champagne coupes | Pour from the top.
Eggs & Fizz | brunch bottomless mimosa | eggs + fizz: brunch with cocktails | Eggs on the plate, fizz in the glass.
Sequinshaker | drag lgbt lgbtq queer gay cabaret | sequin + shaker: cocktails with a drag show | Sequins on, shakers out.
Leash & Lager | dog dogs dogfriendly pet | leash + lager: a bar where the dog comes too | Bring the dog, grab a lager.
Sash & Shaker | hen hens stag bachelorette | sash + shaker: cocktail nights for hen parties | Sashes on, shakers up.
Flipflopfizz | beach seaside coastal seafront | flip-flop + fizz: drinks by the beach | Sand on your feet, fizz in hand.
Spritzhour | aperitivo spritz aperol italian vermouth | spritz + hour: the Italian early-evening spritz | Spritz o'clock.
Zerozest | mocktail mocktails alcoholfree sober zero | zero + zest: zero-alcohol drinks full of zest | All of the zest, none of the booze.
Letterboxsour | kit kits delivery postal subscription | letterbox + sour: cocktail kits that fit the letterbox | A sour through the letterbox.
Snugbar | pub village snug | snug + bar: the cosy snug of a village pub | Save us a seat in the snug.
# r12: detail names
Shakerbox | kit kits delivery postal subscription | a cocktail shaker and kit delivered by post | The bar comes in a box.
Shaker School | class workshop classes lesson | a class where you learn to use a shaker | Learn to shake like a pro.
Spritz Hour | aperitivo spritz aperol italian | the Italian hour of the spritz | Orange glasses, golden hour.
Rumhut | tiki tropical rum caribbean | a beach shack pouring rum | Rum under the palm leaves.
Late Pour | late night | the last pour long after midnight | Still pouring after midnight.
# r13: detail names
Three Bean Bar | espresso coffee martini martinis | the three coffee beans floated on an espresso martini | Three beans on top, every time.
Crackle & Coupe | vinyl records record hifi listening | the crackle of a record and a coupe in hand | Drop the needle, raise a coupe.
Scrumpy Shed | cider ciders scrumpy orchard perry | a shed pouring farmhouse scrumpy | Cloudy cider, straight from the barrel.
Clovepot | christmas xmas festive mulled | a pot of mulled wine studded with cloves | Mulled, spiced and poured warm.
# r14: detail names
Horsebox Highball | mobile horsebox van trailer | highballs poured from a converted horsebox | The bar pulls up in a horsebox.
Nada Colada | mocktail mocktails alcoholfree sober zero nonalcoholic | a pina colada with nada: no rum at all | All colada, no rum.
Skyline Sour | rooftop skyline | a sour sipped against the city skyline | Sours with a skyline.
Chimneypot Bar | rooftop | a bar up among the chimney pots | Drinks among the chimney pots.
Peat & Pipette | whisky whiskey scotch bourbon | peaty whisky and the pipette for a drop of water | A drop of water, a world of peat.
Scarf & Stein | sports football rugby match screen | the team scarf and the beer stein on match day | Scarves up, steins up.
`)
