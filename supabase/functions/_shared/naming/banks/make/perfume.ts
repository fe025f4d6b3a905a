import { bank } from '../types.ts'

export default bank('perfume', `
Sillage | - | the trail a perfume leaves as you walk past | Leave a trail.
Heartnote | - | the heart note that blooms once the top note fades | The note that stays.
Flaconrow | - | the row of glass flacons on a perfumer's shelf | Every flacon filled by hand.
Dipstrip | - | the paper strip a perfumer dips and smells | Dip, sniff, decide.
Scentorgan | - | the perfumer's organ: the tiered desk of essences | Composed at the organ.
Amberdram | - | a dram of amber, the warm base of a perfume | A dram of warmth.
Irisroot | - | orris, the iris root prized by perfumers | Iris root, aged three years.
Puffbulb | - | the squeeze bulb of an old-fashioned atomiser | One puff is enough.
Baseaccord | - | the base accord that holds a perfume together | Built from the base up.
Wristnote | - | the note you smell on your own wrist | Best worn on the wrist.
Pulsedab | - | a dab on the pulse point, where scent warms | A dab where the pulse is.
Mistveil | - | the veil of mist from a single spray | One spray, a soft veil.
Blendbench | workshop bespoke class | the bench where you blend your own perfume | Blend your own at our bench.
Pipettehour | workshop class | an hour with a pipette and a rack of oils | One hour, one perfume, yours.
Dropcount | workshop bespoke | counting drops into your own formula | Every drop counted.
Petalstill | natural botanical | petals + still: flowers distilled for their oil | Distilled from petals.
Neroligrove | natural botanical | neroli, the oil of the orange blossom grove | Orange blossom, bottled.
Resinroot | natural botanical | resins and roots, the natural perfumer's base | Resin, root and nothing synthetic.
Vetiverline | cologne men | vetiver, the smoky root in a classic cologne | Smoke, earth and a clean shave.
Cedarsplash | cologne men | a splash of cedar cologne | A splash of cedar.
Leatheraccord | cologne men | the leather accord of a gentleman's scent | Worn leather, warm skin.
Ouddrop | luxury niche | a drop of oud, the rarest wood in perfumery | One drop of oud.
Cutstopper | luxury niche | the cut-glass stopper on a fine flacon | Cut glass, rare oils.
Absolue | luxury niche | the absolute: the purest extract a perfumer uses | Only the absolute.
Pursespray | travel refill | a small spray that lives in your bag | Scent for the road.
Decantry | travel sample | decant + pantry: perfume decanted into small vials | Try it before the bottle.
Carryvial | travel sample | a vial small enough to carry | Your scent, pocket-sized.
Spritzpost | online subscription sample | a spritz of something new, posted | A new scent in the post.
Vialmail | online subscription sample | sample vials by mail | Five vials, one favourite.
Samplestrip | online sample | a strip to smell before you buy | Smell before you buy.
`)
