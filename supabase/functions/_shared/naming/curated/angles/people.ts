// Angle lexicon: AUDIENCES AND PEOPLE. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
// Ages
babies, infant, infants, newborn, newborns, baby | cradle, swaddle, rattle, bootie, bassinet, milk tooth, tiny toes | the littlest ones you care for
toddler, toddlers, preschooler, preschoolers, little ones | wobble, puddle, crayon, sandbox, tiptoe, welly, building block | the little ones finding their feet
kid, kids, child, children, kiddos, youngsters | treehouse, hopscotch, kite, conker, marble, lunchbox, piggyback | the kids you do it for
girls, girl | pigtail, daisy chain, jump rope, ribbon, hair bow, cartwheel | the girls you serve
boys, boy | slingshot, soapbox, tin soldier, dirt bike, conker, den | the boys you serve
teen, teens, teenager, teenagers, teenage, tween, tweens, preteen, preteens, adolescents | skatepark, locker, mixtape, hoodie, homeroom, bus stop | the teenagers you serve
student, students, undergrad, undergrads, undergraduates, college students, uni students, grad students | quad, satchel, ivy, lecture, all nighter, study hall, freshman | the students you help through
graduates, graduate, grads, new grads, alumni | tassel, diploma, yearbook, scroll, gown, alma mater | the graduates setting out
millennials, millennial, gen z, young adults, twentysomethings, young people | flatshare, group chat, playlist, side hustle, moving day, pot plant | the young adults you serve
midlife, middle aged, middle-aged, empty nesters, empty nester | second act, silver fox, halfway, crossroads, second wind, reading glasses | the grown-ups starting a new chapter
senior dogs, senior dog, old dogs, old dog, older dogs, elderly dogs, senior pets, older pets, senior cats, aging pets | grey muzzle, hearthrug, fireside, slow walk, old friend, velvet ear | the old dogs you look after
elderly, seniors, senior, older adults, older people, pensioner, pensioners, older generation | silver, porch swing, rocking chair, hearth, armchair, almanac, pocket watch | the older folk you look after
retiree, retirees, retired, retirement | gold watch, deckchair, allotment, sunroom, long lunch, garden gate | the retirees you serve
grandparent, grandparents, grandma, grandpa, grandmother, grandfather, grandchildren, grandkids, granny, nana | cardigan, biscuit tin, storybook, heirloom, sunday lunch, keepsake | the grandparents you serve

// Life stages and households
new parents, new parent, new mums, new moms, new dads | stork, night light, lullaby, pram, onesie, night feed | the new parents you look after
pregnant, pregnancy, expecting, expectant, maternity, prenatal, antenatal, postpartum | bump, bloom, nest, stork, due date, nine moons | the mothers-to-be you care for
parents, parent, parenting, mums, moms, mum, mom, mothers, motherhood, working parents, single parents | lunchbox, fridge door, minivan, car seat, juggler, bedtime | the busy parents you serve
dads, dad, fathers, fatherhood, daddy | piggyback, grill, shed, workbench, lawn chair, toolbox | the dads you serve
family, families, households | hearth, front porch, sunday roast, doorframe, picnic, kitchen table | the families you serve
family-run, family-owned, family business, third-generation, second-generation | namesake, heirloom, family tree, old ledger, storefront, handed down | the family name over your door
foster families, foster parents, foster carers, adoptive parents, adoptive families | homecoming, open arms, new nest, porch light, spare bed | the families opening their homes
couples, lovebirds, date night, date nights, romantic, romance | lovebird, tandem, candle glow, duet, two chairs, corner table | the couples who come to you
newlyweds, newlywed, honeymoon, honeymooners, brides, engaged couples | confetti, bouquet, veil, tin cans, something blue, garland | the newlyweds you celebrate
singles, dating | blind date, dance card, matchbook, corner booth, wallflower, spark | the singles you bring together
expat, expats, expatriate, expatriates, digital nomads, digital nomad, nomads | far shore, time zone, care package, airmail, postmark, hammock | the expats far from home
immigrants, immigrant, migrants, refugees, refugee, diaspora | welcome mat, new shore, homeland, doorstep, suitcase, harbour | the newcomers making a home here
homeowner, homeowners, householders | front door, keyring, doormat, mailbox, gable, porch | the homeowners you serve
homebuyers, home buyers, house hunters, new homeowners | house keys, moving box, sold sign, threshold, welcome mat, new keys | the buyers getting their keys
landlord, landlords, property owners, property managers, property manager | stoop, doorbell, ledger, lintel, master key, rent book | the landlords you work for
tenant, tenants, renter, renters, renting | walkup, buzzer, hallway, stairwell, mailslot, moving day | the renters you serve
roommate, roommates, flatmates, housemates, shared house, co-living, coliving | spare key, chore chart, bunk, fridge note, flatshare, rota | the housemates sharing a home

