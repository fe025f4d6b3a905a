// Trade words for composed names: people and work trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
dogs | Grooming, Pet Care, Pet Supply | paw, brindle, whisker, collar, leash, scruff, merle, biscuit, bristle, clipper, fetch, kennel, tether, hound
hair | Salon, Barbers, Hair Studio, Hair | shear, fringe, comb, razor, pomade, curl, crop, quiff, strand, lather, tress, fade, bob, taper, strop, clipper
beauty | Beauty, Beauty Bar, Nails, Cosmetics | lash, gloss, blush, brow, rouge, polish, kohl, lacquer, tint, powder, shimmer, buff, contour, bronze, pout
skincare | Skincare, Apothecary, Botanicals, Shaving | balm, lather, salve, tallow, tonic, serum, clay, oat, rosehip, hazel, alum, badger, bergamot, jojoba, dew
jewellery | Jewellery, Jewellers, Goldsmiths | bezel, loupe, clasp, anvil, ingot, facet, filigree, prong, mandrel, patina, carat, link, cabochon, solder, gem
clothes | Clothing, Outfitters, Apparel, Boutique | selvedge, seam, bobbin, thimble, twill, hem, cuff, pleat, placket, tweed, linen, denim, button, yoke, swatch, loom
leather goods | Leatherworks, Leather Goods, Saddlery | burnish, awl, buckle, saddle, rivet, hide, bridle, bevel, strap, stitch, welt, grain, harness, tack
yoga | Yoga, Yoga Studio, Pilates, Studio | bolster, asana, mat, mudra, vinyasa, crow, heron, flow, breath, bridge, lotus, drishti, strap, block
training | Fitness, Strength, Training, Gym | barbell, chalk, iron, plate, rack, grip, sled, bench, squat, press, deadlift, clean, rep, rope, tempo
bikes | Cycles, Bikes, Bike Hire, Cycleworks | spoke, crank, cog, sprocket, cadence, chainring, freewheel, hub, pedal, saddle, gear, cleat, peloton, tandem, rim, cassette
outdoor gear | Outfitters, Gear, Supply | crag, pitch, belay, piton, cam, quickdraw, chalk, crimp, sling, rope, anchor, ledge, bivy, harness, jug
trips | Travel, Tours, Journeys, Trips | waymark, trail, route, atlas, passport, stamp, satchel, signpost, stile, inn, compass, ticket, porter, footpath, itinerary
mountain walks | Treks, Walking Tours, Alpine Tours, Walks | cairn, col, ridge, scree, hut, tarn, pass, larch, gentian, saddle, alp, summit, glacier, edelweiss, meadow
weddings | Weddings, Bridal, Elopements | veil, vow, posy, lace, confetti, aisle, garter, corsage, bouquet, ribbon, toast, chapel, ring, trousseau, tulle
events | Events, Productions, Event Hire | marquee, bunting, festoon, trestle, stage, riser, cue, lantern, pennant, encore, tent, banner, spotlight, gala
childcare | Nursery, Daycare, Preschool, Early Years | crayon, cubby, sandpit, smock, puddle, jigsaw, rhyme, story, nap, swing, kite, bubble, acorn, teddy, button
tutoring | Tutoring, Tutors, Academy | proof, lemma, axiom, chalk, slate, prime, theorem, tangent, vector, cipher, pencil, integer, ruler, margin
coding for kids | Robotics, Coding, Code Camp, Labs | servo, rover, bot, byte, pixel, circuit, sensor, gizmo, loop, motor, cog, bolt, sprocket, widget
coaching | Coaching, Mentoring, Partners | waypoint, foothold, trellis, tiller, bearing, ladder, rudder, milestone, lantern, threshold, compass, path, stride, kite
music | Music, Music School, Music Lessons, Guitars | fret, capo, chord, reed, rosin, plectrum, octave, tempo, cadence, string, bow, bridge, metronome, drum, hammer
dental care | Dental, Dentistry, Dental Care, Orthodontics | enamel, floss, molar, crown, incisor, pearl, mint, brace, ivory, smile, bite, canine, fluoride, brush
care | Care, Nursing, Health, Clinic | ward, shift, scrubs, pulse, bedside, rounds, chart, lamp, lanyard, pager, splint, bandage, cradle, linen
sleep | Sleep, Bedding, Sleepwear | pillow, quilt, duvet, blind, hush, lullaby, dusk, moon, doze, linen, slumber, eiderdown, nightcap, lamp
bookkeeping | Bookkeeping, Books, Accounts, Accounting | ledger, tally, folio, column, abacus, receipt, docket, penny, margin, sum, stamp, ink, journal, balance
creative work | Studio, Design, Creative, Collective | swatch, kern, glyph, serif, cropmark, grid, halftone, gouache, stencil, sketch, proof, ink, pixel, layer, margin
photographs | Photography, Pictures, Photo, Studio | shutter, darkroom, tintype, grain, aperture, emulsion, bellows, frame, lens, film, halide, fixer, flash, silver, reel
legal work | Legal, Law, Solicitors, Law Firm | clause, quill, seal, deed, charter, writ, vellum, docket, gavel, brief, statute, precedent, codicil, counsel
advice | Consulting, Advisory, Partners, Strategy | fulcrum, lever, playbook, flipchart, fieldwork, roadmap, chart, bridge, pivot, lodestar, sextant, keel, blueprint, whetstone
marketing | Marketing, Agency, Media, Studio | hook, pitch, jingle, tagline, headline, billboard, poster, placard, megaphone, banner, funnel, signal, broadside, click, echo
software | Labs, Software, Systems | node, kernel, stack, vector, cache, tensor, byte, graph, socket, query, schema, relay, branch, commit, thread, loop
fraud detection | Analytics, Labs, Intelligence | tripwire, canary, trace, flag, sieve, sonar, radar, ledger, hound, beacon, lens, scope, signal, sentry, ferret, claim
security | Security, Cyber, Labs, Defence | bastion, moat, cipher, latch, bolt, vault, deadbolt, keep, rampart, ward, salt, token, key, shield, watch
shared bills | Pay, Money, Bills | kitty, tab, pot, jar, penny, purse, divvy, tally, coin, halves, round, chip, quid, ledger, pocket, split
history | Podcast, Radio, Histories | patent, blueprint, dynamo, flywheel, cog, sprocket, almanac, archive, prototype, relic, crank, dial, spring, valve, gizmo, attic
videos | Media, Films, Video, Productions | reel, clip, slate, gimbal, dolly, boom, splice, montage, take, frame, lens, cut, tripod, rig, focus
meetings | Notes, Labs, Software | memo, jot, recap, huddle, agenda, docket, scribe, minute, tally, debrief, pipeline, quota, cadence, notepad, ledger
second-hand finds | Exchange, Resale, Market, Thrift | trove, rummage, rail, hanger, jumble, haul, swap, barter, tag, stall, bundle, rack, attic, bin
getting things done | Planner, Labs, Software | tick, kanban, streak, sprint, jotter, slate, timer, docket, pencil, desk, lamp, clock, notch, tally
books | Books, Bookshop, Booksellers, Press | spine, folio, quire, deckle, colophon, octavo, margin, endpaper, gilt, vellum, quill, ink, shelf, chapter, page, ampersand
games | Games, Studios, Interactive, Game Studio | sprite, pixel, meeple, quest, respawn, joystick, cartridge, arcade, token, dice, warp, loot, combo, boss, level
languages | Languages, Translations, Language School | idiom, accent, cedilla, tilde, umlaut, dialect, phrase, verb, vowel, lexicon, syntax, tongue, parley, glossary, patois
`
