import { bank } from '../types.ts'

export default bank('flooring and tiling', `
Floorless | - | floor + flawless: floors laid without a flaw | Laid without a flaw.
Groutline | - | the clean grout line between every tile | Straight grout, every row.
Groutstanding | - | grout + outstanding: tile lines worth a second look | Tiles worth a second look.
Trowel & Tile | - | the notched trowel and the tile it beds | Spread, set, level.
Bubble & Board | - | the spirit-level bubble dead centre on a new floor | Level from wall to wall.
Doorbar | - | the neat strip where two floors meet at a door | Neat at every doorway.
Oakplank | hardwood wood oak timber | solid oak planks, laid and finished | Solid oak, laid to last.
Barefoot Oak | hardwood wood oak | the first barefoot walk across a new oak floor | Made for bare feet.
Zigzag Oak | parquet herringbone pattern | parquet blocks laid in a zigzag | Oak blocks in a perfect zigzag.
Slateflag | stone slate natural flagstone | slate flagstones laid by hand | Stone floors, laid by hand.
Mosaic Step | mosaic victorian hallway heritage | the mosaic tiles of a Victorian front step | Victorian hallways, tile by tile.
Hallchequer | victorian hallway heritage period | the black and white chequered tiles of an old hallway | Black and white, tile by tile.
Softstep | carpet carpets stairs | the soft step of thick carpet and good underlay | Soft underfoot, every stair.
Runner & Rod | carpet stairs runner | a stair runner held in place by brass rods | Runners fitted, rods polished.
Showertile | bathroom shower wetroom | tiles that keep a shower watertight | Tiled tight, sealed for years.
Splashtile | kitchen splashback | a tiled splashback behind the hob | Splashbacks worth splashing.
Sandback | sanding restoration floorboards restore | old floorboards sanded back to bare wood | Old boards, new again.
Clickplank | laminate vinyl lvt | planks that click together in a day | Clicked down in a day.
Terracotta Step | terracotta rustic farmhouse kitchen | warm terracotta tiles underfoot | Warm tiles, cool summers.
Warmtile | underfloor heating heated | tiles warmed by the heating below | Warm tiles on winter mornings.
Footfall Floors | commercial shop office retail | floors made for heavy footfall | Laid for a thousand footsteps a day.
`)
