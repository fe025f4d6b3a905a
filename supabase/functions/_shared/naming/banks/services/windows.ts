import { bank } from '../types.ts'

export default bank('window cleaning', `
*Paneless | - | pane + painless: clean windows, no hassle | Clean glass, no fuss.
Sillshine | - | the sills and frames wiped as well as the glass | Sills and frames, not just glass.
Bucket & Blade | - | the bucket and squeegee blade of every window round | Bucket, blade, clear view.
Dawnpane | - | the first light through a freshly cleaned pane | First light, clear glass.
*Jet Setters | pressure power jet washing | the crew with the pressure jets | Jet-washed and gone by lunch.
Jetstripe | pressure power jet driveway patio | the clean stripe a jet leaves across a grey driveway | One stripe and you will want the rest.
Greygone | pressure power driveway patio | the grey grime gone from your driveway | Grey driveway in, new driveway out.
Gutterscoop | gutter gutters downpipe | the scoop that clears gutters before the rain | Clear gutters before the rain.
Towerpane | high rise commercial office | every pane of a tall building | Every pane, every floor.
Softspray | render roof softwash soft | a gentle spray that cleans render without harm | Gentle on render, hard on grime.
*Squeak & Shine | - | the squeak of clean glass and the shine after | Hear the squeak, see the shine.
*Pane & Simple | - | pane + plain and simple: clean windows, no fuss | Clean windows, plain and simple.
*Glass Act | - | glass + class act: spotless windows from a tidy team | A glass act, every visit.
*Moss Boss | patio driveway moss decking | the one who bosses moss off patios and drives | Moss off, slabs back.
*Grime Time | patio driveway pressure power | grime gone, patio back to its colour | Grey in the morning, gleaming by tea.
*Shopfront Shine | shop shopfront commercial retail | a shining shop window customers notice | Let the window sell for you.
*Blue Sky Roofs | conservatory roof | a conservatory roof so clean you see blue sky | See blue sky from your sofa.
*No Soap Windows | eco pure water green | glass cleaned with pure water only, no soap | Just pure water, spotless glass.
`)
