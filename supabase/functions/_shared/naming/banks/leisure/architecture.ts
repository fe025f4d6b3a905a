import { bank } from '../types.ts'

export default bank('architecture', `
Leafroof | eco sustainable passivhaus green netzero ecofriendly | a green roof covered in leaves | Green from the roof down.
*Sunsketch | eco sustainable passivhaus green netzero ecofriendly | a design sketched around the sun's path | Designed with the sun.
*Barnframe | rural barn conversion farm | a barn's old frame, kept and loved | The old frame, kept.
Fieldgable | rural barn conversion farm | a gable looking over the fields | Homes with a field view.
Loftlift | loft conversion attic | lifting the loft into a room | Lift your loft.
Clifflight | coastal seaside | the light on a clifftop house | Built for the coastal light.
Dunedraw | coastal seaside | drawings for homes among the dunes | Drawn for the dunes.
Commonroof | community public school civic | one roof for a community | One roof, whole community.
# r10: detail names
Sashsave | listed historic conservation period georgian victorian | sash + save: saving old sash windows and old houses | Keep the sash, add the space.
Breakfastbay | kitchen rear glazing | breakfast + bay: a bright breakfast bay in a new kitchen | Breakfast in the light.
Bifoldbay | kitchen bifold rear garden glazing | bifold + bay: a bay of bi-fold doors onto the garden | Fold the wall back.
Plotplan | selfbuild self-build plot custom | plot + plan: from an empty plot to a plan | From plot to plan.
Shopsketch | commercial retail shop office workplace | shop + sketch: design for shops and offices | Sketched for trade.
Cellarlight | basement cellar | cellar + light: bringing daylight down into the cellar | Light where the coal was.
# r11: detail names
Skip & Sketch | renovation renovations refurbishment refurb renovate | skip + sketch: the skip outside the house and the sketch of what comes next | From the skip to the sketch.
Plasterplan | interior interiors renovation refurbishment remodel | plaster + plan: rooms replanned down to the fresh plaster | Planned down to the plaster.
Mewsplan | townhouse townhouses mews city urban | mews + plan: clever plans for narrow city houses | Big plans for narrow houses.
Chimneyrow | terrace terraced townhouse | chimney + row: the row of chimneys over a terraced street | More room in the row.
Lawnend | gardenroom annexe annex outbuilding outbuildings | lawn + end: a garden room at the end of the lawn | A room at the end of the lawn.
Stepfreeplan | accessible accessibility wheelchair adapted adaptation disability | step-free + plan: homes planned without a single step | Planned without a step.
Rampsketch | accessible accessibility wheelchair adapted disability | ramp + sketch: ramps and wide doors drawn in from the start | Drawn with the ramp in.
Larchclad | timber wood wooden cladding cabin | larch + clad: houses clad in larch boards | Clad in larch.
Oakpeg | oak oakframe timber | oak + peg: the wooden pegs that hold an oak frame together | Pegged in oak.
Dormerdraw | loft attic dormer | dormer + draw: a dormer window drawn into the loft | Draw in a dormer.
Beamkeep | listed historic heritage period cottage | beam + keep: keeping the old beams of an old house | Keep the beams, add the light.
Plotpeg | selfbuild self-build plot custom | plot + peg: the pegs that mark out a building plot | Peg the plot, plan the house.
# r12: detail names
Sidewrap | extension extensions sidereturn kitchen | side + wrap: a side-return extension wrapped round the kitchen | Wrap the side, open the kitchen.
Gardenreach | extension extensions rear garden | garden + reach: a rear extension reaching out towards the garden | Reach into the garden.
*Zeroplan | eco sustainable passivhaus carbon netzero zero energy | zero + plan: net-zero homes from the very first drawing | Net zero from the first line.
Saltframe | coastal seaside beach sea | salt + frame: houses framed to stand up to salt air | Built for the salt air.
Beachgable | coastal seaside beach | beach + gable: a gabled house looking over the beach | A gable facing the sea.
Fieldlight | rural countryside farm village | field + light: country homes filled with light off the fields | Country homes, full of light.
Classlight | school schools education classroom | class + light: classrooms full of daylight | Classrooms full of light.
Eavesroom | loft attic conversion dormer | eaves + room: a new room tucked under the eaves | A room under the eaves.
# r13: detail names
Planstamp | planning permission approval consent application | the council's approval stamp on your plans | Drawn to get the stamp.
Lobbylight | hotel hotels hospitality restaurant restaurants bar bars | a hotel lobby full of daylight | Rooms guests remember.
Cornerglass | contemporary minimalist minimal | the frameless glass corner of a modern house | Glass where the corner was.
Renderroom | 3d render rendering renders visualisation visualization cgi vr | your room rendered in 3D before a brick is laid | Walk through it before it is built.
Wardlight | hospital hospitals healthcare clinic clinics nhs surgery | daylight falling into a hospital ward | Buildings that help people heal.
# r14: detail names
Civic Steps | community public civic charity church library | the wide steps up to a building that belongs to everyone | Buildings the whole town uses.
Ripplepane | listed historic heritage conservation period georgian victorian | old rippled glass panes kept in listed windows | Keep the old glass, add the new room.
Footingday | selfbuild selfbuilder plot custom | the day the footings are poured on your own plot | From the first footing to the key.
Gapsite | city urban infill townhouse townhouses | a house drawn for the gap between two city buildings | Homes for the gaps in the city.
Appletree Annexe | gardenroom annexe annex outbuilding outbuildings granny | an annexe built beside the apple tree | A room of its own in the garden.
Council Nod | planning permission approval consent application | drawings that get the council's nod | Drawn for a yes.
Pivotdoor | contemporary minimalist minimal | the tall pivot front door of a modern house | Modern homes, from the front door in.
`)