// Work and roles
nurse, nurses, nursing staff, healthcare workers, health workers | scrubs, lamplight, lanyard, ward, clipboard, night light | the nurses you look after
doctor, doctors, physician, physicians, clinicians, clinician, surgeons, gps | house call, bedside, white coat, pager, caduceus, lancet | the doctors you serve
hospitals, hospital, clinics, care homes, nursing homes, healthcare providers | ward, corridor, triage, orderly, bedside, night desk | the hospitals and clinics you serve
patients, patient care | waiting room, bedside, grapes, get well, recovery room | the patients you care for
caregivers, caregiver, carers, carer, family caregivers | teacup, handrail, kettle, blanket, night lamp, house call | the carers you support
teachers, teacher, educators, educator, faculty | red pen, apple, gradebook, ruler, lectern, chalk dust | the teachers you work for
schools, classroom, classrooms, pupils, schoolchildren | chalk, recess, hall pass, satchel, lunch bell, inkwell | the schools and pupils you serve
homeschool, homeschooling, homeschoolers, home educators | field trip, workbook, flashcard, globe, pencil case, nature table | the families learning at home
researchers, scientists, scientist, academics, academic, laboratories | lab bench, beaker, field notes, petri dish, pipette, flask | the researchers you work with
freelance, freelancer, freelancers, self-employed, solopreneur, solopreneurs, sole traders, sole trader | day rate, hot desk, laptop, invoice, shingle | the freelancers going it alone
remote workers, remote work, remote teams, remote-first, wfh, home office, hybrid work, distributed teams | slippers, kitchen desk, video call, window seat, mute button, doorstep | the remote teams you serve
designers, graphic designers, web designers, creatives, creative teams | swatch, moodboard, grid, pencil, tracing, drafting | the designers you serve
photographer, photographers, photo studios | shutter, aperture, darkroom, tripod, golden hour, contact sheet | the photographers you serve
software developers, web developers, app developers, programmers, programmer, coders, coder, devs, software engineers, engineering teams | semicolon, cursor, terminal, bracket, commit, keystroke, night owl | the developers you build for
small business, small businesses, smbs, smes, sme, shopkeepers, shop owners, business owners, independent shops, local businesses | shopfront, awning, shop bell, ledger, open sign, main street, till | the small businesses you serve
startup, startups, founders, founder, cofounders, co-founders, entrepreneurs, entrepreneur, scaleups, early-stage | launchpad, napkin, garage, runway, blueprint, pitch deck, seedling | the founders building something new
enterprise, enterprises, corporations, large companies, big companies, corporate clients | atrium, glass tower, mainframe, skyline, mezzanine, lift lobby | the big companies you serve
professionals, office workers, corporate, businesspeople, white-collar, young professionals | briefcase, fountain pen, lapel, desk lamp, corner office, commuter | the professionals you serve
executives, executive, execs, ceos, c-suite, leaders, leadership, managers | pinstripe, top floor, signet, helm, boardroom, chess piece | the leaders you work with
employees, employee, workforce, coworkers, colleagues, staff members | water cooler, breakroom, name badge, canteen, lanyard, staffroom | the teams you look after
shift workers, night workers, key workers, essential workers, frontline workers | moonshift, rota, thermos, locker, late bus, clock card | the shift workers you serve
first responders, firefighters, firefighter, paramedics, police officers, emergency services | night watch, callout, blue light, siren, station bell, turnout | the first responders you serve
veterans, military, service members, armed forces, troops, military families, ex-military | dog tag, bugle, reveille, duffel, mess hall, parade | the veterans and service families you serve
restaurants, restaurateurs, restaurant owners, chefs, hospitality, line cooks, kitchen staff | ticket rail, brigade, service bell, hotplate, apron, line cook | the kitchens and restaurants you serve
retailers, retailer, stockists, merchants, store owners, online sellers, etsy sellers | counter, shelf, shop window, stockroom, till roll, price tag | the shops and sellers you serve
marketers, marketing teams, growth teams | megaphone, billboard, headline, sandwich board, funnel, press run | the marketers you work with
sales teams, salespeople, sales reps, account executives | handshake, cold call, closer, order book, road show, doorstep | the sales teams you equip
job seekers, jobseekers, job hunters, career changers, unemployed | cover letter, new leaf, doorway, interview suit, stepping stone, ladder | the job hunters you help
apprentices, apprentice, interns, intern, trainees, trainee | toolbox, sidekick, bench hand, tool roll, overalls, shadow | the apprentices learning the trade
tradespeople, tradesmen, tradeswomen, tradies, skilled trades, blue-collar, blue collar, labourers | toolbelt, steel toe, lunch pail, work boots, tape measure, hard hat | the tradespeople you serve
truckers, trucker, truck drivers, lorry drivers, hauliers | long haul, mile marker, convoy, diesel, rig, cab light | the truckers on the road
drivers, motorists, car owners | glovebox, open road, ignition, dashboard, tail light, road atlas | the drivers you serve
farmers, farmer, ranchers, rancher, growers, smallholders, smallholder, farmhands | field gate, hay bale, almanac, barn door, seed drill, muddy boots | the farmers you work for
fishermen, fisherman, fishing crews, fishing fleet, fishers | oilskin, buoy, net loft, trawler, lobster pot, tide table | the fishing crews you serve
airbnb hosts, hoteliers, innkeepers, guesthouse owners, rental hosts | guestbook, turndown, welcome mat, key box, front desk, fresh linen | the hosts you help welcome guests
charities, charity, volunteers, volunteer, community groups, ngos | bake sale, village hall, hand up, clipboard, tea urn, bunting | the good causes you serve
congregation, congregations, parish, parishes, parishioners, churchgoers | pew, steeple, hymnal, choir loft, bell rope, lectern | the congregations you serve
investors, investor, angel investors, shareholders, savers | nest egg, ticker, vault, gold bar, strongbox, piggy bank | the investors and savers you serve

