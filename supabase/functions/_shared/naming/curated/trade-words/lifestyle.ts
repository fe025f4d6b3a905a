// Trade words for composed names: lifestyle trades. Format: subject | nouns | words   (see curated/trade-words/index.ts)
export default `
podcasts | Podcast, Audio, Studios | mic, episode, guest, headset, jingle, studio, couch, waveform, cable, booth, sofa, mug, feed
newsletters and news | News, Gazette, Press | headline, inbox, column, paper, scoop, notebook, pencil, stamp, ink, page, letter, staple, doorstep
websites and IT support | Web Design, Web, Tech | laptop, screen, pixel, cursor, router, cable, server, keyboard, mouse, click, page, plug, wifi, tab
escape rooms | Escape Rooms, Escapes | padlock, clue, key, cipher, riddle, keyhole, vault, hourglass, trapdoor, candle, puzzle, code
entertainment venues | Lanes, Arcade, Play | pins, lane, strike, token, axe, putter, joystick, neon, ball, score, laser, pinball
party entertainment | Parties, Entertainers, Disco | balloon, confetti, wand, rabbit, glitter, bubble, disco, castle, cake, hat, whistle, streamer, sparkle
sports coaching | Academy, Coaching, Sports | whistle, ball, cone, net, racket, bib, goal, court, boot, pitch, hoop, bat, kit
eyewear | Opticians, Eyewear, Optical | lens, frame, chart, case, cloth, hinge, tint, letter, shade, rim, blink, sunshine
holistic health | Therapies, Clinic, Wellbeing | needle, herb, oil, stone, bowl, foot, towel, leaf, root, palm, breath, lavender
nutrition | Nutrition, Nutritionist | plate, bowl, apple, oat, lentil, seed, spoon, carrot, leaf, jar, beet, grain, pea
horses | Stables, Equestrian, Riding School | saddle, hoof, stirrup, bridle, mane, paddock, rein, hay, oats, carrot, rosette, trot, canter
`
