// Trade words for composed names: people and work trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
dogs | Pet Care, Dog Care | brindle, paw, scruff, hound, biscuit, fetch, merle, whisker, collar, leash, kennel, bristle
hair | Salon, Hair Studio, Barbers | shear, quiff, pomade, fringe, curl, tress, comb, crop, strop, razor, fade, bob
beauty | Beauty, Beauty Bar, Cosmetics | lash, rouge, blush, kohl, gloss, brow, lacquer, shimmer, contour, tint, powder, pout
skincare | Skincare, Apothecary, Botanicals | balm, salve, rosehip, tonic, serum, jojoba, bergamot, hazel, clay, dew, oat, tallow, lather
jewellery | Jewellery, Jewellers, Goldsmiths | bezel, filigree, facet, loupe, clasp, carat, ingot, cabochon, gem, anvil, solder, patina
clothes | Clothing, Outfitters, Apparel | selvedge, twill, tweed, pleat, hem, cuff, seam, denim, linen, bobbin, thimble, loom, placket, yoke
leather goods | Leatherworks, Leather Goods, Saddlery | burnish, awl, buckle, saddle, bridle, rivet, welt, bevel, stitch, tack, grain, harness
yoga | Yoga, Yoga Studio | lotus, bolster, asana, mudra, vinyasa, heron, drishti, mat, breath, flow, crow
training | Fitness, Strength, Gym | barbell, iron, chalk, deadlift, squat, sled, grip, rep, rack, plate, press
bikes | Cycles, Bikes, Cycleworks | spoke, sprocket, freewheel, chainring, cadence, peloton, crank, cog, tandem, pedal, cleat, saddle, hub
outdoor gear | Outfitters, Gear, Supply | crag, belay, piton, bivy, quickdraw, crimp, chalk, harness, rope, sling
trips | Travel, Tours, Journeys | waymark, atlas, passport, stile, satchel, porter, signpost, inn, footpath, trail, itinerary, route
mountain walks | Walking Tours, Treks, Walks | cairn, tarn, scree, ridge, col, gentian, larch, alp, edelweiss, glacier, summit, meadow, saddle
weddings | Weddings, Bridal, Elopements | vow, veil, posy, tulle, lace, confetti, corsage, bouquet, aisle, trousseau, toast, garter
events | Events, Productions, Event Hire | marquee, festoon, bunting, encore, gala, pennant, trestle, cue, spotlight, riser, stage
childcare | Nursery, Daycare, Preschool | cubby, sandpit, crayon, smock, puddle, teddy, rhyme, jigsaw, acorn, kite, bubble, nap
tutoring | Tutoring, Tutors, Academy | axiom, chalk, theorem, slate, tangent, proof, lemma, cipher, integer, margin, vector
coding for kids | Coding, Code Camp, Robotics | rover, servo, byte, pixel, gizmo, sprocket, circuit, bot, sensor, loop, widget
coaching | Coaching, Mentoring | foothold, waypoint, tiller, stride, rudder, trellis, bearing, threshold, milestone, kite
music | Music, Music School, Music Lessons | fret, capo, rosin, chord, octave, plectrum, reed, cadence, tempo, metronome, bow
dental care | Dental, Dentistry, Dental Care | floss, enamel, molar, pearl, ivory, mint, crown, incisor, smile, fluoride
care | Care, Nursing, Clinic | bedside, pulse, scrubs, rounds, ward, cradle, linen, lamp, bandage, lanyard
sleep | Sleep, Bedding, Sleepwear | lullaby, slumber, hush, eiderdown, quilt, nightcap, pillow, doze, duvet, dusk, moon, linen
bookkeeping | Bookkeeping, Accounts, Accounting | ledger, tally, folio, penny, docket, column, receipt, balance, journal, ink, abacus
creative work | Studio, Design, Creative | kern, glyph, serif, swatch, halftone, gouache, stencil, sketch, cropmark, ink, pixel
photographs | Photography, Pictures, Photo | shutter, tintype, darkroom, aperture, halide, silver, emulsion, grain, lens, bellows, film, flash
legal work | Legal, Law, Solicitors | gavel, writ, quill, deed, charter, clause, seal, vellum, counsel, statute, precedent, codicil
advice | Consulting, Advisory, Partners | fulcrum, lodestar, sextant, lever, keel, playbook, whetstone, fieldwork, pivot, flipchart
marketing | Marketing, Agency, Media | jingle, tagline, megaphone, broadside, billboard, headline, hook, placard, pitch, poster
software | Software, Labs, Systems | kernel, cache, byte, tensor, schema, commit, socket, query, vector, relay, thread, branch
fraud detection | Analytics, Labs, Intelligence | tripwire, canary, sentry, ferret, hound, sieve, sonar, trace, ledger, radar, flag
security | Security, Cyber, Defence | bastion, moat, rampart, cipher, deadbolt, latch, vault, ward, token, bolt, keep
shared bills | Pay, Money | kitty, divvy, tab, halves, tally, quid, penny, purse, coin, split, round
history | Podcast, Radio, Histories | dynamo, flywheel, almanac, patent, relic, archive, prototype, gizmo, crank, attic, sprocket
videos | Films, Productions, Media | reel, splice, montage, dolly, slate, gimbal, boom, clip, take, tripod
meetings | Notes, Software | huddle, memo, jot, scribe, recap, agenda, minute, debrief, docket, notepad, tally
second-hand finds | Thrift, Resale, Exchange | trove, jumble, barter, swap, haul, attic, rummage, hanger, stall, rail
getting things done | Planner, Software | kanban, streak, jotter, sprint, tick, notch, tally, slate, docket, timer
books | Books, Bookshop, Booksellers | folio, spine, deckle, quire, octavo, endpaper, colophon, vellum, gilt, quill, chapter, margin, ink
games | Games, Game Studio, Studios | sprite, meeple, respawn, pixel, quest, dice, joystick, arcade, cartridge, loot, warp, combo
languages | Languages, Translations, Language School | idiom, cedilla, tilde, umlaut, parley, patois, dialect, accent, vowel, lexicon, syntax, glossary
`
