import { bank } from '../types.ts'

export default bank('roofing', `
Dryloft | - | the dry loft every sound roof gives you | A dry loft, whatever the weather.
Pitchwell | - | a roof pitched well, shedding every storm | Pitched right, the rain runs off.
Rainshed | - | a roof's whole job: shedding the rain | Rain off, warmth in.
Soundroof | - | a roof that is sound from ridge to gutter | Sound from ridge to gutter.
Steadytile | - | tiles that stay put, year after year | Tiles that stay put.
Gablekeep | - | a keeper of gables and the homes beneath them | We keep the roof over your head.
Snugslate | - | slates laid snug, a snug home below | Snug slates, snug home.
Roofwright | - | a wright, an old word for a maker, of roofs | Roofs, made the old way.
Galeproof | storm emergency repair wind | a roof that holds through a gale | Built for the gale.
Stormtight | storm emergency repair wind | a roof made tight again after a storm | Tight again by nightfall.
Nightridge | storm emergency repair wind | ridge tiles back on before night falls | Blown off today, back on tonight.
Dryflat | flat garage extension | a flat roof that stays dry | Flat roofs that stay dry.
Levelseal | flat garage extension | a level, sealed flat roof | Sealed flat, sealed tight.
Puddleproof | flat garage extension | no more puddles on the flat roof | No more puddles overhead.
Gutterwise | gutter | a roofer wise to every gutter | Clear gutters, dry walls.
Raintrail | gutter | the trail the rain takes off your roof, kept clear | Every drop where it should go.
Eavesclear | gutter | eaves and gutters cleared | Cleared from the eaves down.
Quarryblue | slate | the blue-grey of slate fresh from the quarry | Real slate, quarry blue.
Slatesure | slate | slate roofs you can be sure of | Slate that lasts a lifetime.
Stonetop | slate stone | a roof topped with stone and slate | Stone on top, dry below.
Strawcrown | thatch cottage | the straw crown of a thatched cottage | A new crown for your cottage.
Reedhat | thatch cottage | the reed hat a thatched cottage wears | A good hat for your house.
Cottagecrown | thatch cottage | thatch, the crown of a country cottage | Thatch, laid by hand.
Listedlead | heritage period listed | leadwork for listed buildings | Listed roofs, proper lead.
Oldpitch | heritage period listed | old roofs repaired in the old way | Old roofs, old skills.
Periodridge | heritage period listed | ridge tiles matched to a period home | Matched to the house, tile by tile.
Meadowtop | green living eco sedum | a meadow on top of the house | A meadow on your roof.
Greenlid | green living eco sedum | a living green lid on the building | A roof that grows.
Grassgable | green living eco sedum | grass on the gable, a roof that breathes | Green above, dry below.
Stackmend | chimney | mending the chimney stack | Chimney stacks, mended.
Potsmith | chimney | a smith of chimney pots and flues | Every pot back in place.
Stacksure | chimney | a chimney stack made sure and safe | A chimney you can trust.
Spanseal | commercial industrial warehouse | wide roofs sealed from span to span | Big roofs, sealed tight.
Unitcover | commercial industrial warehouse | covering units, depots and warehouses | Your unit, covered.
Blockguard | commercial industrial warehouse | roofs guarding whole blocks and estates | One roofer for the whole block.
Skylid | skylight loft window | a lid on the sky: roof windows and skylights | Let the sky into your loft.
Starloft | skylight loft window | a loft with a view of the stars | Stars from your loft.
Sunhatch | skylight loft window | a hatch in the roof for the sun | A hatch for the sun.
Patchwell | leak repair | a patch done well, the leak gone | One patch, done well.
Dripstop | leak repair | the drip through the ceiling, stopped | Stop the drip today.
Mendtile | leak repair | a tile mended before it lets the rain in | Mended before it matters.
`)
