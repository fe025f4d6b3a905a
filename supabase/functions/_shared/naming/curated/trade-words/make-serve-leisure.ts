// Trade words for composed names: make, serve and leisure trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
pottery | Pottery, Ceramics, Clayworks | kiln, clay, wheel, glaze, mug, bowl, jug, vase, coil
tattoos | Tattoo, Tattoo Studio, Tattoo Parlour | ink, needle, anchor, swallow, dagger, serpent, skull, dragon, sleeve
soap | Soapworks, Soap Co, Soapery | lather, bath, foam, loofah, lavender, soak, flannel, pumice, oat, shea
perfume | Perfumery, Parfums, Fragrances | musk, scent, amber, jasmine, oud, spritz, atomiser, cedar, bergamot, iris
printing | Press, Printworks, Print Shop | ink, paper, stamp, ream, roller, flyer, leaflet, emboss, proof, foil
signs | Signs, Signwriters | neon, lettering, gilt, script, enamel, plaque, arrow, serif
records | Records, Record Shop, Vinyl | groove, crate, turntable, spin, stylus, sleeve, album, jukebox, needle, gatefold, wax
cocktails | Bar, Cocktail Bar, Tavern | shaker, twist, bitters, highball, ice, tumbler, vermouth, garnish, coupe, julep
sauces | Provisions, Sauce Co | chilli, brine, habanero, mustard, smoke, vinegar, relish, jalapeno, tamarind, dip, cumin, clove
toys | Toys, Toymakers, Toy Shop | teddy, kite, marble, puppet, doll, yoyo, jigsaw, rattle, windup, conker, skittle
art | Gallery, Art Supply, Studio | easel, canvas, brush, paint, charcoal, pastel, frame, pigment, ochre, gouache
gifts | Gifts, Gift Shop, Hampers | ribbon, hamper, bow, present, keepsake, trinket, bauble, tag, card, wicker
physio and massage | Physio, Massage, Physiotherapy | stretch, knot, muscle, spine, joint, shoulder, tendon, posture, limber
counselling | Counselling, Therapy, Psychotherapy | couch, armchair, bridge, path, clearing, thread, tissue, lifeline
pharmacy | Pharmacy, Chemist, Apothecary | pill, pestle, remedy, capsule, tablet, tincture, syrup, salve, lozenge, dose, vial
home care | Home Care, Carers, Companions | cuppa, teacup, biscuit, slipper, cardigan, shawl, crossword, doorbell, handrail, tray
funerals | Funerals, Funeral Directors, Funeral Home | willow, lily, wreath, chapel, hymn, yew, tribute, eulogy, urn, laurel, rosemary
laundry and alterations | Laundry, Dry Cleaners, Alterations | press, iron, hem, starch, steam, hanger, seam, cuff, zip, basket, thimble, pleat, bobbin
locks | Locksmiths, Locksmith, Locks | key, padlock, keyhole, latch, bolt, safe, brass, doorknob
pest control | Pest Control, Pest Management | trap, hawk, terrier, owl, ferret, kestrel, burrow, warren
heating and cooling | Heating, Air, Mechanical | boiler, radiator, furnace, flue, vent, frost, breeze, fan, duct, stove, draught, coil, chiller
removals | Removals, Movers, Moving | van, crate, lorry, trunk, chest, dolly, tailgate, hitch, pallet
deliveries | Couriers, Dispatch, Delivery | parcel, dash, runner, letterbox, mailbag, pigeon, relay, depot
recruitment | Recruitment, Talent, Staffing | handshake, scout, shortlist, interview, headhunt, roster, badge, lanyard, nametag
hotel stays | Hotel, Inn, Guesthouse | porter, lobby, suite, concierge, robe, breakfast, doorman, minibar, turndown
campsites | Campsite, Camping, Glamping | campfire, tent, hammock, firepit, yurt, log, kindling, tarp, peg, bedroll
fishing | Tackle, Angling, Fishing | rod, reel, hook, lure, cast, trout, float, bait, net, mayfly, eddy
golf | Golf, Golf Club, Golf Academy | tee, birdie, fairway, putter, bunker, caddie, eagle, divot, wedge, links
martial arts | Dojo, Martial Arts, Academy | kick, belt, sensei, block, kata, spar, tiger, crane, stripe
dance | Dance, Dance Studio, Dance School | tutu, pirouette, twirl, waltz, tango, shimmy, sequin, tap, barre, pointe, arabesque
swimming | Swim School, Swim, Aquatics | splash, goggles, dive, lido, lane, stroke, crawl, armband, noodle, glide, paddle
driving lessons | Driving School, Driver Training | clutch, kerb, handbrake, junction, indicator, gear, seatbelt, steering, motorway, dashboard
architecture | Architects, Architecture, Studio | arch, blueprint, column, dome, spire, keystone, facade, atrium, plinth
insurance cover | Insurance, Brokers | umbrella, shield, canopy, shelter, raincoat, lifebuoy, airbag, policy
financial planning | Wealth, Financial Planning, Advisers | acorn, harvest, dividend, pension, piggybank, portfolio, bond, sterling, annuity, yield
good causes | Foundation, Trust, Charity | raffle, pledge, tombola, fete, marathon, sponsor, volunteer, rosette, seed
`
