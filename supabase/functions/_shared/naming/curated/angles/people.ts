// Angle lexicon: AUDIENCES AND PEOPLE. Format: keys | images | gloss   (see curated/angles/index.ts)
export default `
// Ages
babies, infant, infants, newborn, newborns, baby | swaddle, cradle, milk tooth, tiny toes, bassinet | the littlest ones you care for
toddler, toddlers, preschooler, preschoolers, little ones | tiptoe, sandbox, wobble, welly, puddle, crayon | the little ones finding their feet
kid, kids, child, children, kiddos, youngsters | treehouse, kite, piggyback, conker, marble | the kids you do it for
girls, girl | daisy chain, pigtail, cartwheel, ribbon, jump rope | the girls you serve
boys, boy | soapbox, conker, slingshot, tin soldier, den | the boys you serve
teen, teens, teenager, teenagers, teenage, tween, tweens, preteen, preteens, adolescents | hoodie, locker, skateboard, homeroom | the teenagers you serve
student, students, undergrad, undergrads, undergraduates, college students, uni students, grad students | all nighter, quad, study hall, ivy, satchel | the students you help through
graduates, graduate, grads, new grads, alumni | tassel, mortarboard, yearbook, alma mater, scroll | the graduates setting out
millennials, millennial, gen z, young adults, twentysomethings, young people | side hustle, flatshare, playlist, group chat | the young adults you serve
midlife, middle aged, middle-aged, empty nesters, empty nester | second act, crossroads, second wind, silver fox | the grown-ups starting a new chapter
senior dogs, senior dog, old dogs, old dog, older dogs, elderly dogs, senior pets, older pets, senior cats, aging pets | grey muzzle, slow walk, old friend, velvet ear, fireside | the old dogs you look after
elderly, seniors, senior, older adults, older people, pensioner, pensioners, older generation | porch swing, rocking chair, pocket watch, garden bench | the older folk you look after
retiree, retirees, retired, retirement | long lunch, deckchair, gold watch, allotment, garden gate, sunroom | the retirees you serve
grandparent, grandparents, grandma, grandpa, grandmother, grandfather, grandchildren, grandkids, granny, nana | biscuit tin, cardigan, sunday lunch, heirloom, storybook | the grandparents you serve

// Life stages and households
new parents, new parent, new mums, new moms, new dads | lullaby, night feed, stork, pram, onesie | the new parents you look after
pregnant, pregnancy, expecting, expectant, maternity, prenatal, antenatal, postpartum | bump, bloom, nine moons, stork, rosebud | the mothers-to-be you care for
parents, parent, parenting, mums, moms, mum, mom, mothers, motherhood, working parents, single parents | fridge door, bedtime, juggler, lunchbox | the busy parents you serve
dads, dad, fathers, fatherhood, daddy | piggyback, shed, lawn chair, grill, workbench | the dads you serve
family, families, households | sunday roast, kitchen table, picnic, front porch, road trip | the families you serve
family-run, family-owned, family business, third-generation, second-generation | namesake, family tree, heirloom, old ledger, painted sign | the family name over your door
foster families, foster parents, foster carers, adoptive parents, adoptive families | open arms, homecoming, porch light, spare bed, spare key | the families opening their homes
couples, lovebirds, date night, date nights, romantic, romance | lovebird, corner table, duet, tandem, candle glow | the couples who come to you
newlyweds, newlywed, honeymoon, honeymooners, brides, engaged couples | something blue, confetti, veil, tin cans, bouquet | the newlyweds you celebrate
singles, dating | dance card, love letter, blind date, matchbook, wallflower | the singles you bring together
expat, expats, expatriate, expatriates, digital nomads, digital nomad, nomads | far shore, airmail, care package, postmark | the expats far from home
immigrants, immigrant, migrants, refugees, refugee, diaspora | new shore, harbour, welcome mat, homeland | the newcomers making a home here
homeowner, homeowners, householders | front door, gable, keyring, porch | the homeowners you serve
homebuyers, home buyers, house hunters, new homeowners | new keys, threshold, sold sign, welcome mat, house keys | the buyers getting their keys
landlord, landlords, property owners, property managers, property manager | master key, stoop, rent book, ledger | the landlords you work for
tenant, tenants, renter, renters, renting | walkup, moving day, stairwell, buzzer | the renters you serve
roommate, roommates, flatmates, housemates, shared house, co-living, coliving | spare key, flatshare, fridge note, rota, bunk | the housemates sharing a home

// Work and roles
nurse, nurses, nursing staff, healthcare workers, health workers | lamplight, scrubs, fob watch, lanyard, ward | the nurses you look after
doctor, doctors, physician, physicians, clinicians, clinician, surgeons, gps | house call, bedside, white coat, stethoscope | the doctors you serve
hospitals, hospital, clinics, care homes, nursing homes, healthcare providers | triage, night desk, ward, bedside | the hospitals and clinics you serve
patients, patient care | get well, grapes, bedside, recovery room | the patients you care for
caregivers, caregiver, carers, carer, family caregivers | teacup, house call, kettle, blanket, handrail | the carers you support
teachers, teacher, educators, educator, faculty | red pen, apple, chalk dust, lectern, gradebook | the teachers you work for
schools, classroom, classrooms, pupils, schoolchildren | hall pass, recess, lunch bell, satchel, inkwell, chalk | the schools and pupils you serve
homeschool, homeschooling, homeschoolers, home educators | nature table, globe, field trip, flashcard | the families learning at home
researchers, scientists, scientist, academics, academic, laboratories | field notes, beaker, lab bench, microscope, flask, petri dish | the researchers you work with
freelance, freelancer, freelancers, self-employed, solopreneur, solopreneurs, sole traders, sole trader | hot desk, day rate, laptop bag | the freelancers going it alone
remote workers, remote work, remote teams, remote-first, wfh, home office, hybrid work, distributed teams | window seat, slippers, kitchen desk, mute button | the remote teams you serve
designers, graphic designers, web designers, creatives, creative teams | moodboard, swatch, sketchbook, tracing paper | the designers you serve
photographer, photographers, photo studios | golden hour, shutter, darkroom, contact sheet, aperture | the photographers you serve
software developers, web developers, app developers, programmers, programmer, coders, coder, devs, software engineers, engineering teams | semicolon, night owl, cursor, keystroke, rubber duck | the developers you build for
small business, small businesses, smbs, smes, sme, shopkeepers, shop owners, business owners, independent shops, local businesses | shop bell, awning, main street, shopfront, open sign | the small businesses you serve
startup, startups, founders, founder, cofounders, co-founders, entrepreneurs, entrepreneur, scaleups, early-stage | napkin, launchpad, garage, runway | the founders building something new
enterprise, enterprises, corporations, large companies, big companies, corporate clients | glass tower, atrium, mezzanine, skyline | the big companies you serve
professionals, office workers, corporate, businesspeople, white-collar, young professionals | fountain pen, lapel, corner office, briefcase | the professionals you serve
executives, executive, execs, ceos, c-suite, leaders, leadership, managers | pinstripe, top floor, signet, helm | the leaders you work with
employees, employee, workforce, coworkers, colleagues, staff members | water cooler, canteen, breakroom, staffroom | the teams you look after
shift workers, night workers, key workers, essential workers, frontline workers | moonshift, thermos, late bus, clock card | the shift workers you serve
first responders, firefighters, firefighter, paramedics, police officers, emergency services | night watch, blue light, station bell, siren, callout | the first responders you serve
veterans, military, service members, armed forces, troops, military families, ex-military | dog tag, bugle, duffel, reveille, parade | the veterans and service families you serve
restaurants, restaurateurs, restaurant owners, chefs, hospitality, line cooks, kitchen staff | service bell, apron, order pad, copper pan | the kitchens and restaurants you serve
retailers, retailer, stockists, merchants, store owners, online sellers, etsy sellers | shop window, counter, till roll, stockroom, price tag | the shops and sellers you serve
marketers, marketing teams, growth teams | sandwich board, megaphone, headline, billboard | the marketers you work with
sales teams, salespeople, sales reps, account executives | handshake, order book, road show, briefcase | the sales teams you equip
job seekers, jobseekers, job hunters, career changers, unemployed | new leaf, stepping stone, cover letter, doorway | the job hunters you help
apprentices, apprentice, interns, intern, trainees, trainee | sidekick, tool roll, overalls, toolbox | the apprentices learning the trade
tradespeople, tradesmen, tradeswomen, tradies, skilled trades, blue-collar, blue collar, labourers | steel toe, toolbelt, lunch pail, hard hat, work boots | the tradespeople you serve
truckers, trucker, truck drivers, lorry drivers, hauliers | long haul, convoy, mile marker, rig, cab light | the truckers on the road
drivers, motorists, car owners | open road, glovebox, road atlas, ignition | the drivers you serve
farmers, farmer, ranchers, rancher, growers, smallholders, smallholder, farmhands | field gate, hay bale, muddy boots, barn door, almanac | the farmers you work for
fishermen, fisherman, fishing crews, fishing fleet, fishers | lobster pot, oilskin, tide table, buoy, harbour | the fishing crews you serve
airbnb hosts, hoteliers, innkeepers, guesthouse owners, rental hosts | guestbook, fresh linen, turndown, welcome mat | the hosts you help welcome guests
charities, charity, volunteers, volunteer, community groups, ngos | bake sale, bunting, village hall, tea urn, hand up | the good causes you serve
congregation, congregations, parish, parishes, parishioners, churchgoers | choir loft, steeple, bell rope, hymnal, pew | the congregations you serve
investors, investor, angel investors, shareholders, savers | nest egg, strongbox, piggy bank, ticker, vault | the investors and savers you serve

// Makers, players and fans
writers, writer, authors, author, novelists, novelist, poets, poet | blank page, quill, typewriter, inkwell, margin | the writers you serve
readers, book lovers, bookworms, bookworm, book clubs, book club | reading lamp, bookmark, paperback, bookplate, spine | the readers you serve
artists, artist, painters, painter, illustrators, sculptors | attic studio, easel, ochre, charcoal, canvas | the artists you serve
makers, crafters, crafter, hobbyists, hobbyist, diyers, knitters, quilters, sewists, craftspeople | workbench, thimble, bobbin, offcut, button tin | the makers you serve
musicians, musician, songwriters, songwriter, singers, singer | green room, encore, setlist, tour van, backstage, plectrum | the musicians you serve
actors, actor, performers, performer, thespians, comedians | curtain call, limelight, stage door, wings, marquee, callback | the performers you serve
dancers, dancer, ballerinas | pirouette, tutu, ballet shoe, tap shoe, barre | the dancers you serve
filmmakers, filmmaker, videographers, videographer | cutting room, clapperboard, reel, boom mic | the filmmakers you serve
creators, content creators, influencers, tiktokers | ring light, airtime, green screen, thumbnail | the creators you serve
gamers, gamer, gaming community, esports, board gamers, tabletop gamers | high score, save point, arcade, joystick, respawn, dice bag | the players you serve
geeks, geek, nerds, nerd, techies, early adopters, tech enthusiasts | side quest, pub quiz, trivia, footnote | the curious minds you serve
collectors, collector, collectibles | curio, display case, treasure box, specimen, cabinet | the collectors you serve
enthusiasts, enthusiast, aficionados, connoisseurs, devotees, superfans, diehards, buffs | rabbit hole, front row, well thumbed, deep dive, box seat | the devotees you serve
sports fans, football fans, supporters | home end, terrace, half time, season ticket, scarf | the fans you serve
foodies, foodie, home cooks, home cook, food lovers, gourmets | tasting spoon, larder, recipe card, stockpot, spice rack | the food lovers you serve
plant parents, plant lovers, green thumbs, houseplant lovers | potting bench, trowel, watering can, clay pot, seedling | the plant lovers you serve
bargain hunters, deal hunters, thrifters, thrift shoppers | magpie, car boot, jumble, flea market, rummage | the bargain hunters you serve
petrolheads, gearheads, car enthusiasts, car lovers, motorheads | redline, pit lane, piston, torque, chrome | the car lovers you serve
motorcyclists, motorcyclist, bikers, biker | throttle, kickstand, saddlebag, open road, leathers | the riders you serve

// Sport and outdoors
athletes, athlete, sportspeople, sports teams, competitors | starting block, podium, locker room, kit bag, jersey | the athletes you serve
runners, joggers, marathoners, marathon runners | home straight, stopwatch, dawn run, finish line, spikes | the runners you serve
cyclists, cyclist, mountain bikers, road cyclists | tailwind, spoke, freewheel, handlebar, cleat | the cyclists you serve
hikers, hiker, ramblers, backpackers, mountaineers | trailhead, waymark, base camp, ridgeline, bootlace | the hikers you serve
climbers, climber, boulderers, rock climbers | crag, handhold, chalk bag, top rope, carabiner | the climbers you serve
swimmers, swimmer, wild swimmers, open water | lido, tumble turn, deep end, cold dip, lane rope | the swimmers you serve
surfers, surfer, bodyboarders | swell, reef break, longboard, barrel, wax | the surfers you serve
skiers, skier, snowboarders, snowboarder | fresh tracks, piste, chairlift, powder, mogul, gondola | the skiers you serve
golfers, golfer | back nine, fairway, clubhouse, birdie, tee box | the golfers you serve
sailors, sailor, boaters, yachties, boat owners | bowline, masthead, tiller, keel, mooring | the sailors you serve
anglers, angler, fly fishers | dawn rise, kingfisher, fly box, riverbank, lure | the anglers you serve
lifters, powerlifters, bodybuilders, weightlifters, gym-goers, gymgoers | barbell, iron, squat rack, spotter, chalk | the lifters you serve
adventurers, adventure seekers, explorers, campers, outdoorsy | campfire, bedroll, kindling, tent peg | the adventurers you serve
birders, birdwatchers, birdwatching, birdwatcher | dawn chorus, plumage, field guide, warbler, wingbeat | the birders you serve
travellers, travelers, traveller, traveler, tourists, tourist, holidaymakers, vacationers, globetrotters, business travellers, frequent flyers | luggage tag, atlas, jet stream, passport, boarding pass | the travellers you serve
commuters, commuter, daily commute | travel mug, turnstile, season pass, timetable, platform | the commuters you serve
night owls, night owl, insomniacs, insomniac | midnight oil, lamplight, small hours, nightcap, moonrise | the night owls you serve
early risers, early riser, morning people | cockcrow, lark, daybreak, rooster, dew | the early risers you serve

// Identities and groups
women, woman, female, ladies, women-owned, women-led, womens | lioness, riveter, locket, rosewater | the women you serve
men, gentlemen, gents, male, mens | flat cap, tweed, brogue, cufflink, hip flask, pocket watch | the men you serve
lgbtq, lgbt, queer, gay, lesbian, trans, nonbinary, lgbtqia | chosen family, prism, lavender, disco ball, rainbow | the queer community you serve
disabled, disability, disabilities, wheelchair users, wheelchair, special needs, mobility aids | level ground, kerb cut, ramp, wide door, handrail | the disabled people you serve
neurodivergent, neurodiverse, autistic, autism, adhd, sensory needs | spinning top, quiet room, lava lamp, fidget, weighted blanket | the neurodivergent minds you serve
beginner, beginners, novice, novices, newbies, newbie, amateurs, amateur, beginner-friendly | foothold, training wheels, learner plate, starter kit | the beginners you start off
first-time, first-timers, first time | maiden voyage, debut, opening night, threshold, new key | the first-timers you guide
experts, expert, experienced, specialists | old hand, whetstone, black belt, master key | the seasoned hands you serve
non-technical, nontechnical, technophobes, technophobe, luddites, not techy | paper map, plain english, big button, notepad, dial tone | the people who want it simple
introverts, introvert, introverted, homebodies, homebody | window seat, snug, quiet corner, book fort, hideaway | the quiet ones you serve
pet owners, pet parents, pet lovers, animal lovers, fur babies, furry friends | nose print, nuzzle, paw print, furball | the pet lovers you serve

// Animals as clients
dog, dogs, canine, canines, pooch, pooches, doggy, hound, hounds, dog owners, dog lovers | muddy paws, wag, tail wag, fetch, scruff, paw | the dogs you look after
puppy, puppies, pup, pups, young dogs | sock thief, wiggle, floppy ear, tumble, milk teeth, chew toy | the puppies you raise
large breeds, large breed, big dogs, big dog, giant breeds, giant breed, large dogs | gentle giant, wolfhound, bear hug, mastiff, big paw | the big dogs you look after
small dogs, small breeds, small breed, toy breeds, lapdogs, lap dogs, little dogs | pipsqueak, teacup, button nose, lapful | the little dogs you look after
cat, cats, feline, felines, kitty, kitties, cat owners, cat lovers | whisker, tabby, sunbeam, purr, pounce | the cats you look after
kitten, kittens | yarn ball, mitten, scamper, fluff, pounce | the kittens you raise
horse, horses, equine, equines, pony, ponies, equestrian, equestrians, horse owners, horse riders, foals | hoofbeat, stirrup, tack room, canter, paddock, bridle | the horses and riders you serve
rescue dogs, rescue animals, rescue pets, rescues, shelter animals, shelter dogs, adopted pets | forever home, homecoming, new leash, second chance | the rescued animals you look after
rabbits, bunnies, guinea pigs, hamsters, small pets, small animals | carrot top, clover, burrow, hutch, nibble | the small pets you look after
backyard chickens, chicken keepers, poultry, poultry keepers, backyard flock | henhouse, roost, nest box, coop, eggcup | the flocks you look after
livestock, cattle, sheep, goats, herds, dairy herd, cows | sheepdog, fleece, hay bale, cowbell | the herds and flocks you tend
reptiles, reptile, exotic pets, lizards, snakes, reptile keepers | basking lamp, heat rock, gecko, tortoise | the reptiles you look after

// States of the customer
busy, time-poor, time-strapped, overworked, hectic, rushed | express lane, egg timer, speed dial, hourglass, errand | the busy people short on time
stressed, stress, stressful, overwhelmed, burnout, burned out, burnt out, frazzled, exhausted | deep breath, hammock, soft landing, bubble bath, slow tide | the frazzled people you help unwind
anxious, anxiety, nervous, nerves, shy, timid, fearful, skittish, reactive, jittery, scared, worried | soft voice, hush, cocoon, burrow, hideaway | the nervous ones you put at ease
sensitive, sensitivities, delicate | eiderdown, feather, petal, silk, cotton | the sensitive ones you care for
allergy, allergies, allergic, allergen, allergens, intolerance, intolerances, intolerant, nut-free, coeliac, celiac, dairy-free | clear label, safe harbour, recipe card | the allergies you work around
injured, injury, injuries, recovering, rehab, post-surgery, post-op, convalescing, convalescence | comeback, second wind, ice pack, splint, mend | the people you help back on their feet
grieving, grief, bereaved, bereavement, mourning | willow, still water, bluebell, keepsake, candle, vigil | the grieving you stand beside
chronic illness, chronically ill, chronic pain, spoonies, long covid | spoon, slow day, heat pack, soft landing | the chronically ill people you serve
dementia, alzheimers, memory loss | memory box, old tune, music box, photo album, keepsake | the people with dementia you care for
lonely, loneliness, housebound | pen pal, porch light, kettle, open door, letterbox | the lonely people you reach
low-income, low income, underserved, disadvantaged, struggling families, marginalised, marginalized | hand up, open door, commons | the communities you stand up for
homeless, homelessness, unhoused, rough sleepers | warm bed, soup pot, open door, blanket, threshold | the people without a home you serve
menopause, menopausal, perimenopause | second spring, sage, evening primrose, paper fan, cool breeze | the women in midlife you support
`
