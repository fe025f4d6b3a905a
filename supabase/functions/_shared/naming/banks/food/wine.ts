import { bank } from '../types.ts'

export default bank('wine', `
Sunslope | vineyard estate winery | sun + slope: a south-facing vineyard slope | Ripened on the sunny slope.
Terracerow | vineyard estate hillside | terrace + row: rows of vines on hillside terraces | Every terrace, every row.
Corkpost | online subscription club delivery subscriptions monthly posted | cork + post: wine sent by post | New corks to pull each month.
Streetcellar | shop merchant bottle local | street + cellar: the wine shop on your street | Your street's cellar.
Nightcarafe | bar restaurant | night + carafe: a late-night wine bar | A carafe after dark.
*Firstswirl | tasting course education beginner | first + swirl: your first wine tasting | Start with a swirl.
Swirlnote | tasting sommelier education | swirl + note: tasting notes taken with a swirl | Swirl, sniff, note.
Blushpour | rose summer | blush + pour: a pale pink glass of rose | Pour a little blush.
Picnicrose | rose summer picnic outdoor | picnic + rose: rose for the picnic blanket | Pack the rose.
Toastfizz | sparkling champagne prosecco celebration | toast + fizz: sparkling wine for the toast | Fizz for the toast.
Bubblevow | sparkling champagne wedding celebration | bubble + vow: sparkling wine for weddings | Bubbles for the big yes.
Ribboncase | gift corporate wedding | ribbon + case: cases of wine tied with ribbon | A case worth the ribbon.
*Chalkfizz | english british sparkling | chalk + fizz: English sparkling wine from chalk hills | Fizz from the chalk.
# r10: detail names
Amberpour | orange amber skin natural | amber + pour: orange wine, fermented on the skins to amber | Pour yourself some amber.
Vineramble | tour tours walk walks visit | vine + ramble: guided rambles through the vines | Ramble the rows, then taste.
Grapestomp | harvest picking stomp experience | grape + stomp: a harvest day stomping grapes | Shoes off, grapes underfoot.
Cobwebcellar | vintage rare collector collectors investment | cobweb + cellar: old bottles from a dusty cellar | Worth every cobweb.
Horseboxpop | horsebox van trailer mobile | horsebox + pop: corks popping at a bar in a converted horsebox | The bar arrives by horsebox.
Clove & Carafe | mulled christmas winter festive | clove + carafe: mulled wine spiced with cloves | Spiced, warmed, poured.
Cheese & Claret | cheese pairing charcuterie | cheese + claret: wine matched with cheese | A glass for every cheese.
# r11: detail names
Clover & Vine | organic biodynamic regenerative sustainable | clover + vine: clover left to grow between the vines, no sprays | Clover in the rows, nothing in the bottle.
Cypressrow | italian italy tuscany tuscan | cypress + row: Tuscan wines from vineyards lined with cypress | Poured where the cypress trees stand.
Soberswirl | alcohol alcoholfree nonalcoholic dealcoholised zero sober | sober + swirl: alcohol-free wines worth the swirl | All the swirl, none of the alcohol.
Jugfill | refill refills eco zerowaste | jug + fill: bring the jug, we fill it from the barrel | Bring the jug, we fill it.
Caseclub | club members monthly subscription | case + club: a mixed case each month for members | A new case, every month.
Course & Cork | pairing pairings dinner dinners matched | course + cork: a wine poured for every course | One cork per course.
Bunk & Barrel | stay stays accommodation cottage lodge | bunk + barrel: sleeping among the barrels at the vineyard | Sleep among the barrels.
# r13: detail names
Boules & Burgundy | france french burgundy bordeaux loire | boules + burgundy: French wines for a long afternoon of boules | A game of boules, a glass of burgundy.
Pipette & Cork | blending blend winemaking blendyourown | pipette + cork: draw from the barrels, blend your own wine, cork it | Blend it, bottle it, name it.
Stickyglass | dessert sauternes tokaji stickies | sticky + glass: a small glass of sweet dessert wine | A sticky glass with pudding.
Capevine | southafrica southafrican stellenbosch pinotage | cape + vine: wines from the vineyards of the Cape | Poured from the Cape.
Tennercork | budget cheap affordable tenner | tenner + cork: good bottles for a tenner | Good corks for a tenner.
# r14: detail names
Uncork Friday | subscription subscribe monthly delivery delivered weekly | uncork + Friday: a bottle delivered for Friday night | Arrives Thursday. Uncork Friday.
`)