// Makers, players and fans
writers, writer, authors, author, novelists, novelist, poets, poet | quill, inkwell, margin, foolscap, chapter, blank page, typeset | the writers you serve
readers, book lovers, bookworms, bookworm, book clubs, book club | bookmark, spine, reading lamp, inglenook, bookplate, paperback | the readers you serve
artists, artist, painters, painter, illustrators, sculptors | easel, gesso, charcoal, ochre, canvas, attic studio | the artists you serve
makers, crafters, crafter, hobbyists, hobbyist, diyers, knitters, quilters, sewists, craftspeople | workbench, thimble, bobbin, pegboard, offcut, skein, sawdust | the makers you serve
musicians, musician, songwriters, songwriter, singers, singer | setlist, backstage, green room, encore, tour van, plectrum, jukebox | the musicians you serve
actors, actor, performers, performer, thespians, comedians | curtain call, limelight, stage door, callback, wings, marquee | the performers you serve
dancers, dancer, ballerinas | barre, pirouette, sprung floor, spotlight, pointe, tutu | the dancers you serve
filmmakers, filmmaker, videographers, videographer | dailies, rushes, reel, cutting room, boom mic, slate | the filmmakers you serve
creators, content creators, influencers, tiktokers | ring light, airtime, red light, thumbnail, green screen, mic stand | the creators you serve
gamers, gamer, gaming community, esports, board gamers, tabletop gamers | respawn, cartridge, high score, arcade, save point, pixel, dice bag, joystick | the players you serve
geeks, geek, nerds, nerd, techies, early adopters, tech enthusiasts | side quest, footnote, circuit, beta, patch notes, trivia | the curious minds you serve
collectors, collector, collectibles | curio, display case, specimen, loupe, catalogue, cabinet | the collectors you serve
enthusiasts, enthusiast, aficionados, connoisseurs, devotees, superfans, diehards, buffs | front row, rabbit hole, deep dive, box seat, well thumbed | the devotees you serve
sports fans, football fans, supporters | terrace, scarf, half time, season ticket, home end, rattle | the fans you serve
foodies, foodie, home cooks, home cook, food lovers, gourmets | tasting spoon, recipe card, larder, ladle, spice rack, stockpot | the food lovers you serve
plant parents, plant lovers, green thumbs, houseplant lovers | cutting, trowel, watering can, clay pot, seedling, potting bench | the plant lovers you serve
bargain hunters, deal hunters, thrifters, thrift shoppers | rummage, car boot, jumble, flea market, magpie, treasure | the bargain hunters you serve
petrolheads, gearheads, car enthusiasts, car lovers, motorheads | redline, piston, chrome, torque, pit lane, grease gun | the car lovers you serve
motorcyclists, motorcyclist, bikers, biker | throttle, kickstand, saddlebag, visor, leathers, twisties | the riders you serve

