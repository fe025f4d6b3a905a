import { bank } from '../types.ts'

export default bank('interiors', `
Swatchbook | - | the book of fabric swatches every scheme starts from | Every room starts with a swatch.
Pelmet | - | the pelmet: the finishing board above a curtain, the detail designers love | The detail that finishes a room.
Nookery | - | nook + rookery: a home full of well-used corners | Every corner, put to good use.
Alcovely | - | alcove + lovely: the corners nobody else thinks to use | Lovely, right into the alcove.
Cornerlamp | - | the lamp in the corner that makes a room feel lived in | Light the corner, warm the room.
Studiofit | apartment flat studio | a studio flat fitted out to work hard | One room, fitted to do it all.
Stairnook | apartment flat studio | the nook under the stairs, turned into a room of its own | We find room under the stairs.
Shelfwall | apartment flat studio | a whole wall of shelves, the small flat's best friend | Storage to the ceiling.
Velvetfold | luxury | the deep folds of a velvet drape | Deep velvet, quiet luxury.
Brassplinth | luxury | brass and stone: a plinth for the piece that matters | Brass, stone and room to breathe.
Silkdrape | luxury | silk curtains that pool on the floor | Curtains that pool like silk should.
Stageroom | staging rental airbnb | a room staged for the camera and the viewing | Staged to sell, styled to let.
Wideangle | staging rental airbnb | the wide-angle shot every property listing depends on | Rooms that look great in the photos.
Letready | staging rental airbnb landlord | a flat styled and ready to let | Styled, furnished, ready to let.
Foundpiece | vintage sustainable secondhand | rooms built around found vintage pieces | Found pieces, made to belong.
Flealoft | vintage sustainable secondhand | a loft full of flea-market finds | Flea-market finds, styled right.
Limewashed | sustainable natural | limewash: the soft chalky natural paint | Soft walls, natural paint.
Cotcorner | kids nursery | the corner of the room where the cot goes | Nurseries that grow with them.
Bunkroom | kids nursery | the shared kids' room with bunk beds | Rooms kids want to go to bed in.
Playloft | kids nursery | a loft turned into a playroom | Room to play, room to grow.
Banquette | commercial restaurant hotel hospitality | the booth seating every good restaurant has | Rooms people come back to eat in.
Lobbylamp | commercial restaurant hotel hospitality office | the lamp that makes a lobby feel like welcome | First impressions, lit right.
Deskscape | commercial office | desks and space planned together | Offices people want to come back to.
Colourdrench | colour bold | colour drenching: walls, trim and ceiling in one colour | One colour, every surface.
Chipcard | colour bold | the paint chip card held up to the wall | We choose colours that stay loved.
Samplepot | colour bold paint | the little tester pot that starts every repaint | We try it on the wall first.
Pareback | minimal minimalist scandi | pared-back rooms with nothing extra | Less in the room, more in the life.
Linenwhite | minimal minimalist scandi | white linen: soft, plain and calm | Soft whites, calm rooms.
Clearshelf | minimal minimalist scandi | one clear shelf: only what you love | Keep only what you love.
Ceilingrose | period heritage victorian | the plaster rose at the centre of an old ceiling | Period homes, properly dressed.
Picturerail | period heritage victorian | the rail along the top of old walls for hanging pictures | Old houses, new stories.
Linenfold | period heritage | linenfold carving: the Tudor panel that looks like folded cloth | Heritage rooms, lovingly kept.
Tieback | - | the curtain tie-back: the small detail that frames a window | Every window, framed just right.
Pinchpleat | - | the pinch pleat: the classic tailored curtain heading | Tailored curtains, proper pleats.
Scatterwell | - | scatter cushions, placed well: the last layer of a room | The last layer, placed well.
Sconceline | - | wall sconces hung in a line to light a room softly | Light at eye level, where it belongs.
`)
