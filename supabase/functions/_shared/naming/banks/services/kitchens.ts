import { bank } from '../types.ts'

export default bank('kitchens and bathrooms', `
Softclose | - | the drawer that shuts itself quietly | Drawers that close themselves.
Worktopnotch | - | worktop + top-notch: worktops fitted to a top-notch finish | Worktops, fitted top-notch.
Tap & Tile | - | the taps and tiles of a new room | Taps to tiles, one team.
Showertime | - | shower + showtime: the first run of a new shower | Showertime at yours.
Sinkside | - | standing at the sink in a kitchen you love | The view from the sink, improved.
Measure Twice | - | the fitter's rule: measure twice, cut once | Measured twice, fitted once.
Drawerline | - | drawer fronts lined up straight and level | Every drawer, level.
First Bath | bathroom bathrooms | the first soak in a new bath | Counting down to your first bath.
Rainhead | bathroom shower wetroom | the wide rain shower head over a walk-in shower | Rain on tap, every morning.
Warmrail | bathroom towel | a heated towel rail | Warm towels, every morning.
Stepless Shower | accessible elderly disabled mobility | a shower with no step to climb | No step, no worry.
Rail & Seat | accessible elderly disabled mobility | a grab rail and a seat in a safe shower | Safe showers, every day.
Larderdoor | kitchen pantry larder | the larder door in a new kitchen | A larder you will actually use.
Islandtop | kitchen island family | the kitchen island where everyone gathers | Everyone round the island.
Hobside | kitchen cooking | the worktop space beside the hob | Room to cook beside the hob.
Shakerdoor | shaker classic traditional | the classic framed cabinet door | Shaker doors, fitted true.
Pushclose | modern contemporary sleek | sleek cabinet doors that open and close with a push, no handles | Push to open.
Copper Tap | luxury premium | a copper tap over a deep sink | The tap you always wanted.
Butler & Oak | farmhouse country rustic traditional | a deep butler sink and oak worktops | Deep sinks, oak tops, country kitchens.
Galleyfit | small compact flat apartment galley | a small galley kitchen fitted to the inch | Small kitchens, fitted to the inch.
`)
