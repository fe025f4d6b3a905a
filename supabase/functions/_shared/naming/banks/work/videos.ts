import { bank } from '../types.ts'

export default bank('videos', `
*Cliphanger | - | clip + cliffhanger: videos people watch to the end | Watched to the very last second.
Scenesteal | - | the video that steals the scene | Steal the scene.
Bosscam | gaming gamer stream gamers streamer | a camera on every boss fight | Every boss fight, live.
*Sizzleshow | cooking food recipe | a show you can almost hear sizzle | You can hear it sizzle.
Layoverlens | travel | filming every layover | Even the layovers look good.
Postcardcut | travel | travel videos cut like postcards | Postcards that move.
Puppetbox | kid family children | a box of puppets on screen | Puppets for little viewers.
Contourcut | beauty makeup | contour tutorials, cut sharp | Contour, step by step.
Plankclock | fitness workout | the clock ticking through a plank | Hold it. We'll count.
Sweatscreen | fitness workout | a workout screen to sweat along to | Sweat along at home.
Chalkcast | education lesson tutorial | chalkboard lessons, broadcast | The chalkboard, broadcast.
Riffroll | music musician | rolling riffs on camera | Riffs, rolling.
Chordtape | music musician | chords on tape | Every chord, on tape.
Benchvlog | diy craft maker | a vlog from the workbench | From the bench, to your screen.
# r10: detail names
Vowreel | wedding bride bridal elopement | vow + reel: wedding films | Your vows, on reel forever.
Boardroomcut | corporate explainer testimonial brand | boardroom + cut: business videos | Videos the boardroom signs off.
Wagreel | pet pets dog cat dogs cats puppy | wag + reel: pet videos | Every wag, on reel.
Gadgetclip | gadget gadgets tech review unboxing | gadget + clip: tech reviews | Gadgets, tested on camera.
Trowelcam | garden gardening gardener plant allotment | trowel + cam: garden videos | Dig in with us.
Revreel | car cars automotive motor | rev + reel: car videos | Hear every rev.
Punchlinecut | comedy comedian sketch funny prank | punchline + cut: comedy clips | Cut straight to the punchline.
Touchlinereel | sport sports football soccer match | touchline + reel: sport filmed from the touchline | Every match, from the touchline.
Campfirecam | camping camp outdoor outdoors hiking | campfire + cam: outdoor videos | Filmed by the campfire.
Bobbercam | fishing angling angler fish | bobber + cam: fishing videos | Watch the bobber with us.
# r11: detail names
Mirrorcut | fashion style outfit outfits haul | mirror + cut: outfit videos shot in the mirror | Outfits, straight from the mirror.
Haulreel | haul hauls fashion shopping | haul + reel: shopping hauls on camera | Every haul, unpacked on camera.
Piggycam | money finance budget budgeting saving | piggy bank + cam: money videos | Saving, explained on camera.
Coinclip | money finance investing stocks | coin + clip: short money videos | Money talk in a minute.
Twirlreel | dance dancing dancer choreography | twirl + reel: dance videos | Every twirl, on reel.
Spinetalk | book books reading booktube | spine + talk: book chat on camera | Books, talked through spine to spine.
Fizzcam | science experiment experiments chemistry | fizz + cam: science experiments on camera | Watch it fizz.
Beakerreel | science experiment chemistry lab | beaker + reel: lab videos | Science you can watch bubble.
Whispercam | asmr whisper relaxing tingles | whisper + cam: ASMR videos | Turn it down and listen.
Matreel | yoga pilates stretch meditation | mat + reel: yoga videos to follow on the mat | Roll out the mat, press play.
Hallwaycam | property realestate realtor listing housetour | hallway + cam: home walk-through videos | Walk through every room from the sofa.
Kickflipcam | skate skateboard skateboarding bmx | kickflip + cam: skate videos | Every kickflip, landed on camera.
Blush & Brush | beauty makeup skincare | blush and brush: makeup tutorials, step by step | Blush, brush, record.
Spatulacam | cooking food recipe baking | spatula + cam: cooking videos | Spatula in one hand, camera in the other.
# r12: detail names
*Doodlereel | animation animated cartoon explainer | a reel of doodles brought to life | Doodles that move and explain.
Wallfly Films | documentary doc storytelling | fly-on-the-wall documentary films | Real stories, filmed from the wall.
Upright Reels | tiktok shorts reels vertical social | videos shot upright for phones | Made to be watched upright.
Crayoncam | kid kids children family | a camera and a box of crayons: videos for kids | Bright videos for little viewers.
Sawdustcam | diy woodwork maker craft | the camera in a sawdusty workshop | Builds filmed in the sawdust.
*First Dance Films | wedding bride bridal | wedding films built around the first dance | Your first dance, filmed forever.
Encorecut | event events conference concert | event videos worth an encore | Events filmed for an encore.
Shopfront Films | small business local shop | short films for the shopfront of a small business | Your shop, starring in its own film.
# r13: detail names
Hoverreel | drone aerial fpv | hover + reel: films shot from a hovering drone | See it all from above.
Tallylight | livestream livestreaming broadcast webinar webinars | the red tally light that says a camera is live | When the red light's on, you're live.
Creakcam | ghost ghosts paranormal haunted spooky | the camera that catches every creak at night | Leave the camera running.
Naptimecam | parenting parent parents mum mom dad baby | videos made while the baby naps | Filmed between feeds and naps.
# r14: detail names
Elevator Films | corporate explainer testimonial brand | a business's elevator pitch, told on film | Your pitch, in ninety seconds.
Spinshot | product products ecommerce | the product spinning on the turntable, every side shown | Every side of the product, in one spin.
Pausepoint | education lesson lessons tutorial tutorials course courses elearning | lessons with a point to pause and try it yourself | Pause, try, press play.
Loopclip | tiktok shorts reels vertical social instagram | a short clip that loops so well nobody scrolls on | Watched on loop.
Keyturn Tours | property realestate realtor listing housetour | a home tour that starts with the key in the door | Turn the key, take the tour.
Flipbook Films | animation animated cartoon explainer motion | films made frame by frame like a flipbook | Flip it, watch it move.
Same Night Edit | event events conference concert party | the event film edited and shown the same night | Filmed tonight. Shown tonight.
Zoomies Cam | pet pets dog dogs cat cats puppy | the camera that keeps up with a dog's zoomies | Fast enough for the zoomies.
# r17: detail names
Flea Find Films | restore restoration furniture antique antiques vintage flea secondhand | flea market finds restored on film | Found at the flea, saved on film.
First Toolbox | beginner beginners learn learning starter tutorial tutorials novice | the first toolbox a beginner fills, explained | Start with the basics, one tool at a time.
Curbfind | budget cheap free curbside kerbside frugal secondhand salvage | furniture found on the curb and fixed up | Left on the curb, restored on camera.
`)
