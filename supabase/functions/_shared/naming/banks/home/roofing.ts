import { bank } from '../types.ts'

export default bank('roofing', `
Ridgecap | - | the capping tiles that finish the top line of a roof | Finished right, all the way to the ridge.
Battenrow | - | the rows of timber battens every tile hangs on | Straight battens, straight roofs.
Dryloft | - | what a good roof gives you: a loft that stays dry | A dry loft, whatever the weather.
Ridgeback | - | a ridge put back, and the dog that never lets you down | Your ridge, back where it belongs.
Topcourse | - | the top course of slates, laid last and laid best | From the first course to the top.
Skylid | - | a roof: the lid between your home and the sky | A good lid on a good home.
Gablemark | - | the gable end, the mark a roof makes on a street | Roofs you can spot from the road.
Tilehung | - | tile-hung walls and roofs, laid by hand | Laid by hand, hung true.
Rainshed | - | a roof's one job: to shed the rain | We make rain run off, not in.
Pitchwell | - | a roof pitched and laid well | Every pitch, laid well.
Nailrow | - | the neat row of nails under every course | Every nail in its row.
Chimneycap | chimney | chimneys capped, pointed and made sound | From chimney pot to gutter.
Slatehook | slate | the hooks that hold each slate in place | Every slate, hooked and holding.
Quarryblue | slate | the blue-grey of slate fresh from the quarry | Blue slate, laid to last a century.
Headlap | slate | the roofer's word for how far one slate overlaps the next | Overlapped right, so no drop gets in.
Torchon | flat | torch-on felt, the classic flat-roof layer | Flat roofs, sealed with fire.
Rubberdeck | flat | rubber membranes that seal a flat roof in one sheet | One sheet, no seams, no leaks.
Dryflat | flat garage extension | flat roofs that finally stay dry | Flat roofs, finally dry.
Eavesrun | gutter | the gutter run along the eaves | Every drop from the eaves, caught.
Hopperhead | gutter | the hopper at the top of every downpipe | Gutters cleared from hopper to drain.
Rainchute | gutter | gutters and downpipes that chute the rain away | Rain off the roof, away from the walls.
Stormtight | storm emergency repair | a roof made tight after a storm | Storm damage, made tight.
Windfast | storm emergency repair | fixed fast against the wind | Fast repairs when the wind has its way.
Galeproof | storm emergency repair | roofs built to stand a gale | Built for the next gale.
Longstraw | thatch | long straw, the traditional thatching material | Thatch laid the old way.
Wheatreed | thatch | combed wheat reed, the finest thatch | Combed reed, laid by hand.
Hazelspar | thatch | the hazel spars that pin thatch down | Pinned with hazel, built for decades.
Tilepeg | heritage period listed | the oak pegs that hold old clay tiles | Old tiles, old pegs, proper care.
Rooftree | heritage period listed | the old word for the ridge beam of a house | Old roofs, cared for the old way.
Leadroll | heritage lead | rolled lead for flashing, valleys and old bays | Leadwork that outlasts the roof.
Sedumtop | green living eco | a sedum roof: a living green top | A roof that grows.
Rooflawn | green living eco | a lawn on the roof of your shed or extension | Grass on the roof, not the lawn.
Greenlid | green living eco | a planted green roof: a lid that lives | Put a living lid on it.
`)
