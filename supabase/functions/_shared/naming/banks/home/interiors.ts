import { bank } from '../types.ts'

export default bank('interiors', `
*Moodswatch | - | the mood board and the swatch, together | From mood to swatch to room.
Stairnook | apartment flat studio small | the nook under the stairs, put to use | Every corner, put to work.
Inchwise | apartment flat studio small | design that is wise with every square foot | Wise with every square foot.
Velvetfold | luxury premium | the fold of a heavy velvet curtain | Heavy velvet, quiet rooms.
Marblehush | luxury premium | the hush of a marble-floored room | Marble, brass and quiet.
*Bookedlook | staging rental airbnb landlord | the look that gets your rental booked | The look that gets you booked.
Foundpiece | vintage sustainable secondhand | the found piece that makes a room | The piece that makes the room.
Crayonwall | kids nursery children | a wall that welcomes crayons | Rooms that grow with them.
Bedtimeblue | kids nursery children baby | a calm blue nursery for bedtime | Calm colours for bedtime.
Deskscape | commercial hotel restaurant hospitality office | a landscape of desks: offices designed for work | Offices people want to come to.
Quietwall | minimal minimalist scandi | a quiet wall to rest the eyes | Rooms that rest the eyes.
*Rummage Rooms | vintage sustainable secondhand | rooms put together from a good rummage through secondhand finds | Rummaged, restored and placed just so.
*Lobby & Booth | commercial hotel restaurant hospitality | hotel lobbies and restaurant booths, designed for guests | Lobbies to linger in, booths to stay in.
*Loud Walls | colour bold colourful | walls painted in bold colours that speak up | Walls that speak up, rooms that smile.
*Linen & Birch | minimal minimalist scandi | the linen and pale birch of a calm Scandinavian room | Pale birch, soft linen, nothing extra.
*Sash & Shutter | period heritage victorian georgian | the sash windows and shutters of a period home, kept and dressed | Period rooms, true from sash to shutter.
*Swatch Post | online virtual remote | fabric and paint swatches sent by post, the room designed online | Swatches in the post, your room on screen.
`)
