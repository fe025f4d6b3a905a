import { bank } from '../types.ts'

export default bank('clothes', `
Wovenwell | - | cloth woven well, worn well | Woven well, worn for years.
Hemwise | - | wise about hems and fit | Fits that are wise to you.
Wearwright | - | a maker of clothes worth wearing | Clothes worth wearing.
Fitfolk | - | clothes that fit real folk | Clothes for real bodies.
Threadglad | - | glad in good threads | Good threads, glad days.
Stitchstory | - | every stitch tells a story | A story in every stitch.
Dailydrape | - | an easy drape for every day | Easy clothes for every day.
Rackroam | - | roaming the racks for the right piece | Roam the racks.
Seamsure | - | sure seams that last | Seams that last.
Rerack | vintage secondhand | re + rack: vintage clothes back on the rail | Back on the rack, ready again.
Jumblebox | vintage secondhand | a box of jumble-sale finds | Every find a jumble of luck.
Fleafind | vintage secondhand | a flea-market find: vintage picked one piece at a time | Every piece a flea-market find.
Relovedrail | sustainable secondhand | a rail of clothes loved once, and loved again | Loved once, worn again.
Flaxfield | sustainable linen organic | a field of flax, where linen starts | From flax field to wardrobe.
Slowthread | sustainable organic eco | slow fashion, thread by thread | Slow fashion, made to last.
Growroom | kids child | clothes cut with room to grow | Room to grow, built in.
Puddlekit | kids child | kit built for puddle jumping | Built for splashing.
Minimodel | kids child | little models in everyday clothes | Clothes for little legs.
Chalkmark | tailoring tailor men suit | the tailor's chalk mark before the cut | Marked in chalk, cut to you.
Cutforyou | tailoring tailor men suit | cut just for you | Cut to you.
Lapelsharp | tailoring tailor men suit | sharp lapels and cuts | Sharp lapels, sharper fit.
Indigoyard | denim jean | a yard of indigo denim | Denim dyed deep.
Rivetworn | denim jean | riveted jeans, worn in | Riveted to last.
Fadeworn | denim jean | jeans that fade as you wear them | Jeans that fade to fit you.
Purlwise | knit knitwear | purl + wise: knitwear that knows its stitches | Knit one, purl wise.
Warmknit | knit knitwear | knits made for warmth | Warm knits, cold days.
Woolfold | knit knitwear | folded wool, ready to wear | Wool worth folding.
Stoopside | streetwear | the front stoop, where street style is worn | Dressed for the stoop.
Kerbstyle | streetwear | style worn on the kerb | New drops, worn on the street.
Blockfit | streetwear | fits for the block | Fits for the block.
Frockery | boutique women dress | frock + -ery: a shop full of frocks | A shop full of frocks.
Dresswell | boutique women dress | dressing well, every day | Dress well, feel good.
Hempocket | boutique women dress | a dress with pockets | Yes, it has pockets.
Curvecut | plus-size curve | cuts for curves | Cut for your curves.
Fullform | plus-size curve | clothes for fuller forms | Every size, a full fit.
Shapekind | plus-size curve | kind to every shape | Kind to every shape.
Shiftwear | workwear uniform | clothes for the working shift | Built for the shift.
Graftcloth | workwear uniform | cloth for graft | Cloth that takes the graft.
Bumpwear | maternity | clothes for the bump | Clothes for the bump.
Mendery | sustainable repair | mend + -ery: a shop that mends | We mend what you love.
`)
