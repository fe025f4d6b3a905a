import { bank } from '../types.ts'

export default bank('roofing', `
Galeproof | storm emergency repair wind urgent | a roof that holds through a gale | Built for the gale.
Stormtight | storm emergency repair wind urgent | a roof made tight again after a storm | Tight again by nightfall.
Nightridge | storm emergency repair wind urgent | ridge tiles back on before night falls | Blown off today, back on tonight.
Puddleproof | flat garage extension epdm felt | no more puddles on the flat roof | No more puddles overhead.
Eavesclear | gutter guttering downpipe | eaves and gutters cleared | Cleared from the eaves down.
Quarryblue | slate | the blue-grey of slate fresh from the quarry | Real slate, quarry blue.
Strawcrown | thatch cottage | the straw crown of a thatched cottage | A new crown for your cottage.
*Reedhat | thatch cottage | the reed hat a thatched cottage wears | A good hat for your house.
*Meadowtop | green living eco sedum | a meadow on top of the house | A meadow on your roof.
Grassgable | green living eco sedum | grass on the gable, a roof that breathes | Green above, dry below.
Stackmend | chimney | mending the chimney stack | Chimney stacks, mended.
Spanseal | commercial industrial warehouse | wide roofs sealed from span to span | Big roofs, sealed tight.
Skylid | skylight loft window rooflight velux | a lid on the sky: roof windows and skylights | Let the sky into your loft.
Starloft | skylight loft window rooflight velux | a loft with a view of the stars | Stars from your loft.
Sunhatch | skylight loft window rooflight velux | a hatch in the roof for the sun | A hatch for the sun.
# r10: detail names
Bucketfree | leak leaks leaking drip damp | no more buckets under the leak | Put the bucket away.
Dryceiling | leak leaks leaking drip damp | a ceiling that stays dry | No more stains on the ceiling.
Mossoff | moss cleaning algae lichen | moss scraped off the tiles | Moss off, tiles back.
Steeplemend | church churches heritage listed | mending the roofs of steeples and old churches | Old roofs, mended with care.
Steelseam | metal steel tin corrugated | the seam of a standing-seam steel roof | Steel roofs, sealed at every seam.
Ridgecam | drone survey surveys inspection | a camera sent up along the ridge | See your roof before we climb it.
Suntile | solar panels panel | sun + tile: solar tiles and panels on the roof | Tiles that make power.
Hailfix | hail hailstorm insurance claim | hail + fix: roofs put right after a hail storm | After the hail, we fix.
# r11: detail names
Clayridge | tiled clay terracotta pantile | clay tiles up to the ridge | Clay tiles, laid to the ridge.
Claylap | tiled clay terracotta pantile | clay tiles lapped one over the next | Every tile lapped, every drop shed.
Eaveline | fascia fascias soffit soffits roofline | the line of fascia and soffit under the eaves | A clean line under the eaves.
Fasciafit | fascia fascias soffit soffits roofline | new fascias fitted along the roofline | New fascias, straight lines.
Leadfold | leadwork flashing flashings valley valleys | lead folded round chimneys and valleys | Lead folded tight where roofs meet.
Solidtop | conservatory conservatories orangery sunroom | a solid tiled top for your conservatory | A conservatory you can use all year.
Feltfix | shed sheds felt summerhouse outbuilding | shed roof felt fixed down tight | Dry sheds, tight felt.
Shedlid | shed sheds felt summerhouse outbuilding | a new lid for your shed | A good lid for the shed.
Rubbertop | flat rubber epdm fibreglass grp | a flat roof topped in rubber | Flat roofs, sealed in one sheet.
# r12: detail names
Slatehook | slate slates | the hook that holds a slipped slate | Slipped slates, hooked back.
Cowl & Stack | chimney chimneys stack | the chimney stack and the cowl on top | Chimneys rebuilt, capped and dry.
Ladder & Son | family familyrun local | a family roofing firm | A family firm up your ladder.
Pegtile | heritage listed period tiled | old peg tiles on period roofs, refixed | Old tiles, kept on old roofs.
# r13: detail names
Dormerlift | dormer dormers loftconversion conversion conversions | a dormer that lifts the roof for headroom in the loft | Stand up straight in your loft.
Rafterwool | insulation insulated insulate insulating heatloss | wool insulation packed between the rafters | Keep the heat under your roof.
Perchless | pigeon pigeons bird birds birdproofing gulls | a roof with nowhere left for pigeons to perch | Nowhere left for pigeons to sit.
# r14: detail names
Torchseal | flat garage extension felt torchon | torch-on felt sealed over a flat roof | Sealed with a flame, dry for years.
Leafladle | gutter gutters guttering downpipe downpipes | wet leaves ladled out of the gutter by hand | Gutters emptied, downpipes running.
Wattridge | solar panels panel battery | watts made along the ridge of your roof | Your roof, making power.
Strip & Batten | reroof reroofing renewal | old tiles stripped, new battens laid | Stripped back, built again.
# r17: detail names
Blue Tarp Roofing | tarp tarps tarping emergency urgent storm | the blue tarp over a storm-hit roof, fitted fast | Tarped tonight, fixed this week.
Branchfall Roofing | storm storms damage fallen tree trees branch wind | roofs repaired after a branch falls through | Branch through the roof? We're on it.
Drip Hunters | leak leaks leaking drip drips water | tracking each drip back to the hole in the roof | We find the drip, then we fix it.
Midnight Ladder | emergency urgent night callout storm 24 | the ladder up against your roof at midnight | Up the ladder, any hour.
Shinglesmith | shingle shingles asphalt reroof replacement | a roofer who lays shingles like a smith | Shingles laid row by row.
`)
