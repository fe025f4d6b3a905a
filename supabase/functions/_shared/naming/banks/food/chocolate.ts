import { bank } from '../types.ts'

export default bank('chocolate', `
Nibworks | - | nibs: the roasted, cracked cacao that all real chocolate is ground from | Made from the nib up.
*Velvetsnap | - | velvet + snap: a clean snap, then a velvet melt | Snap, then velvet.
Podsplit | bean to bar craft single origin | splitting the cacao pod, where every bar begins | From split pod to finished bar.
Roastnib | bean to bar craft single origin | roast + nib: beans roasted and cracked in-house | We roast every nib.
Vowtruffle | gift luxury wedding favour | vow + truffle: truffles for weddings | A truffle for every guest.
Ganachery | truffle praline bonbon | ganache + -ery: the house of ganache | Where the ganache is made.
Bonbonjar | truffle bonbon praline sweet shop | bonbon + jar: a jar of handmade bonbons | Dip into the jar.
*Mittenmug | hot chocolate cafe winter | mitten + mug: hot chocolate for cold hands | Warm hands, warm mug.
Pocketfudge | kids candy sweet shop retro | pocket + fudge: fudge bought with pocket money | Worth every penny of pocket money.
Sherbetjar | kids candy sweet shop retro | sherbet + jar: a jar of retro sweets | The jar behind the counter.
Barecacao | sugar free healthy raw | bare + cacao: raw cacao with nothing added | Just cacao. Nothing else.
Swoonbox | romantic valentine gift anniversary | swoon + box: a box of chocolates to make them swoon | Made to make them swoon.
# r10: detail names
Foilbunny | easter egg eggs bunny | foil + bunny: the foil-wrapped Easter bunny | Unwrap the bunny.
Stockingslab | christmas stocking advent festive | stocking + slab: a slab of chocolate in the Christmas stocking | The best thing in the stocking.
Moofree | vegan dairy plant | no moo: chocolate made without dairy | All the chocolate, none of the moo.
Dipberry | strawberry strawberries dipped fruit | dip + berry: strawberries dipped in chocolate | Dipped by hand, gone in one bite.
Skewerdip | fountain fondue hire | skewer + dip: marshmallows on skewers dipped in a chocolate fountain | Skewer it, dip it, repeat.
Toffeehammer | toffee fudge brittle caramel | toffee + hammer: the little hammer that breaks a toffee slab | Bring your own hammer.
Letterslab | letterbox subscription post monthly | letter + slab: a slab of chocolate through the letterbox | A slab through the letterbox.
# r11: detail names
Cocoapron | workshop workshops class classes course courses | cocoa + apron: aprons on for a chocolate-making class | Aprons on, cocoa everywhere.
Melt & Mould | workshop workshops class classes hen | melt + mould: melt and mould your own chocolate bar | Melt it, mould it, take it home.
Logobar | corporate business branded logo client clients | logo + bar: chocolate bars printed with your company logo | Your logo, in chocolate.
Namebar | personalised personalized custom name message | name + bar: a chocolate bar with a name on it | Their name, on a bar.
Fairpod | fairtrade ethical fair farmer farmers | fair + pod: cacao pods bought from farmers at a fair price | A fair price for every pod.
Chillislab | chilli chili spicy pepper | chilli + slab: dark chocolate with a chilli kick | Melts first, then the heat.
Tipsytruffle | boozy alcohol gin whisky whiskey rum liqueur | tipsy + truffle: truffles laced with gin or whisky | Truffles for the grown-ups.
Oatmelt | vegan dairy plant oat oatmilk | oat + melt: oat milk chocolate that melts like dairy | Creamy, minus the cow.
Marshmug | marshmallow marshmallows mug mugs winter drinking | marshmallow + mug: hot chocolate topped with marshmallows | Marshmallows on top, always.
Scoopbag | pick mix pickandmix | scoop + bag: pick and mix sweets, scooped into a bag | Scoop it, bag it, weigh it.
# r12: detail names
Canopy Cacao | organic ethical rainforest | canopy: organic cacao grown in the shade of the rainforest | Grown in the shade, made by hand.
*Mugmelt | hot chocolate drinking mug mugs cafe | mug + melt: thick hot chocolate melted into your mug | Melt it into your mug.
Cocoa Cubs | kids children child | cocoa + cubs: chocolate making for little ones | Little chocolatiers, big smiles.
Farmgate Cacao | fairtrade ethical fair farmer farmers direct | farmgate: cacao bought straight from the farmer | Paid at the farm gate.
# r13: detail names
Sprinkleslab | birthday birthdays party parties | sprinkle + slab: a slab of chocolate topped with birthday sprinkles | Sprinkles on top, candles optional.
Shoresalt | coast coastal seaside beach sea | shore + salt: chocolate finished with sea salt from the shore | Sea salt on every square.
# r14: detail names
Winnow & Temper | beantobar bean singleorigin origin | winnowing the cacao husk and tempering the chocolate | We winnow, we temper, we wrap.
Crackshell | easter egg eggs bunny | crack + shell: cracking open a chocolate egg | Crack the shell, find the treats.
Advent Door | christmas advent festive xmas calendar | the little door of an advent calendar hiding a chocolate | A door a day until Christmas.
`)
