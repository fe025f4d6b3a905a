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
`)