// Sport and outdoors
athletes, athlete, sportspeople, sports teams, competitors | podium, locker room, whistle, jersey, kit bag, starting block | the athletes you serve
runners, joggers, marathoners, marathon runners | stopwatch, finish line, spikes, home straight, mile split, dawn run | the runners you serve
cyclists, cyclist, mountain bikers, road cyclists | peloton, chainring, cadence, tailwind, spoke, cleat | the cyclists you serve
hikers, hiker, ramblers, backpackers, mountaineers | trailhead, waymark, bootlace, ridgeline, rucksack, base camp | the hikers you serve
climbers, climber, boulderers, rock climbers | crag, crux, belay, handhold, chalk bag, top rope | the climbers you serve
swimmers, swimmer, wild swimmers, open water | lido, lane rope, deep end, goggles, cold dip, tumble turn | the swimmers you serve
surfers, surfer, bodyboarders | swell, reef break, wax, barrel, longboard, fin | the surfers you serve
skiers, skier, snowboarders, snowboarder | piste, chairlift, powder, fresh tracks, mogul, gondola | the skiers you serve
golfers, golfer | fairway, tee box, back nine, clubhouse, divot, birdie | the golfers you serve
sailors, sailor, boaters, yachties, boat owners | mooring, bowline, tiller, keel, halyard, masthead | the sailors you serve
anglers, angler, fly fishers | creel, fly box, riverbank, waders, lure, dawn rise | the anglers you serve
lifters, powerlifters, bodybuilders, weightlifters, gym-goers, gymgoers | barbell, iron, squat rack, dumbbell, chalk, spotter | the lifters you serve
adventurers, adventure seekers, explorers, campers, outdoorsy | campfire, bedroll, tent peg, kindling, trail mix, lantern | the adventurers you serve
birders, birdwatchers, birdwatching, birdwatcher | dawn chorus, field guide, plumage, feeder, warbler, wingbeat | the birders you serve
travellers, travelers, traveller, traveler, tourists, tourist, holidaymakers, vacationers, globetrotters, business travellers, frequent flyers | luggage tag, atlas, boarding pass, passport, suitcase, jet stream | the travellers you serve
commuters, commuter, daily commute | turnstile, platform, timetable, travel mug, bike lock, season pass | the commuters you serve
night owls, night owl, insomniacs, insomniac | midnight oil, small hours, lamplight, nightcap, moonrise, night light | the night owls you serve
early risers, early riser, morning people | lark, cockcrow, daybreak, sunrise, dew, rooster | the early risers you serve

// Identities and groups
women, woman, female, ladies, women-owned, women-led, womens | lioness, locket, riveter, hatpin, rosewater, sister | the women you serve
men, gentlemen, gents, male, mens | flat cap, pocket watch, brogue, tweed, cufflink, hip flask | the men you serve
lgbtq, lgbt, queer, gay, lesbian, trans, nonbinary, lgbtqia | rainbow, prism, lavender, disco ball, chosen family, spectrum | the queer community you serve
disabled, disability, disabilities, wheelchair users, wheelchair, special needs, mobility aids | ramp, wide door, handrail, doorway, kerb cut, level ground | the disabled people you serve
neurodivergent, neurodiverse, autistic, autism, adhd, sensory needs | quiet room, weighted blanket, fidget, spinning top, headphones, lava lamp | the neurodivergent minds you serve
beginner, beginners, novice, novices, newbies, newbie, amateurs, amateur, beginner-friendly | training wheels, learner plate, starter kit, stepping stone, foothold, warm up | the beginners you start off
first-time, first-timers, first time | threshold, doorstep, maiden voyage, new key, debut, opening night | the first-timers you guide
experts, expert, experienced, specialists | old hand, black belt, whetstone, master key, guildhall | the seasoned hands you serve
non-technical, nontechnical, technophobes, technophobe, luddites, not techy | big button, paper map, plain english, dial tone, pencil, notepad | the people who want it simple
introverts, introvert, introverted, homebodies, homebody | snug, window seat, quiet corner, inglenook, book fort, hideaway | the quiet ones you serve
pet owners, pet parents, pet lovers, animal lovers, fur babies, furry friends | nose print, water bowl, furball, paw print, doormat, nuzzle | the pet lovers you serve

