import { bank } from '../types.ts'

export default bank('building work', `
Hodrun | - | the hod of bricks carried up the ladder, run after run | Brick by brick, hod by hod.
Bubbletrue | - | the bubble dead centre in a spirit level | Dead level, every time.
Padstone | - | the stone under a steel beam that carries the load | Built on the right footing.
Firstfix | - | builders' word for the first stage: pipes, cables and studs before plaster | Done right from the first fix.
Snagless | - | a handover with no snags on the list | Handed over with nothing on the snag list.
Chalkline | - | the chalk line a builder snaps to mark a true line | Measured twice, snapped straight.
Lintelstone | - | the stone lintel over a door that holds the wall above | Strong over every opening.
Squareset | - | the set square: every corner true | Every corner square.
Coursebrick | - | bricks laid in even courses | Even courses, clean joints.
Spotboard | - | the board a bricklayer keeps mortar on, right by the wall | Mortar on the board, bricks on the line.
Scaffy | scaffolding | what the trade calls a scaffolder, said fondly | Up safe, down on time.
Bifoldbay | extension | the rear extension with bifold doors onto the garden | Open the house to the garden.
Steelspan | extension | the steel beam that spans a new opening | Wider rooms, held by steel.
Wingroom | extension | a new wing for the house, one room at a time | One more room, built to match.
Rafterroom | loft conversion | a room built up in the rafters | A new room under the rafters.
Dormerly | loft conversion | dormer windows that turn a loft into a room | Stand up straight in your loft.
Atticstair | loft conversion | the new stair that takes you up to the loft | A new stair to a new room.
Barebrick | renovation refurbishment | a house stripped back to bare brick and rebuilt | Back to brick, then better.
Makegood | renovation refurbishment | builders' phrase for repairing everything a job disturbed | We make good before we leave.
Skimcoat | renovation refurbishment plastering | the thin finish coat of plaster on a wall | Smooth walls, fresh start.
Plotline | newbuild plot development | a building plot, and the story that starts on it | Every home starts with a plot.
Slabpour | newbuild plot development | the day the foundation slab is poured | From the slab pour to the keys.
Toppingout | newbuild plot development | topping out: the day the highest beam goes on | Built all the way to the top.
Hempwall | eco sustainable | walls of hempcrete, the low-carbon building block | Walls that breathe and store carbon.
Larchclad | eco sustainable timber | houses clad in larch boards that silver with age | Clad in larch, built to weather.
Strawbale | eco sustainable | straw-bale building, warm and low carbon | Warm walls from a field of straw.
Flemishbond | heritage period listed | the old brick pattern of Georgian walls | Old walls, matched brick for brick.
Limeputty | heritage period listed | the lime putty that old buildings need instead of cement | Lime, not cement, for old walls.
Sashcord | heritage period listed | the cord that balances an old sash window | Old houses, properly cared for.
Roughsawn | carpentry joinery | timber straight from the saw, before it is planed | From rough-sawn to finished.
Mitrecut | carpentry joinery | the clean angle cut where two boards meet in a corner | Tight corners, clean mitres.
Sawbench | carpentry joinery | the carpenter's bench by the saw | Made on our bench, fitted in your home.
Fixlist | handyman repair | your list of odd jobs, worked through | Your fix list, ticked off.
Toolroll | handyman repair | the canvas roll of tools a handyman carries | One visit, the whole roll of tools.
Wallplug | handyman repair | the little plug behind every screw in a wall | Shelves that stay up.
`)
