import { bank } from '../types.ts'

export default bank('window cleaning', `
Paneless | - | pane + painless: clean windows, no hassle | Clean glass, no fuss.
Squeegeeline | - | the single clean line a squeegee pulls down the glass | One pull, no streaks.
Sillshine | - | the sills and frames wiped as well as the glass | Sills and frames, not just glass.
Bucket & Blade | - | the bucket and squeegee blade of every window round | Bucket, blade, clear view.
Glassround | - | the window cleaner's regular round of the streets | On your street every month.
Dawnpane | - | the first light through a freshly cleaned pane | First light, clear glass.
Jet Setters | pressure power jet washing | the crew with the pressure jets | Jet-washed and gone by lunch.
Jetstripe | pressure power jet driveway patio | the clean stripe a jet leaves across a grey driveway | One stripe and you will want the rest.
Greygone | pressure power driveway patio | the grey grime gone from your driveway | Grey driveway in, new driveway out.
Moss & Slab | patio driveway moss decking | moss lifted off the patio slabs | Moss off, slabs back.
Slabwash | patio driveway | patio slabs washed back to their colour | Patios washed back to their colour.
Gutterscoop | gutter gutters downpipe | the scoop that clears gutters before the rain | Clear gutters before the rain.
Shopglass | shop shopfront commercial retail | the shop window customers look through | Let the window sell for you.
Towerpane | high rise commercial office | every pane of a tall building | Every pane, every floor.
Roofglass | conservatory roof | conservatory roofs washed clear | See the sky from your conservatory.
Softspray | render roof softwash soft | a gentle spray that cleans render without harm | Gentle on render, hard on grime.
Poleglass | eco pure water green | a water-fed pole: pure water, no soap | Just water, spotless glass.
Ladderround | - | the ladder carried door to door on the round | Up the ladder, round the street.
`)
