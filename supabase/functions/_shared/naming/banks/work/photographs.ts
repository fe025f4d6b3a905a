import { bank } from '../types.ts'

export default bank('photographs', `
Softshutter | - | a soft shutter click that nobody notices | Photos taken before you notice.
Glintlens | - | the glint of light a good lens catches | We catch the glint.
Vowframe | wedding bride elopement elope eloping | vow + frame: the vows, framed forever | Your vows, framed forever.
Aislefocus | wedding bride | the photographer's focus on the walk down the aisle | Focused on the walk of your life.
*Confettisnap | wedding bride | the snap of the confetti moment | Caught mid-confetti.
Kinshot | family | kin + shot: a photo of all your kin | Everyone in, nobody missing.
Huddleshot | family group | the family huddled in for one shot | Squeeze in, everyone.
Cradleclick | newborn baby | a quiet click beside the cradle | The first days, softly kept.
Swaddleprint | newborn baby | prints of your baby, swaddled and sleeping | Tiny and swaddled, forever printed.
Hushpose | newborn baby | hushed, gentle posing for newborns | Gentle shoots for tiny sleepers.
Tailblur | pet dog cat | the happy blur of a wagging tail | We're fast enough for the tail.
Wagshutter | pet dog | a shutter quick enough to catch the wag | Every wag, caught.
*Whiskersharp | pet dog cat | pet portraits sharp down to every whisker | Sharp down to the whiskers.
Shelfshine | product ecommerce | product shots that make a listing shine | Products that shine on the shelf.
Ridgelight | travel landscape mountain | the light along a ridge at dawn | We walk up for the light.
Steadygaze | headshot portrait corporate linkedin | a steady gaze that says you mean business | Look like you mean business.
Galashoot | event party corporate events conference | photography for galas and big nights | Your big night, shot well.
Nightflash | event party | flash photos from the night out | The whole night, in flashes.
Drizzlepic | food restaurant | the moment the sauce drizzles, pictured | Caught mid-drizzle.
Slowsilver | film analog analogue darkroom | slow, silver-based film photography | Slow film, silver prints.
# r10: detail names
Bumpframe | maternity pregnancy pregnant bump expecting | bump + frame: the bump, framed | The bump, before the baby.
Listinglens | realestate realtor property listing airbnb | listing + lens: homes photographed to sell | Listings that look like home.
Sidelineshot | sport sports match athlete | sideline + shot: sport shot from the sideline | Every goal, from the sideline.
Tasselsnap | graduation graduate grad yearbook | tassel + snap: the tassel moment, snapped | Caught as the tassel turns.
Hovershot | drone aerial | hover + shot: photos from a hovering drone | We hover. You see everything.
Birdseyelens | drone aerial | bird's-eye + lens: photos from above | The view from way up.
Ringflash | engagement engaged proposal | ring flash: a camera flash, and the flash of a new ring | Say yes. We'll catch it.
Freckleframe | kid kids child children toddler | freckle + frame: children's portraits | Every freckle, framed.
Gigflash | concert gig band music musician | gig + flash: concert photography | The whole gig, flash by flash.
Chromelens | car cars automotive vehicle dealership | chrome + lens: car photography | Every curve, every gleam.
Catwalkflash | fashion model lookbook clothing | catwalk + flash: fashion photography | Straight off the catwalk.
Satinshutter | boudoir lingerie intimate | satin + shutter: boudoir portraits | Soft light, satin and you.
# r11: detail names
Curtainsnap | photobooth booth props | curtain + snap: photos behind the booth curtain | Pull the curtain, strike a pose.
Boaflash | photobooth booth props | a feather boa and a camera flash: photo booth fun | Grab a boa. Smile.
Maneframe | horse horses equestrian pony | mane + frame: horse portraits | Every mane, framed.
Saddleshutter | horse equestrian rider pony | saddle + shutter: equestrian photography | From the saddle to the wall.
Featherfocus | wildlife bird birds birding | feather + focus: bird photography sharp to the feather | Sharp to the last feather.
Frostingflash | cakesmash smash firstbirthday birthday | frosting + flash: cake smash shoots | Frosting everywhere. Every shot kept.
Crumbshot | cakesmash smash firstbirthday | crumbs + shot: a first-birthday cake smash | Crumbs, grins and one big smash.
Shutterschool | course workshop lesson beginner | shutter + school: photography lessons | Take your camera off auto.
Passportpose | passport visa id | passport + pose: photos that pass at the border | Passes first time at the border.
Fadefix | restoration restore repair retouch | fade + fix: old faded photos restored | Faded photos, brought back.
Tearmend | restoration restore repair torn | tear + mend: torn and creased photos repaired | Every tear and crease, mended.
Tabletopsnap | product products ecommerce etsy amazon | tabletop + snap: products shot on the tabletop | Products that sell themselves.
Lapelfocus | headshot headshots linkedin corporate professional | lapel + focus: headshots sharp down to the lapel | Sharp from lapel to smile.
Steamshot | food restaurant menu chef | steam + shot: food caught still steaming | Still steaming in every shot.
# r12: detail names
Picnic Portraits | family outdoor park | relaxed family portraits on a picnic blanket | Family photos on the picnic blanket.
*Sandcastle Portraits | beach seaside coast coastal | portraits on the beach, by the sandcastle | Barefoot portraits by the sea.
Due Date Portraits | maternity pregnancy pregnant bump expecting | portraits before the due date | Your bump, weeks before the due date.
Kerbside Lens | realestate property realtor listing | the house seen from the kerb, at its best | Listings that look good from the kerb.
*Gappygrin | kid kids child children | the gap-toothed grin of a child | Every gappy grin, saved.
Laughline Portraits | senior seniors elderly grandparents | portraits that honour every laugh line | Portraits that love every laugh line.
Finishline Frame | sport sports race running marathon athlete | the shot at the finish line | Your finish line, framed.
Cap Toss Photos | graduation graduate grad | the moment graduates throw their caps | Caught mid-toss on graduation day.
# r13: detail names
Fairylight Minis | christmas xmas festive santa minis | short Christmas mini sessions under fairy lights | Twenty festive minutes, a year of smiles.
Slowdance Portraits | couple couples anniversary valentine valentines romantic | couples photographed as if in a slow dance | Just the two of you, slowly.
Startrail Lens | astrophotography astro stars milkyway nightsky | star trails caught through a long exposure | The Milky Way, over your rooftop.
Bubblelens | underwater scuba diving diver snorkel snorkelling | a lens among the bubbles: underwater photography | Photos from below the surface.
Spitcomb | schools nursery preschool pupils | the last-minute spit comb before picture day | Picture day, hair and all.
# r14: detail names
Lanyard Lens | conference conferences | photography for conferences, where everyone wears a lanyard | Every speaker, every lanyard, caught.
Bended Knee Photos | engagement engaged proposal propose proposing | the moment someone goes down on one knee | We'll hide. You kneel.
Switchback Prints | travel landscape landscapes mountain mountains hiking | prints from the top of the switchback trail | Worth every switchback.
Pitside | concert concerts gig gigs band bands festival | shooting from the photo pit in front of the stage | Shot from the front of the pit.
Thirtysix Frames | film analog analogue darkroom 35mm | the thirty-six frames on a roll of film | Thirty-six chances. No deleting.
# r15: detail names
# r16: detail names
Tripod Library | rental rentals rent renting hire borrow gear equipment camera cameras lens lenses kit | borrow tripods, cameras and lenses like library books | Borrow the kit, return it Monday.
Gimbal Garage | rental rentals rent renting hire gear equipment camera cameras video kit | a garage stacked with gimbals and camera gear to rent | Rent the rig for the weekend.
Manual Mode Club | course courses workshop workshops lesson lessons class classes beginner beginners learn | taking beginners off auto and into manual mode | Off auto, into manual.
Chin Forward | headshot headshots linkedin corporate professional business | "chin forward": the headshot photographer's first tip | Chin forward. You look the part.
Callback Headshots | headshot headshots actor actors acting casting theatre | actor headshots that win the callback | Headshots that get the callback.
# r17: detail names
Peerlens | rental rentals rent renting hire borrow borrowing lend lending peer p2p marketplace share sharing gear equipment lens lenses | peer + lens, said like "peerless": lenses rented from photographer to photographer | Peerless glass, rented from your peers.
Borrowed Glass | rental rentals rent renting hire borrow borrowing lend lending peer p2p marketplace gear equipment lens lenses body bodies | "glass" is what photographers call lenses: shoot on a lens borrowed from another photographer | Shoot the job on borrowed glass.
About Page Portraits | branding brand personalbrand coach coaches entrepreneur entrepreneurs founder founders smallbusiness website | portraits made for the About page of your website | The face your About page is missing.
Paper Sweep Studio | studio studios space backdrop backdrops booking hourly | the curved paper sweep of a studio backdrop, ready to hire by the hour | Roll down the paper, start shooting.
Corsage Portraits | prom proms homecoming formal dance | the corsage pinned on before prom, caught on camera | Pinned, posed and kept forever.
Facetlight | jewellery jewelry ring rings necklace jeweller jeweler product | facet + light: jewellery photographed so light plays on every facet | Every facet, catching the light.
# r18: detail names
*Munro Vows | highlands highland scotland scottish elopement elopements elope eloping mountain munro munros | vows said on top of a Munro, a Scottish mountain over 3,000 feet | Climb the Munro, say the vows.
# r19: detail names
Loch & Lace | highlands highland scotland scottish glen loch elopement elopements elope eloping wedding | a lace wedding dress on the shore of a Highland loch | Lace, a loch, and nobody else.
*Nifty Fifty Club | rent rental rentals renting hire borrow borrowing lend lending gear camera lens lenses peer p2p marketplace share sharing | the "nifty fifty", the 50mm lens every photographer owns: a club that lends kit to each other | Lend your fifty, rent their zoom.
`)
