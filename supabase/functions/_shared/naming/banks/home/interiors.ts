import { bank } from '../types.ts'

export default bank('interiors', `
Nookery | - | nook + the -ery of a shop: a studio of cosy corners | Every room needs a good nook.
Swatchwell | - | a swatch chosen well: the colours and fabrics that fit | Chosen well, swatch by swatch.
Calmcorner | - | rooms designed around a calm corner | Find the calm corner.
Softroom | - | a room that feels soft to come home to | Rooms that feel soft.
Moodswatch | - | the mood board and the swatch, together | From mood to swatch to room.
Sofastory | - | every room's story starts at the sofa | Every room starts with a sofa.
Layerhouse | - | a house dressed in layers of texture and light | Layered, lived in, loved.
Scatterwell | - | scatter cushions done well: the finishing touch | The finishing touch, done well.
Studiofit | apartment flat studio small | a studio flat fitted out properly | Studios that fit your life.
Stairnook | apartment flat studio small | the nook under the stairs, put to use | Every corner, put to work.
Inchwise | apartment flat studio small | design that is wise with every square foot | Wise with every square foot.
Velvetfold | luxury premium | the fold of a heavy velvet curtain | Heavy velvet, quiet rooms.
Marblehush | luxury premium | the hush of a marble-floored room | Marble, brass and quiet.
Luxelinen | luxury premium | linen and luxe, layered | Luxe, in linen.
Letready | staging rental airbnb landlord | a rental styled and ready to let | Styled, shot and ready to let.
Guestframe | staging rental airbnb landlord | a holiday let framed for guests and photos | Framed for guests.
Bookedlook | staging rental airbnb landlord | the look that gets your rental booked | The look that gets you booked.
Foundpiece | vintage sustainable secondhand | the found piece that makes a room | The piece that makes the room.
Flealoft | vintage sustainable secondhand | a loft furnished from the flea market | Flea-market finds, well placed.
Thriftcorner | vintage sustainable secondhand budget | a corner furnished from the thrift shop | Thrifted, then styled.
Playloft | kids nursery children | a loft room made for play | Rooms made for play.
Crayonwall | kids nursery children | a wall that welcomes crayons | Rooms that grow with them.
Bedtimeblue | kids nursery children baby | a calm blue nursery for bedtime | Calm colours for bedtime.
Lobbylamp | commercial hotel restaurant hospitality office | the lamp that greets guests in the lobby | First impressions, well lit.
Deskscape | commercial hotel restaurant hospitality office | a landscape of desks: offices designed for work | Offices people want to come to.
Hostspace | commercial hotel restaurant hospitality | spaces designed for hosting guests | Spaces that welcome.
Huehouse | colour bold colourful | a house of hues, bold and happy | Live in colour.
Colourcrush | colour bold colourful | a crush on one colour, carried through the room | Fall for a colour.
Deephue | colour bold colourful | deep, rich colours on every wall | Deep colours, warm rooms.
Pareback | minimal minimalist scandi | pared-back rooms, nothing extra | Less, done well.
Clearshelf | minimal minimalist scandi | a clear shelf, one thing on it | One shelf, one thing.
Quietwall | minimal minimalist scandi | a quiet wall to rest the eyes | Rooms that rest the eyes.
Periodmood | period heritage victorian georgian | the mood of a period house, kept | Period houses, lived in now.
Keepcornice | period heritage victorian georgian | keeping the cornice and the character | Keep the character.
Victorlamp | period heritage victorian georgian | Victorian lamps and old-house lighting | Old houses, warm light.
Postedplan | online virtual remote | a room plan sent by post and email | Your room plan, in the post.
Boardbox | online virtual remote | a mood board in a box, delivered | A mood board, delivered.
Clicklayout | online virtual remote | room layouts designed online | Design your room online.
Fairfinish | budget affordable | a good finish at a fair price | A good finish, fairly priced.
Savvyshelf | budget affordable | savvy styling on a small budget | Savvy style, small spend.
Littlespend | budget affordable | a big change for a little spend | Big change, little spend.
`)
