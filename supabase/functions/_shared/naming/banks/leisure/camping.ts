import { bank } from '../types.ts'

export default bank('campsites', `
Campcalm | - | the calm of a campsite after the tents go up | Pitch up, calm down.
Starpitch | - | a pitch under the stars | Pitch under the stars.
Tentsmile | - | the smile when the tent finally stands | Tents up, smiles on.
Fieldfond | - | a field you grow fond of, year after year | The field you'll come back to.
Mallowmoon | - | marshmallows toasted under the moon | Marshmallows by moonlight.
Pitchpause | - | a pitch where life pauses | Press pause on a pitch.
Canvascalm | - | the calm under canvas | Calm under canvas.
Hammockhush | - | the hush of a hammock between two trees | Hammock, hush, repeat.
Dewdawn | - | dew on the grass at dawn | Wake to the dew.
Skyfield | - | a field with nothing but sky above | Big sky, open field.
Yurtwood | glamping luxury woodland | a yurt in the woods | A yurt in the woods.
Bellcanvas | glamping luxury | a bell tent's canvas, with a proper bed inside | Canvas outside, comfort inside.
Silkyurt | glamping luxury | a yurt dressed in soft fabrics | Camping, the silky way.
Conkerhunt | family kid child | hunting for conkers around the campsite | Conkers, campfires and kids.
Torchtrail | family kid child | a torch-lit trail after dark | Torches on, adventure on.
Tadpoletent | family kid child | a tent by the tadpole pond | Tadpoles, tents and muddy knees.
Hitchrest | caravan motorhome campervan rv | unhitch and rest | Unhitch and rest.
Awningsun | caravan motorhome campervan rv | sun under the awning | Sun on the awning.
Vanwander | caravan motorhome campervan rv | a stop for wandering vans | Park the van, wander off.
Brackenbed | woodland forest wild | a bed among the bracken | Sleep among the bracken.
Owlcall | woodland forest | the owl calling over the tents at night | Fall asleep to the owls.
Fernfloor | woodland forest | a forest floor of ferns | Pitch up among the ferns.
Skimstone | lake lakeside river riverside | skimming stones on the water | Skim stones till sunset.
Reedrest | lake lakeside river riverside | rest by the reeds | Rest by the reeds.
Canoecamp | lake lakeside river riverside | a camp you can paddle to | Paddle in, pitch up.
Starcount | eco offgrid wild dark | counting stars where there is no light pollution | Count the stars.
Solarkettle | eco offgrid | a kettle boiled by the sun | Off-grid, but the kettle's on.
Gridfree | eco offgrid wild | free of the grid | Off the grid, on the map.
Pawpeg | dog pet | a peg for the dog's lead | Dogs welcome on every pitch.
Stickfetch | dog pet | fetching sticks round the campsite | Sticks to fetch everywhere.
Wagwood | dog pet woodland | woods that set tails wagging | Woods worth wagging for.
Dunedawn | coastal beach seaside | dawn over the dunes | Wake by the dunes.
Shellpeg | coastal beach seaside | pegs in the sand by the shells | Pitch up by the sea.
Surfstay | coastal beach seaside surf | a camp for surfers | Surf all day, camp all night.
Hushmeadow | adult quiet couple | a hushed meadow, no kids' parties | Quiet meadow, grown-ups only.
Grownupglade | adult quiet couple | a glade for grown-ups | A glade for grown-ups.
Slowsky | adult quiet couple | a slow sky to watch | Watch the slow sky.
Fellfire | mountain hill fell | a campfire on the fell | A fire on the fell.
Heatherbed | mountain hill moor | a bed in the heather | Sleep in the heather.
Highglade | mountain hill | a glade high in the hills | High in the hills.
`)