// Animals as clients
dog, dogs, canine, canines, pooch, pooches, doggy, hound, hounds, dog owners, dog lovers | mutt, paw, wag, fetch, leash, scruff, muddy paws, tail wag | the dogs you look after
puppy, puppies, pup, pups, young dogs | chew toy, wiggle, floppy ear, sock thief, tumble, milk teeth | the puppies you raise
large breeds, large breed, big dogs, big dog, giant breeds, giant breed, large dogs | bear hug, big paw, gentle giant, wolfhound, mastiff, broad back | the big dogs you look after
small dogs, small breeds, small breed, toy breeds, lapdogs, lap dogs, little dogs | teacup, pipsqueak, button nose, cushion, pocket, lapful | the little dogs you look after
cat, cats, feline, felines, kitty, kitties, cat owners, cat lovers | whisker, purr, pounce, tabby, sunbeam, yarn, sill | the cats you look after
kitten, kittens | mitten, fluff, scamper, yarn ball, button, pounce | the kittens you raise
horse, horses, equine, equines, pony, ponies, equestrian, equestrians, horse owners, horse riders, foals | stirrup, hoofbeat, bridle, paddock, canter, halter, tack room | the horses and riders you serve
rescue dogs, rescue animals, rescue pets, rescues, shelter animals, shelter dogs, adopted pets | forever home, second chance, homecoming, lifeline, new leash, stray | the rescued animals you look after
rabbits, bunnies, guinea pigs, hamsters, small pets, small animals | hutch, clover, burrow, carrot top, hay nest, nibble | the small pets you look after
backyard chickens, chicken keepers, poultry, poultry keepers, backyard flock | coop, roost, perch, nest box, eggcup, henhouse | the flocks you look after
livestock, cattle, sheep, goats, herds, dairy herd, cows | drover, crook, fleece, byre, sheepdog, hay rack | the herds and flocks you tend
reptiles, reptile, exotic pets, lizards, snakes, reptile keepers | vivarium, basking lamp, heat rock, scale, moss | the reptiles you look after

// States of the customer
busy, time-poor, time-strapped, overworked, hectic, rushed | lunch break, egg timer, errand, speed dial, express lane, hourglass | the busy people short on time
stressed, stress, stressful, overwhelmed, burnout, burned out, burnt out, frazzled, exhausted | deep breath, hammock, lull, day off, soft landing, slow tide | the frazzled people you help unwind
anxious, anxiety, nervous, nerves, shy, timid, fearful, skittish, reactive, jittery, scared, worried | hush, burrow, nest, cocoon, soft voice, hideaway, blanket | the nervous ones you put at ease
sensitive, sensitivities, delicate | feather, velvet, petal, silk, cotton, eiderdown | the sensitive ones you care for
allergy, allergies, allergic, allergen, allergens, intolerance, intolerances, intolerant, nut-free, coeliac, celiac, dairy-free | clear label, fine print, checklist, clean slate, safe harbour, tick box | the allergies you work around
injured, injury, injuries, recovering, rehab, post-surgery, post-op, convalescing, convalescence | comeback, second wind, knitbone, mend, splint, crutch | the people you help back on their feet
grieving, grief, bereaved, bereavement, mourning | keepsake, candle, willow, lantern, still water, bluebell, vigil | the grieving you stand beside
chronic illness, chronically ill, chronic pain, spoonies, long covid | spoon, heat pack, slow day, soft landing, armchair, blanket | the chronically ill people you serve
dementia, alzheimers, memory loss | memory box, photo album, old tune, keepsake, music box, garden bench | the people with dementia you care for
lonely, loneliness, housebound | pen pal, porch light, letterbox, open door, kettle, knock | the lonely people you reach
low-income, low income, underserved, disadvantaged, struggling families, marginalised, marginalized | open door, hand up, commons, doorstep, lantern, bridge | the communities you stand up for
homeless, homelessness, unhoused, rough sleepers | open door, hearth, warm bed, blanket, soup pot, threshold | the people without a home you serve
menopause, menopausal, perimenopause | second spring, cool breeze, sea breeze, sage, evening primrose, paper fan | the women in midlife you support
`
