import { bank } from '../types.ts'

export default bank('architecture', `
Spacewise | - | wise about space: design that uses every metre | Every metre, wisely used.
Quietarch | - | a quiet arch: calm, well-made buildings | Calm buildings, well made.
Honestbrick | - | honest brick: buildings without gimmicks | Honest buildings, built to last.
Calmgable | - | a calm gable over a well-planned home | Homes that feel calm.
Airyplan | - | an airy plan with room to breathe | Room to breathe.
Roomglad | - | rooms you are glad to walk into | Rooms you're glad to be in.
Stonesketch | - | the sketch that becomes stone | From sketch to stone.
Linecare | - | care in every line of the drawing | Care in every line.
Drawnhome | - | a home drawn around the people in it | Drawn around you.
Sunbeamroom | - | a room designed to catch the sun | Rooms that catch the sun.
Rearwing | home house extension residential | a new wing at the back of the house | Room to grow, out the back.
Kitchenlight | home house extension residential | a kitchen extension full of light | Kitchens full of light.
Spacegrow | home house extension residential | growing the space you live in | Grow without moving.
Leafroof | eco sustainable passivhaus green | a green roof covered in leaves | Green from the roof down.
Warmwall | eco sustainable passivhaus green | walls that keep the warmth in | Warm walls, low bills.
Sunsketch | eco sustainable passivhaus green | a design sketched around the sun's path | Designed with the sun.
Patinaplan | heritage listed conservation period | a plan that respects patina | New life, old patina.
Gracebrick | heritage listed conservation period | old brick, treated with grace | Old bricks, treated kindly.
Listedlove | heritage listed conservation | love for listed buildings | Listed buildings, loved.
Workframe | commercial office workplace | a frame built for work | Buildings that work.
Atriumwise | commercial office workplace | wise about atriums and open space | Offices people want to work in.
Busybeam | commercial office workplace retail | beams for busy places | Built for busy places.
Barnreborn | rural barn conversion farm | a barn reborn as a home | Barns, reborn.
Barnframe | rural barn conversion farm | a barn's old frame, kept and loved | The old frame, kept.
Fieldgable | rural barn conversion farm | a gable looking over the fields | Homes with a field view.
Loftlift | loft conversion attic | lifting the loft into a room | Lift your loft.
Rafterrise | loft conversion attic | rooms risen into the rafters | Rise into the rafters.
Atticairy | loft conversion attic | an airy attic room | Airy attic rooms.
Clifflight | coastal seaside | the light on a clifftop house | Built for the coastal light.
Harbourhome | coastal seaside | a home by the harbour | Homes by the harbour.
Dunedraw | coastal seaside | drawings for homes among the dunes | Drawn for the dunes.
Civicarch | community public school civic | an arch for civic buildings | Buildings for everyone.
Commonroof | community public school civic | one roof for a community | One roof, whole community.
Sharedstone | community public school civic | stone buildings shared by a town | Shared spaces, solid stone.
Crispwall | modern contemporary minimalist | crisp, clean modern walls | Clean lines, crisp walls.
Glassgrace | modern contemporary minimalist | the grace of modern glass | Glass, with grace.
Plainform | modern contemporary minimalist | plain, honest modern form | Modern, plainly.
`)
