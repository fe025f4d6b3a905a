// Trade words for composed names: make, serve and leisure trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
pottery | Pottery, Ceramics, Clayworks | kiln, glaze, raku, bisque, celadon, crackle, slab, slip, coil, shino, wheel, clay
tattoos | Tattoo, Tattoo Studio, Tattoo Parlour | flash, stipple, stencil, swallow, linework, blackwork, anchor, needle, ink, liner, shader, rotary
soap | Soapworks, Soap Co, Soapery | lather, suds, castile, tallow, loofah, pumice, flannel, oat, olive, swirl, lye, cure
perfume | Perfumery, Parfums, Fragrances | neroli, vetiver, orris, sillage, flacon, oud, musk, amber, bergamot, accord, iris, atomiser, vial, tincture
printing | Press, Printworks, Print Shop | platen, brayer, deckle, quire, folio, serif, ream, kern, pica, quoin, proof, ink, foil
signs | Signs, Signwriters | gilt, neon, enamel, script, fascia, serif, mahl, quill, brush, chalk, lacquer, pounce
records | Records, Record Shop, Vinyl | groove, stylus, crate, wax, sleeve, gatefold, platter, dubplate, needle, acetate, shellac, spindle
cocktails | Bar, Cocktail Bar, Tavern | jigger, bitters, coupe, julep, highball, vermouth, shaker, muddler, twist, tumbler, cordial, rye, shrub
sauces | Provisions, Sauce Co | brine, ancho, habanero, tamarind, chilli, crock, cumin, clove, pestle, smoke, vinegar, mash
toys | Toys, Toymakers, Toy Shop | marble, kite, skittle, puppet, windup, teddy, yoyo, jigsaw, conker, whistle, rattle
art | Gallery, Art Supply, Studio | easel, ochre, gesso, umber, sienna, gouache, sable, impasto, pigment, charcoal, linseed, canvas, nib
gifts | Gifts, Gift Shop, Hampers | ribbon, hamper, trinket, twine, wicker, parcel, keepsake, posy, bow, sprig, tissue
physio and massage | Physio, Massage, Physiotherapy | limber, sinew, knead, fascia, tendon, stretch, spine, knot, core
counselling | Counselling, Therapy, Psychotherapy | clearing, harbour, threshold, hearth, thread, tide, porch, bench, couch, lamp
pharmacy | Pharmacy, Chemist, Apothecary | pestle, tincture, phial, salve, balm, gallipot, mortar, dram, syrup, vial, capsule
home care | Home Care, Carers, Companions | cuppa, kettle, teacup, cardigan, hearth, shawl, armchair, quilt, biscuit, slipper, porch, doorstep
funerals | Funerals, Funeral Directors, Funeral Home | willow, yew, lily, rosemary, laurel, lychgate, oak, elm, wreath, candle, meadow, chapel
laundry and alterations | Laundry, Dry Cleaners, Alterations | starch, mangle, thimble, pleat, press, hem, seam, cuff, collar, suds, steam, linen, bobbin, shears, hanger
locks | Locksmiths, Locksmith, Locks | tumbler, latch, deadbolt, keyway, mortise, ward, padlock, lever, bolt, shackle, barrel
pest control | Pest Control, Pest Management | terrier, kestrel, ferret, hawk, owl, sentry, warren, burrow, trap, snap
heating and cooling | Heating, Air, Mechanical | flue, furnace, damper, louvre, boiler, coil, duct, draught, grille, vent, frost, chiller, baffle
removals | Removals, Movers, Moving | dolly, tailgate, trunk, crate, hitch, haul, carton, lorry, chest, pallet
deliveries | Couriers, Dispatch, Delivery | satchel, pannier, parcel, pigeon, waybill, relay, runner, docket, spoke, manifest, depot, sprocket
recruitment | Recruitment, Talent, Staffing | scout, roster, shortlist, handshake, rung, draft, badge, lanyard, match
hotel stays | Hotel, Inn, Guesthouse | turndown, porter, eiderdown, mantel, hearth, bell, brass, linen, quilt, robe, lobby, suite
campsites | Campsite, Camping, Glamping | kindling, yurt, guyline, canvas, flint, billy, bedroll, firepit, hammock, tarp, peg, dew
fishing | Tackle, Angling, Fishing | creel, mayfly, tippet, riffle, reel, caddis, lure, eddy, nymph, spinner, rod, cast
golf | Golf, Golf Club, Golf Academy | links, niblick, fescue, mashie, birdie, divot, caddie, putter, dimple, brassie, tee, bunker
martial arts | Dojo, Martial Arts, Academy | kata, obi, tatami, kiai, sensei, randori, breakfall, belt, stripe, guard, sweep
dance | Dance, Dance Studio, Dance School | barre, pointe, pirouette, arabesque, plie, jete, waltz, shimmy, sequin, tutu, rosin, tap
swimming | Swim School, Swim, Aquatics | lido, glide, ripple, splash, crawl, buoy, tumble, lane, float, noodle, stroke
driving lessons | Driving School, Driver Training | clutch, handbrake, throttle, kerb, junction, mirror, verge, pedal, gear, milestone
architecture | Architects, Architecture, Studio | lintel, plinth, corbel, mullion, gable, cornice, truss, datum, eaves, vellum, rafter, arch
insurance cover | Insurance, Brokers | umbrella, canopy, rider, bond, binder, clause, seal, ledger, cover, policy
financial planning | Wealth, Financial Planning, Advisers | sterling, gilt, nest, dividend, yield, harvest, annuity, coupon, bond, ledger, vault, tranche
good causes | Foundation, Trust, Charity | pledge, tombola, bunting, raffle, rosette, ribbon, relay, badge, seed, token
`
