import { bank } from '../types.ts'

export default bank('wine', `
Slowvine | - | slow + vine: wine given time on the vine and in the cellar | Good wine takes its time.
Kindcork | - | kind + cork: friendly wine without the fuss | Pull the cork, skip the fuss.
Merrystem | - | merry + stem: a wine glass held by the stem: wine for good evenings | Here's to good evenings.
Warmcarafe | - | warm + carafe: a carafe on the table among friends | A carafe for the table.
Easypour | - | easy + pour: wine that is easy to enjoy | Easy to pour, easy to love.
Lazygrape | - | lazy + grape: wine for long, slow afternoons | For long, lazy afternoons.
Sharecarafe | - | share + carafe: wine meant for sharing | Made for sharing.
Gracewine | - | grace + wine: gracious, well-made wine | Wine with grace.
Goldrow | - | gold + row: vine rows in golden evening light | Bottled from the golden rows.
Sunslope | vineyard estate winery | sun + slope: a south-facing vineyard slope | Ripened on the sunny slope.
Hillvine | vineyard estate winery | hill + vine: vines grown on the hillside | Grown on the hill.
Terracerow | vineyard estate hillside | terrace + row: rows of vines on hillside terraces | Every terrace, every row.
Wildgrape | natural organic biodynamic | wild + grape: wine from wild-fermented grapes | Wild yeast, nothing added.
Cleanpress | natural organic biodynamic | clean + press: wine made with nothing added | Nothing added, nothing hidden.
Soilsip | natural organic biodynamic | soil + sip: wine you can taste the soil in | Taste the soil.
Corkpost | online subscription club delivery | cork + post: wine sent by post | New corks to pull each month.
Caseletter | online subscription club | case + letter: a case of wine with a letter from the maker | A case and a story.
Cellarmail | online subscription club delivery | cellar + mail: your cellar, filled by mail | A cellar that fills itself.
Streetcellar | shop merchant bottle local | street + cellar: the wine shop on your street | Your street's cellar.
Bottlelane | shop merchant bottle | bottle + lane: a lane lined with bottles | Browse the lane.
Winecorner | shop merchant bottle local | wine + corner: the wine shop on the corner | Your corner for good wine.
Vinotable | bar restaurant | vino + table: wine poured at your table | Poured at the table.
Nightcarafe | bar restaurant | night + carafe: a late-night wine bar | A carafe after dark.
Lampstem | bar restaurant romantic | lamp + stem: a wine glass: a glass by lamplight | A glass by lamplight.
Sipclass | tasting course education beginner | sip + class: wine tasting classes | Learn by sipping.
Firstswirl | tasting course education beginner | first + swirl: your first wine tasting | Start with a swirl.
Swirlnote | tasting sommelier education | swirl + note: tasting notes taken with a swirl | Swirl, sniff, note.
Blushpour | rose summer | blush + pour: a pale pink glass of rose | Pour a little blush.
Sunblush | rose summer picnic | sun + blush: rose for summer afternoons | Summer in a pink glass.
Picnicrose | rose summer picnic outdoor | picnic + rose: rose for the picnic blanket | Pack the rose.
Toastfizz | sparkling champagne prosecco celebration | toast + fizz: sparkling wine for the toast | Fizz for the toast.
Bubblevow | sparkling champagne wedding celebration | bubble + vow: sparkling wine for weddings | Bubbles for the big yes.
Bubblehour | sparkling prosecco bar | bubble + hour: an hour of sparkling wine | Make it a bubble hour.
Rubyglass | red bordeaux vintage | ruby + glass: deep red wine in the glass | Deep red, slowly poured.
Darkcask | red bordeaux vintage cellar | dark + cask: reds aged in oak casks | Aged dark in the cask.
Velvetred | red bordeaux | velvet + red: smooth, rich red wines | Smooth as velvet.
Ribboncase | gift corporate wedding | ribbon + case: cases of wine tied with ribbon | A case worth the ribbon.
Giftvino | gift corporate | gift + vino: wine chosen as a gift | Send a bottle, say it well.
Toastcrate | gift corporate wedding event | toast + crate: crates of wine for the toast | Enough for every toast.
Chalkfizz | english british sparkling | chalk + fizz: English sparkling wine from chalk hills | Fizz from the chalk.
Downsglass | english british vineyard | downs + glass: wine from the English downs | Grown on the Downs.
Kentpress | english british kent vineyard | Kent + press: English wine pressed from the Garden of England | From the Garden of England.
`)
