import { bank } from '../types.ts'

export default bank('interiors', `
*Moodswatch | - | the mood board and the swatch, together | From mood to swatch to room.
Stairnook | apartment flat studio small | the nook under the stairs, put to use | Every corner, put to work.
Inchwise | apartment flat studio small | design that is wise with every square foot | Wise with every square foot.
Velvetfold | luxury premium luxurious highend | the fold of a heavy velvet curtain | Heavy velvet, quiet rooms.
Marblehush | luxury premium luxurious highend | the hush of a marble-floored room | Marble, brass and quiet.
*Bookedlook | staging rental airbnb landlord holidaylet | the look that gets your rental booked | The look that gets you booked.
Foundpiece | vintage sustainable secondhand antique antiques preloved | the found piece that makes a room | The piece that makes the room.
Crayonwall | kids nursery children | a wall that welcomes crayons | Rooms that grow with them.
Bedtimeblue | kids nursery children baby | a calm blue nursery for bedtime | Calm colours for bedtime.
Deskscape | commercial hotel restaurant hospitality office workplace | a landscape of desks: offices designed for work | Offices people want to come to.
Quietwall | minimal minimalist scandi minimalism scandinavian nordic japandi | a quiet wall to rest the eyes | Rooms that rest the eyes.
# r10: detail names
Testpot | colour color colours colors paint palette | the little tester pot of paint on the wall | Try it on the wall first.
Paper & Paste | wallpaper wallpapers pattern patterned | the wallpaper roll and the paste that hangs it | Walls worth a second look.
Pleat & Pole | curtains curtain blinds drapes softfurnishings | the curtain pleat and the pole it hangs from | Curtains that hang right.
Dado & Drape | period victorian georgian edwardian heritage | the dado rail and heavy drapes of a period room | Period rooms, dressed for now.
Clashroom | maximalist maximalism eclectic colourful colorful | a room where patterns clash on purpose | More pattern, more colour, more you.
Thrift & Throw | budget affordable thrifty cheap | a thrifted find and a throw over the sofa | A new room on a small budget.
Frondroom | plants plant biophilic greenery | a room full of fronds | Rooms that grow.
Hook & Gilt | art artwork gallery prints framing | the picture hook and the gilt frame | Art hung right.
# r11: detail names
Basin & Brass | bathroom bathrooms kitchen kitchens | the basin and the brass taps that make a room | Bathrooms and kitchens, finished in brass.
Driftroom | coastal seaside beach nautical | driftwood, sand and sea blue in one room | Rooms that smell of sea air.
Shell & Shiplap | coastal seaside beach nautical | shiplap walls and a shell on the sill | Beach house rooms.
Tassel & Rattan | boho bohemian macrame rattan | tassels and rattan of a boho room | Tassels, rattan and a lot of cushions.
Limewash & Linen | cottage farmhouse rustic | limewashed walls and linen at the windows | Soft walls, linen and old wood.
Shelfsort | organising organizing organiser organizer declutter storage | every shelf sorted and labelled | A place for everything.
Drawerfold | organising organizing organiser organizer declutter storage | clothes folded to stand up in the drawer | Open the drawer, see it all.
Fleafind | vintage secondhand antique sustainable | a find from the flea market that makes the room | Flea market finds, put in place.
# r12: detail names
Callwall | homeoffice office study workfromhome | the wall behind you on video calls | Look good on every call.
Viewingday | staging sale selling | a home dressed for viewing day | Ready for viewing day.
Cornice & Colour | period victorian georgian edwardian heritage | period cornicing and the right colours | Period rooms, the right colours.
# r13: detail names
Swatchpost | online virtual edesign remote | swatches posted to you, the design done online | Swatches by post, your room by email.
Pendantdrop | lighting lights lamp lamps pendant | the drop of a pendant light over the table | Light hung at the right height.
Pillowstack | bedroom bedrooms bed beds | the stack of pillows on a well-made bed | Bedrooms you want to sink into.
Barebrick | industrial loft lofts warehouse brick | the bare brick wall of a loft | Bare brick, steel and big windows.
Clawproof | pet pets dog dogs cat cats petfriendly | fabrics and floors that stand up to claws | Rooms the dog is allowed in.
# r14: detail names
Foldaway Flat | apartment apartments flat flats tiny compact | the fold-down table and hidden bed of a small flat | Fold it away, get the room back.
Silkpaper | luxury luxurious premium highend | hand-painted silk wallpaper of a grand room | Walls you want to touch.
Heightmark | kids nursery children child childrens baby playroom | the pencil height marks on a child's door frame | Rooms that grow with them.
Auction Paddle | vintage antique antiques secondhand sustainable | the bidding paddle raised for the piece that makes a room | Found at auction, placed with care.
Onevase | minimal minimalist minimalism scandi scandinavian nordic japandi | one vase on a clear table | Less in the room, more room.
Flatpack Luxe | budget affordable thrifty cheap | flatpack furniture styled to look expensive | Expensive looks, flatpack prices.
Drenchroom | colour color colours colors paint palette | a room drenched in one colour, walls to ceiling | One colour, every surface.
# r16: detail names
Shoebox Studio | apartment apartments flat flats small tiny compact studio condo condos | the shoebox flat, designed to live twice its size | A shoebox flat that lives like a house.
Guestbook Styling | airbnb rental rentals holidaylet holidaylets shortlet vacation host hosts | rentals styled so guests praise them in the guestbook | Rentals guests rave about in the guestbook.
Ten Step Commute | homeoffice office study workfromhome wfh remote | the ten steps from the kettle to a well-designed home office | A ten-step commute to a desk you love.
Booth & Banquette | restaurant restaurants cafe cafes bar bars hospitality commercial | the booths and banquettes of a restaurant floor | Seats diners queue for.
Backbar Studio | bar bars pub pubs cocktail restaurant restaurants hospitality commercial | the back bar of bottles and shelves behind the bartender | Bars people stay at till closing.
Seaglass Interiors | coastal coast seaside beach beachhouse nautical seafront | the soft greens and blues of sea glass | Soft colours picked up on the shore.
# r17: detail names
Daybed & Desk | studio studios bedsit apartment flat flats small onebed spacesaving | a daybed and a desk: a studio flat that works by day, sleeps by night | Sofa by day, bed by night.
Bagua Rooms | fengshui feng shui bagua chi qi harmony | the bagua map of feng shui laid over your home | Every room placed by the bagua.
# r19: detail names
`)
