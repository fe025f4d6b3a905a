// Trade words for composed names: people and work trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
dogs | Pet Care, Dog Care | paw, bone, fetch, hound, puppy, collar, leash, tail, kennel, scruff, whisker, brindle
hair | Salon, Hair Studio, Barbers | comb, scissors, curl, fringe, razor, quiff, clipper, braid, fade, pomade, snip, mane, bob, crop
beauty | Beauty, Beauty Bar, Cosmetics | lash, blush, lipstick, gloss, brow, mascara, rouge, shimmer, powder, contour, tint, pout, kohl, lacquer
skincare | Skincare, Apothecary, Botanicals | balm, serum, aloe, rosehip, dew, lotion, tonic, cucumber, rosewater, jojoba
jewellery | Jewellery, Jewellers, Goldsmiths | ring, gem, locket, pearl, gold, silver, diamond, pendant, charm, bangle, clasp, carat, chain, facet, filigree
clothes | Clothing, Outfitters, Apparel | denim, tweed, button, jacket, pocket, linen, cotton, coat, twill, shirt
leather goods | Leatherworks, Leather Goods, Saddlery | satchel, buckle, saddle, wallet, strap, belt, rivet, hide, purse, bridle, harness
yoga | Yoga, Yoga Studio | lotus, mat, flow, breath, pose, vinyasa, crow, asana, bolster
training | Fitness, Strength, Gym | barbell, squat, rep, lunge, treadmill, lift, grip, rack, sled, sweat
bikes | Cycles, Bikes, Cycleworks | spoke, pedal, chain, saddle, tandem, sprocket, crank, bell, helmet, cog, pump
outdoor gear | Outfitters, Gear, Supply | tent, rope, boot, rucksack, flask, torch, harness, crag, map
trips | Travel, Tours, Journeys | passport, suitcase, postcard, atlas, ticket, luggage, trail, route, signpost, itinerary
mountain walks | Walking Tours, Treks, Walks | summit, peak, ridge, valley, meadow, pine, glacier, alp, edelweiss, fell, scree, tarn
weddings | Weddings, Bridal, Elopements | vow, veil, confetti, aisle, lace, bouquet, toast, tulle, corsage, garter
events | Events, Productions, Event Hire | marquee, stage, spotlight, gala, encore, bunting, balloon, banner, podium, fanfare
childcare | Nursery, Daycare, Preschool | crayon, puddle, sandpit, bubble, swing, rhyme, beanbag, welly, nap, cubby
tutoring | Tutoring, Tutors, Academy | pencil, chalk, notebook, ruler, jotter, desk, homework, exam, theorem, tangent, integer
coding for kids | Coding, Code Camp, Robotics | rover, bot, pixel, rocket, gizmo, byte, gadget, widget, loop, sensor
coaching | Coaching, Mentoring | stride, milestone, whistle, foothold, stopwatch, clipboard, waypoint, goal, rung
music | Music, Music School, Music Lessons | chord, piano, guitar, drum, tempo, fret, violin, octave, metronome, plectrum, reed, bow, capo
dental care | Dental, Dentistry, Dental Care | smile, floss, tooth, molar, mint, grin, crown, enamel, fluoride, incisor
care | Care, Nursing, Clinic | bedside, nurse, pulse, bandage, scrubs, blanket, rounds, splint, gown
sleep | Sleep, Bedding, Sleepwear | pillow, duvet, moon, lullaby, slumber, quilt, pyjamas, snooze, nightcap, doze, hush
bookkeeping | Bookkeeping, Accounts, Accounting | ledger, tally, receipt, abacus, invoice, balance, journal, payroll
creative work | Studio, Design, Creative | sketch, doodle, ink, logo, stencil, marker, font, mockup
photographs | Photography, Pictures, Photo | shutter, lens, camera, snap, film, flash, portrait, darkroom, aperture
legal work | Legal, Law, Solicitors | gavel, deed, scales, seal, charter, verdict, clause, brief, writ, counsel, statute, quill
advice | Consulting, Advisory, Partners | playbook, roadmap, flipchart, boardroom, briefcase, chart, pivot, scorecard
marketing | Marketing, Agency, Media | megaphone, billboard, jingle, slogan, headline, poster, tagline, buzz, pitch, placard
software | Software, Labs, Systems | byte, cloud, code, cursor, stack, cache, server, thread, branch, commit, query
fraud detection | Analytics, Labs, Intelligence | radar, tripwire, canary, sentry, flag, trace, clue, sonar, magnifier
security | Security, Cyber, Defence | vault, moat, firewall, fortress, guard, cipher, password, token, alarm
shared bills | Pay, Money | split, kitty, tab, halves, divvy, coin, penny, quid, round
history | Podcast, Radio, Histories | relic, archive, chronicle, almanac, scroll, museum, artefact, patent, prototype, dynamo
videos | Films, Productions, Media | reel, scene, clip, montage, clapper, cut, screen, tripod, premiere, splice
meetings | Notes, Software | huddle, agenda, memo, notepad, recap, minutes, jot, scribe, debrief
second-hand finds | Thrift, Resale, Exchange | trove, rummage, jumble, bargain, vintage, swap, attic, haul, barter, stall
getting things done | Planner, Software | tick, checklist, streak, timer, hourglass, checkbox, calendar, inbox
books | Books, Bookshop, Booksellers | chapter, spine, bookmark, page, shelf, novel, paperback, story, margin
games | Games, Game Studio, Studios | quest, dice, joystick, arcade, pixel, loot, combo, cartridge, respawn, warp
languages | Languages, Translations, Language School | accent, phrase, idiom, alphabet, tongue, dialect, vowel, greeting, glossary
`
