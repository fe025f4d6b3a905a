import { bank } from '../types.ts'

export default bank('building work', `
Wingroom | extension | a new wing, a new room | A new wing for your home.
*Loftraise | loft conversion attic | lifting a loft into a room | Your loft, lifted into a room.
Atticway | loft conversion attic | the way up to a new attic room | Up the stairs to your new room.
*Hempwall | eco sustainable green ecofriendly | walls of hemp and lime that breathe | Walls that breathe.
Earthframe | eco sustainable green ecofriendly | earth, timber and straw: a lighter frame for the planet | Built lighter on the earth.
Keepstone | heritage period listed | keeping old stonework standing | Old stone, kept standing.
Limemend | heritage period listed | mending old walls with lime, the old way | Mended with lime, the old way.
Grainwise | carpentry joinery | a carpenter wise to the grain | With the grain, every time.
*Oakhand | carpentry joinery oak | an oak carpenter's hand | Oak, shaped by hand.
*Fixlist | handyman repair | your fix list, ticked off | Hand us the list.
Barnwise | rural barn conversion farm | wise to barns and their conversion | Barns into homes.
Shirebrick | rural barn conversion farm | a county builder, brick by brick | A county builder, brick by brick.
# r10: detail names
Hob & Beam | kitchen kitchens | the kitchen hob and the beam above it | Kitchens built round how you cook.
Tub & Trowel | bathroom bathrooms wetroom shower ensuite | a bath set in with a trowel | Bathrooms, built from the floor up.
Cellardig | basement basements cellar cellars underground | digging out the cellar for a new room | Dig down, not out.
Sledge & Steel | openplan knock knockthrough structural steel | the sledgehammer that takes the wall down and the steel that holds it | Knock it through, hold it up.
Lawnstudio | garden office studio summerhouse cabin | a studio at the end of the lawn | Your office, at the end of the lawn.
Plot & Brick | selfbuild plot plots newbuild | a plot of land and the first brick on it | From bare plot to front door.
Ramp & Rail | accessible accessibility disabled disability mobility wheelchair | the ramp and the grab rail that make a home easy again | Homes made easy to get around.
# r11: detail names
Block & Kerb | driveway driveways paving groundworks tarmac resin | block paving and the kerb stones that hold it | Drives laid level, kerbs set straight.
Drivelay | driveway driveways paving groundworks tarmac resin | laying driveways from the ground up | New drives, laid to last.
Mortarline | brickwork bricklayer bricklaying pointing repointing | the mortar line between the bricks | Brickwork with straight lines.
Skimwall | plastering plasterer plaster skimming rendering | walls skimmed smooth with plaster | Smooth walls, ready for paint.
Tile & Grout | tiling tiler tiles tile splashback | the tile and the grout lines between | Tiles set straight, grout lines clean.
Counter & Shelf | shopfit shopfitting fitout commercial retail | the shop counter and the shelves behind it | Shops built ready to open.
Pegframe | oakframe timberframe frame framed timber | an oak frame held with wooden pegs | Oak frames, pegged by hand.
Jobjar | handyman repair repairs odd | the jar of small jobs, emptied | Empty the job jar.
Bifold & Beam | extension extensions rear bifold | the bifold doors and the beam over them | The back of the house, opened up.
# r12: detail names
Eavesnook | loft conversion attic | a room tucked under the eaves | A bedroom under the eaves.
Lime & Larch | eco sustainable green natural | lime walls and larch cladding, natural builders' materials | Built with lime, clad in larch.
*Flint & Lime | heritage period listed | flint walls laid in lime mortar, as old houses were | Old walls, mended the old way.
Stripback | renovation renovate renovating refurbishment refurb | stripping a tired house back to its bones | Back to the bones, then built up.
*Hod & Son | family familyrun local | a hod carrier and his son: a family building firm | A family firm, brick by brick.
Byre & Beam | rural barn conversion farm | an old cow byre and its beams, turned into a home | Old byres, new homes.
Sash & Lime | heritage period listed | sash windows and lime plaster, kept the old way | Old houses, kept true.
# r13: detail names
Garagesnug | garage garages | garage + snug: the garage turned into a snug new room | The car moves out. The sofa moves in.
Rubblechute | demolition demolish demolishing | the chute the rubble slides down on a demolition job | Rubble down the chute, site left clear.
Silt & Skirting | flood flooding flooded | clearing the silt and fitting new skirting after a flood | After the flood, new skirting.
Porchstep | porch porches canopy | a new porch and the step up to it | A porch worth the front step.
# r14: detail names
Larder & Lintel | kitchen kitchens | the larder cupboard and the lintel over the opened-up wall | Kitchens, from the lintel down.
Scribe & Fit | carpentry carpenter joinery joiner fitted | scribing a cupboard to an uneven wall so it fits exactly | Scribed to your walls, fitted tight.
`)
