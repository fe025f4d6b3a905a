import { bank } from '../types.ts'

export default bank('building work', `
Trowelwell | - | a trowel in good hands: building done well | Built well, trowel to roof.
Soundbrick | - | sound bricks, soundly laid | Sound bricks, soundly laid.
Honestbeam | - | an honest builder, as straight as a beam | Straight as a beam.
Quotekeeper | - | a builder who keeps to the quote | The price we quote is the price you pay.
Ontimber | - | on time + timber: a builder who keeps the date | On time, on budget, on timber.
Snagless | - | a finished job with no snags left | Finished, with nothing to snag.
Fairmortar | - | fair prices, down to the mortar | Fair quotes, solid walls.
Calmsite | - | a tidy, calm building site at your home | A calm site in your home.
Wingroom | extension | a new wing, a new room | A new wing for your home.
Kitchenwing | extension kitchen family | the kitchen extension every family wants | More kitchen, more family.
Stretchroom | extension | stretching your home into one more room | Stretch your home, not your move.
Loftraise | loft conversion attic | lifting a loft into a room | Your loft, lifted into a room.
Rafterhome | loft conversion attic | a room rising under the rafters | A room under the rafters.
Atticway | loft conversion attic | the way up to a new attic room | Up the stairs to your new room.
Renewbeam | renovation refurbishment | old houses renewed, beam by beam | Renewed, beam by beam.
Freshplaster | renovation refurbishment | fresh plaster on old walls | Fresh walls for an old house.
Fixerframe | renovation refurbishment | the fixer-upper, given a new frame | Every fixer-upper, fixed up.
Plotfirst | newbuild plot development | the plot comes first, then the house | From bare plot to front door.
Plotpride | newbuild plot development | new homes built with pride, plot by plot | New homes, built with pride.
Footingfirst | newbuild plot development | foundations first, done right | Right from the footings up.
Hempwall | eco sustainable green | walls of hemp and lime that breathe | Walls that breathe.
Greenjoist | eco sustainable green | greener timber from the joists up | Greener from the joists up.
Earthframe | eco sustainable green | earth, timber and straw: a lighter frame for the planet | Built lighter on the earth.
Keepstone | heritage period listed | keeping old stonework standing | Old stone, kept standing.
Limemend | heritage period listed | mending old walls with lime, the old way | Mended with lime, the old way.
Periodtrowel | heritage period listed | a trowel trained on period houses | Period houses, proper care.
Grainwise | carpentry joinery | a carpenter wise to the grain | With the grain, every time.
Oakhand | carpentry joinery oak | an oak carpenter's hand | Oak, shaped by hand.
Joinwell | carpentry joinery | joints that join well | Joints that hold for generations.
Fixlist | handyman repair | your fix list, ticked off | Hand us the list.
Handyhour | handyman repair | an hour of a handy pair of hands | An hour, a dozen jobs done.
Mendmate | handyman repair | a mate who mends things | The mate who mends things.
Barnwise | rural barn conversion farm | wise to barns and their conversion | Barns into homes.
Fieldbuild | rural barn conversion farm | building out in the fields | Building where the roads end.
Shirebrick | rural barn conversion farm | a county builder, brick by brick | A county builder, brick by brick.
Sitecrew | commercial shopfit office | the crew that runs your site | A crew that runs to plan.
Shopbuild | commercial shopfit office | shops fitted and built fast | Open on time.
Officewall | commercial shopfit office | office walls, fit-outs and partitions | Offices built around your team.
`)
