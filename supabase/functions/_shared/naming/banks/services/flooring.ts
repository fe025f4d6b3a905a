import { bank } from '../types.ts'

export default bank('flooring and tiling', `
Groutline | - | the clean grout line between every tile | Straight grout, every row.
*Groutstanding | - | grout + outstanding: tile lines worth a second look | Tiles worth a second look.
Trowel & Tile | - | the notched trowel and the tile it beds | Spread, set, level.
Oakplank | hardwood wood oak timber | solid oak planks, laid and finished | Solid oak, laid to last.
*Barefoot Oak | hardwood wood oak | the first barefoot walk across a new oak floor | Made for bare feet.
*Zigzag Oak | parquet herringbone pattern | parquet blocks laid in a zigzag | Oak blocks in a perfect zigzag.
Mosaic Step | mosaic victorian hallway heritage | the mosaic tiles of a Victorian front step | Victorian hallways, tile by tile.
Softstep | carpet carpets stairs | the soft step of thick carpet and good underlay | Soft underfoot, every stair.
Runner & Rod | carpet stairs runner | a stair runner held in place by brass rods | Runners fitted, rods polished.
Clickplank | laminate vinyl lvt | planks that click together in a day | Clicked down in a day.
Terracotta Step | terracotta rustic farmhouse kitchen | warm terracotta tiles underfoot | Warm tiles, cool summers.
Warmtile | underfloor heating heated | tiles warmed by the heating below | Warm tiles on winter mornings.
*Footfall Floors | commercial shop office retail | floors made for heavy footfall | Laid for a thousand footsteps a day.
# r10: detail names
Sawdust Sheen | sanding sanded floorboards floorboard restoration refinishing | the sawdust of sanding, then the sheen of a fresh seal | Sawdust first, sheen after.
Showertile | bathroom bathrooms shower showers wetroom | tiles laid where the shower runs | Tiles that take a soaking.
Showergrout | bathroom bathrooms shower showers wetroom | clean grout lines in a tiled shower | Sealed grout, dry floors.
Sunslab | patio patios outdoor garden porcelain terrace | a sunny stone slab on the patio | Warm slabs, summer evenings.
Pawplank | pet pets dog dogs scratch | planks that stand up to paws and claws | Floors that take the paws.
Claw & Plank | pet pets dog dogs cat scratch | planks tough enough for claws | Floors that take the claws.
Quarry & Slate | slate stone flagstone flagstones quarry limestone | quarry tiles and slate laid underfoot | Stone floors for muddy boots.
Resinfloor | resin epoxy garage industrial warehouse | one seamless poured resin floor | One pour, one seamless floor.
Rugfringe | rug rugs | the fringe at the end of a good rug | Rugs to put your feet on.
# r11: detail names
Sample & Tape | mobile van samples | a bag of samples and a tape measure at your door | The showroom comes to you.
Barnplank | reclaimed eco sustainable recycled salvaged | planks saved from an old barn | Old barn boards, new floors.
Cork & Clay | eco sustainable cork natural | cork floors and clay tiles, both natural | Natural floors, warm underfoot.
Crayonproof | playroom nursery kids children | floors that survive crayon | Floors that take the crayons.
Dropmat | gym gyms rubber fitness weights | the rubber mat you drop the weights on | Drop the weights, not the floor.
Marblevein | marble luxury porcelain | the vein running through a marble tile | Marble, laid vein to vein.
Grip & Grout | nonslip slip slippery elderly safety accessible | grippy tiles and sealed grout for safe footing | Safe steps, wet or dry.
Hushlay | acoustic soundproof soundproofing flat flats apartment apartments | hush + underlay: quiet floors for flats | Quiet floors for the neighbours below.
Arrowplank | herringbone chevron parquet pattern | planks laid to point like arrows | Planks that point the way.
# r12: detail names
# r13: detail names
Starcross Tiles | moroccan encaustic zellige patterned cement spanish | the star-and-cross pattern of Moroccan tiles | Stars and crosses underfoot.
Lanetile | pool pools swimming spa | the dark lane lines tiled along a pool floor | Pools tiled, lanes straight.
Let & Lay | landlord landlords rental rentals letting lettings tenant tenants | let + lay: new floors laid between lets | Laid between tenants, ready to let.
# r14: detail names
Lunchtime Laminate | laminate laminates vinyl lvt | laminate planks laid before lunch | Laid by lunch, walked on by tea.
Slipperless | underfloor heating heated ufh | floors warm enough that nobody needs slippers | Warm enough to lose the slippers.
Honeyboard | sanding sanded floorboards floorboard restoration refinishing restore | old floorboards sanded back to honey | Grey boards back to honey.
Drainfall Tiles | bathroom bathrooms shower showers wetroom wetrooms | a wet-room floor tiled with a fall to the drain | Every drop runs to the drain.
Flagstone Hallways | slate stone flagstone flagstones limestone travertine | stone flags laid down a hallway | Stone underfoot, muddy boots welcome.
`)
