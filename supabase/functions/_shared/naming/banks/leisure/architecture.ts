import { bank } from '../types.ts'

export default bank('architecture', `
Leafroof | eco sustainable passivhaus green | a green roof covered in leaves | Green from the roof down.
*Sunsketch | eco sustainable passivhaus green | a design sketched around the sun's path | Designed with the sun.
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
`)
