import { bank } from '../types.ts'

export default bank('kitchens and bathrooms', `
Softclose | - | the drawer that shuts itself quietly | Drawers that close themselves.
Showertime | - | shower + showtime: the first run of a new shower | Showertime at yours.
Sinkside | - | standing at the sink in a kitchen you love | The view from the sink, improved.
*Measure Twice | - | the fitter's rule: measure twice, cut once | Measured twice, fitted once.
*First Bath | bathroom bathrooms | the first soak in a new bath | Counting down to your first bath.
Warmrail | bathroom towel | a heated towel rail | Warm towels, every morning.
Stepless Shower | accessible elderly disabled mobility | a shower with no step to climb | No step, no worry.
Larderdoor | kitchen pantry larder | the larder door in a new kitchen | A larder you will actually use.
Islandtop | kitchen island family | the kitchen island where everyone gathers | Everyone round the island.
Hobside | kitchen cooking | the worktop space beside the hob | Room to cook beside the hob.
Shakerdoor | shaker classic traditional | the classic framed cabinet door | Shaker doors, fitted true.
Copper Tap | luxury premium | a copper tap over a deep sink | The tap you always wanted.
*Butler & Oak | farmhouse country rustic traditional | a deep butler sink and oak worktops | Deep sinks, oak tops, country kitchens.
Galleyfit | small compact flat apartment galley | a small galley kitchen fitted to the inch | Small kitchens, fitted to the inch.
`)
