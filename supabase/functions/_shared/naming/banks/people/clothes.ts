import { bank } from '../types.ts'

export default bank('clothes', `
Jumblebox | vintage secondhand | a box of jumble-sale finds | Every find a jumble of luck.
Flaxfield | sustainable linen organic | a field of flax, where linen starts | From flax field to wardrobe.
Slowthread | sustainable organic eco | slow fashion, thread by thread | Slow fashion, made to last.
Puddlekit | kids child | kit built for puddle jumping | Built for splashing.
Lapelsharp | tailoring tailor men suit | sharp lapels and cuts | Sharp lapels, sharper fit.
Indigoyard | denim jean | a yard of indigo denim | Denim dyed deep.
Rivetworn | denim jean | riveted jeans, worn in | Riveted to last.
Purlwise | knit knitwear | purl + wise: knitwear that knows its stitches | Knit one, purl wise.
Woolfold | knit knitwear | folded wool, ready to wear | Wool worth folding.
Stoopside | streetwear | the front stoop, where street style is worn | Dressed for the stoop.
*Frockery | boutique women dress | frock + -ery: a shop full of frocks | A shop full of frocks.
Curvecut | plus-size curve | cuts for curves | Cut for your curves.
Shiftwear | workwear uniform | clothes for the working shift | Built for the shift.
Mendery | sustainable repair | mend + -ery: a shop that mends | We mend what you love.
# r10: detail names
Romperbutton | baby newborn infant | the little buttons on a baby romper | Tiny rompers, easy buttons.
Hat & Heel | occasion guest races wedding | a hat and heels for the races or a wedding | Dressed for the big day out.
Squatseam | activewear gym athleisure leggings sportswear | a leggings seam that passes the squat test | Leggings that pass the squat test.
Drape & Pin | modest hijab abaya | the drape of a scarf and the pin that holds it | Modest, and beautifully draped.
Cossiecove | swimwear swim swimsuit beach | cossie, the swimsuit, in a little cove | Cossies for every cove.
Hirehanger | rental rent hire borrow | a hanger of hired outfits | Hire the outfit, keep the photos.
Screentee | tshirt tee tees print printed graphic | a tee printed through a screen | Screen-printed tees, pulled by hand.
`)
