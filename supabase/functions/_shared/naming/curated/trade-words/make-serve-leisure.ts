// Trade words for composed names: make, serve and leisure trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
pottery | Pottery, Ceramics, Clayworks, Studio | kiln, glaze, slip, bisque, raku, celadon, wheel, grog, slab, coil, shino, crackle, wedge, clay, tenmoku
tattoos | Tattoo, Tattoo Studio, Tattoo Parlour, Ink | flash, needle, stencil, linework, stipple, swallow, anchor, coil, shader, liner, rotary, blackwork, dagger, ink
soap | Soap Co, Soapworks, Soapery | lather, suds, lye, trace, tallow, castile, loofah, oat, swirl, cure, bar, flannel, pumice, olive, batter
perfume | Perfumery, Parfums, Fragrances | accord, sillage, flacon, orris, vetiver, neroli, oud, musk, amber, bergamot, atomiser, vial, tincture, labdanum, iris
printing | Press, Printworks, Print Shop, Paper Co | deckle, platen, quire, folio, quoin, brayer, serif, ream, type, kern, chase, pica, proof, foil, roller, ink
signs | Signs, Signwriters, Sign Co | gilt, mahl, pounce, fascia, neon, enamel, quill, script, serif, chalk, brush, keyline, gold, panel, lacquer
records | Records, Record Shop, Vinyl | groove, crate, sleeve, stylus, wax, platter, spindle, needle, gatefold, lathe, acetate, dubplate, runout, deck, shellac
cocktails | Bar, Tavern, Cocktail Bar, Taproom | jigger, bitters, coupe, julep, shaker, dasher, muddler, tumbler, twist, rocks, highball, cordial, shrub, barspoon, vermouth, rye
sauces | Sauce Co, Provisions, Pickle Co, Spice Co | brine, crock, chilli, ancho, mortar, pestle, habanero, vinegar, mash, seed, pod, cumin, tamarind, clove, smoke, jar
toys | Toys, Toy Co, Toymakers, Toy Shop | marble, kite, skittle, puppet, teddy, rattle, block, top, yoyo, jigsaw, windup, whistle, tin, peg, hobby, conker
art | Art Supply, Gallery, Studio, Art House | easel, gesso, ochre, umber, sable, pigment, gouache, charcoal, linseed, sienna, canvas, impasto, nib, sketch, vellum, tube
gifts | Gifts, Hampers, Gift Co, Gift Shop | ribbon, parcel, twine, hamper, tissue, bow, wicker, tag, posy, trinket, keepsake, wrap, seal, sprig, box, card
physio and massage | Physio, Physiotherapy, Massage, Clinic | knot, sinew, fascia, tendon, spine, knead, stretch, limber, tape, brace, joint, core, couch, ankle, shoulder
counselling | Counselling, Therapy, Psychotherapy | threshold, harbour, thread, chair, bridge, clearing, window, hearth, porch, bench, lamp, couch, tide, path
pharmacy | Pharmacy, Chemist, Apothecary, Dispensary | pestle, mortar, phial, tincture, salve, balm, dram, gallipot, carboy, capsule, tablet, syrup, dose, cross, vial, label
home care | Home Care, Care, Carers, Companions | kettle, teacup, cuppa, armchair, hearth, cardigan, quilt, slipper, porch, doorstep, shawl, blanket, biscuit, lamp, tray, garden
funerals | Funerals, Funeral Directors, Funeral Home, Memorials | willow, yew, oak, lily, wreath, rosemary, laurel, elm, lychgate, candle, stone, chapel, meadow, urn, posy, linen
laundry and alterations | Laundry, Dry Cleaners, Tailoring, Alterations | thimble, press, starch, pleat, hem, seam, bobbin, shears, cuff, collar, button, steam, mangle, hanger, suds, linen
locks | Locksmiths, Locksmith, Locks, Security | tumbler, latch, keyway, ward, bolt, pin, mortise, lever, blank, barrel, shackle, padlock, cam, deadbolt, key
pest control | Pest Control, Pest Management, Exterminators | terrier, snap, trap, eave, burrow, warren, mesh, seal, bait, ferret, kestrel, hawk, owl, sentry, gauze
heating and cooling | Heating, Air, Heat Pumps, Mechanical | flue, coil, duct, damper, plenum, louvre, baffle, grille, vent, furnace, chiller, manifold, boiler, draught, frost, fan
removals | Removals, Movers, Moving, Storage | crate, dolly, trunk, strap, tailgate, van, ramp, chest, carton, hitch, blanket, lorry, haul, rope, tape, pallet
deliveries | Couriers, Courier Co, Delivery, Dispatch | satchel, parcel, docket, pannier, spoke, waybill, relay, route, depot, cargo, runner, cog, sprocket, manifest, pigeon, crate
recruitment | Recruitment, Talent, Search, Staffing | ladder, scout, roster, handshake, bench, draft, shortlist, lanyard, rung, badge, desk, chair, match, key
hotel stays | Hotel, Inn, Guesthouse, House | eiderdown, linen, porter, brass, bell, key, quilt, robe, pillow, suite, turndown, ledger, hearth, mantel, lobby, toast
campsites | Camping, Campsite, Glamping, Camp | pitch, peg, canvas, guyline, yurt, billy, mallet, kindling, flint, hammock, tarp, bedroll, firepit, dew, kettle, pole
fishing | Tackle, Angling, Fishing, Outfitters | creel, tippet, riffle, caddis, mayfly, nymph, reel, rod, fly, lure, float, eddy, spinner, hook, cast, net
golf | Golf, Golf Club, Golf Co, Golf Academy | links, niblick, mashie, divot, fescue, tee, wedge, putter, bunker, dimple, birdie, caddie, flag, pin, green, brassie
martial arts | Martial Arts, Dojo, Academy | tatami, kata, obi, belt, randori, kiai, breakfall, sensei, stripe, guard, sweep, mitt, pad, mat, bow
dance | Dance, Dance School, Dance Studio, Ballet | barre, pointe, rosin, plie, arabesque, pirouette, jete, tutu, sequin, waltz, shimmy, tap, heel, mirror, ribbon
swimming | Swim School, Swim, Aquatics | lido, lane, glide, buoy, ripple, tumble, stroke, crawl, float, goggle, length, splash, kick, noodle, cap, tile
driving lessons | Driving School, Driver Training, Motoring | clutch, mirror, signal, gear, kerb, throttle, junction, pedal, wheel, lane, verge, handbrake, plate, milestone
architecture | Architects, Architecture, Studio | lintel, gable, plinth, corbel, truss, mullion, eaves, datum, cornice, joist, rafter, section, arch, vellum, trace, stair
insurance cover | Insurance, Brokers, Insurance Brokers | slip, rider, binder, clause, umbrella, ledger, policy, seal, bond, panel, quote, renewal, cover, canopy
financial planning | Financial Planning, Wealth, Advisers, Planning | gilt, coupon, ledger, yield, bond, annuity, dividend, tranche, ladder, nest, tally, abacus, quill, sterling, vault, harvest
good causes | Foundation, Trust, Charity, Project | pledge, bunting, tombola, raffle, ribbon, rosette, bucket, tin, badge, jar, mile, relay, token, seed
`
