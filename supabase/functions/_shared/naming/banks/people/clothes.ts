import { bank } from '../types.ts'

export default bank('clothes', `
Jumblebox | vintage secondhand preloved thrift | a box of jumble-sale finds | Every find a jumble of luck.
Flaxfield | sustainable linen organic | a field of flax, where linen starts | From flax field to wardrobe.
Slowthread | sustainable organic eco | slow fashion, thread by thread | Slow fashion, made to last.
Puddlekit | kids child children | kit built for puddle jumping | Built for splashing.
Lapelsharp | tailoring tailor men suit | sharp lapels and cuts | Sharp lapels, sharper fit.
Indigoyard | denim jean jeans | a yard of indigo denim | Denim dyed deep.
Rivetworn | denim jean jeans | riveted jeans, worn in | Riveted to last.
Purlwise | knit knitwear jumpers | purl + wise: knitwear that knows its stitches | Knit one, purl wise.
Woolfold | knit knitwear jumpers | folded wool, ready to wear | Wool worth folding.
Stoopside | streetwear | the front stoop, where street style is worn | Dressed for the stoop.
*Frockery | boutique women dress | frock + -ery: a shop full of frocks | A shop full of frocks.
Curvecut | plus-size curve plussize curvy | cuts for curves | Cut for your curves.
Shiftwear | workwear uniform uniforms | clothes for the working shift | Built for the shift.
Mendery | sustainable repair | mend + -ery: a shop that mends | We mend what you love.
# r10: detail names
Romperbutton | baby newborn infant | the little buttons on a baby romper | Tiny rompers, easy buttons.
Hat & Heel | occasion guest races wedding | a hat and heels for the races or a wedding | Dressed for the big day out.
Squatseam | activewear gym athleisure leggings sportswear | a leggings seam that passes the squat test | Leggings that pass the squat test.
Drape & Pin | modest hijab abaya | the drape of a scarf and the pin that holds it | Modest, and beautifully draped.
Cossiecove | swimwear swim swimsuit beach | cossie, the swimsuit, in a little cove | Cossies for every cove.
Hirehanger | rental rent hire borrow | a hanger of hired outfits | Hire the outfit, keep the photos.
Screentee | tshirt tee tees print printed graphic | a tee printed through a screen | Screen-printed tees, pulled by hand.
# r11: detail names
Bumpfit | maternity pregnancy pregnant bump | clothes that fit the bump | Made to fit the bump.
Bumpdress | maternity pregnancy pregnant bump | a dress cut for a growing bump | Dresses that grow with you.
Lacestrap | lingerie underwear bra bras | a lace bra strap | Lace that fits and stays put.
Tallhem | tall height | a hem long enough for tall legs | Finally, trousers that reach.
Shorthem | petite | a hem cut for petite legs | Petite, with no turning up.
Blazerbadge | school schoolwear blazer blazers | the badge on a school blazer | Blazers and badges, sorted for September.
Tweed & Wax | countryside tweed rural equestrian shooting | a tweed cap and a waxed jacket | Dressed for the field.
Snip & Patch | upcycled upcycle upcycling reworked remade patchwork | old clothes snipped and patched into new | Old clothes, snipped and patched new.
Chalk & Pin | bespoke madetomeasure tailor tailoring | tailor's chalk and pins for a bespoke fit | Chalked, pinned, made for you.
Pin & Tuck | alteration alterations alter hemming | pinned and tucked: clothes altered to fit | Taken in, taken up, fits.
Dropday | streetwear hoodie hoodies drop drops sneakers | the day a new streetwear drop lands | Mark the drop day.
Rummagerail | vintage secondhand thrift preloved | a rail worth rummaging through | Rummage the rail, find the one.
Grassknees | kids child children | grass stains on little knees | Clothes for grass-stained knees.
# r12: detail names
Brogueline | men mens smart | smart menswear from the brogues up | Dressed well from the shoes up.
Flannelshed | men mens casual | a shed full of flannel shirts: casual menswear | Soft shirts for weekend men.
Hemline House | women dress dresses boutique | a boutique where every hemline is right | The right hemline, every time.
Sixteenplus | plus plussize curvy curve | clothes that start at size sixteen | Style starts at sixteen.
Bobbin & Bolt | handmade sewn dressmaker | a bobbin of thread and a bolt of cloth: clothes sewn by hand | Cut from the bolt, sewn by hand.
Tenner Rail | budget affordable cheap | a rail where everything is about a tenner | Every hanger, about a tenner.
Tissuefold | luxury designer | luxury clothes folded in tissue paper | Folded in tissue, worn for years.
# r13: detail names
Magnetclasp | adaptive disability disabled wheelchair accessible easydressing | magnet + clasp: clothes that close with magnets, not fiddly buttons | Dressed without the fiddly buttons.
Sequinrail | party evening eveningwear partywear prom sequin sequins | sequin + rail: a rail of party dresses | Pick a sequin, hit the party.
Wristband Wardrobe | festival festivals | clothes for the weekend you wear the wristband | Wristband on, outfit sorted.
# r14: detail names
Hangerhunt | vintage secondhand thrift preloved | hanger + hunt: hunting the rails for vintage finds | Flick every hanger, find the one.
Climbproof | kids child children | clothes tough enough for climbing trees | Made for climbing trees.
Teadress Lane | women dress dresses boutique | tea dress + lane: a boutique of tea dresses | A tea dress for every day.
Toecap Kit | workwear uniform uniforms hivis | toecap + kit: safety boots and work kit | Kitted out from toecap up.
Borrowed Frock | rental rent hire borrow | a frock borrowed for the night | Wear it once, give it back.
Tanline Swim | swimwear swim swimsuit swimsuits bikini beach | tan line + swim: swimwear for sunny days | Worth every tan line.
Selvedge Row | denim jean jeans selvedge | rows of selvedge denim jeans | Jeans with the clean edge.
Cable & Cuff | knit knitwear jumper jumpers | cable knits with ribbed cuffs | Cables down, cuffs up.
# r15: detail names
# r17: detail names
Spraycap | streetwear street graffiti urban hoodie hoodies | the cap on a spray can: streetwear from graffiti walls | Straight from the wall.
Area Code Supply | city cities hometown brooklyn detroit chicago nyc newyork atlanta urban local | the city's area code worn on your chest | Wear your area code.
Fifty Made | limited drop drops release releases exclusive numbered capsule | only fifty made of each piece | Fifty made. Then never again.
Griptape Goods | skate skater skaters skateboard skateboarding skatewear | the griptape on a skateboard deck: skatewear | Clothes that stick the landing.
`)
