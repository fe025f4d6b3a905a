import { bank } from '../types.ts'

export default bank('newsletters and news', `
Stapleton | zine zines print | a stapled paper with a town in its name | Folded, stapled, passed around.
Inkwire | - | ink + newswire: news written up and sent on | The news, inked and sent.
Inkthumb | - | the ink a paper leaves on a reader's thumb | News you can feel.
Pressfold | - | paper folded straight off the press | Off the press, into your hands.
Keyclack | blog blogger blogging writing | the clack of keys on a late-night post | Posted tonight, read tomorrow.
*Fridaypost | newsletter email weekly | a letter landing every Friday | Your Friday read.
Inboxpress | newsletter email | a press that prints straight to your inbox | From the press to your inbox.
*Letterbox Weekly | newsletter weekly print | a letter through your box every week | Every week, through the letterbox.
Doorstep Fold | local community paper newspaper | the paper folded on the doorstep | On your doorstep by seven.
Streetsheet | local community neighbourhood street | one sheet of news for one street | The news from your street.
*Parishpage | village parish rural | the page the village reads | What the village is talking about.
Townwire | local town city | the town's own newswire | Your town, wired in.
Corkpin | community local notices | the pin on the village noticeboard | Pinned up, read by all.
Penny Sheet | print newspaper | a cheap sheet of news from the old days | News worth more than a penny.
Glossfold | magazine glossy | a glossy magazine page folded back | Turn the glossy page.
Spinecrease | magazine zine | the crease down a well-read magazine | Read until the spine creases.
# r10: detail names
Napkin Review | food restaurant restaurants reviews dining eating | reviews scribbled on a napkin after dinner | Where to eat this week.
Fulltime Digest | sport sports football match fixtures results | the full-time results, gathered into one read | Every result, every scorer.
Terrace Gazette | sport sports football fans fixtures | news written for the fans on the terraces | Written from the terraces.
Ticker Bulletin | business finance money investing stocks | the share ticker in a short bulletin | The markets, before your coffee.
Gigsheet | events listings gigs whatson music arts | one sheet of every gig in town | Every gig in town, one sheet.
Locker Gazette | student students school university campus | a paper pinned up by the lockers | Read it by the lockers.
Postcard Digest | travel travelling trips destinations | travel news that reads like a postcard | Wish you were here, every week.
Passport Pages | travel travelling trips destinations | pages as full of stamps as a passport | Where to go next, every week.
# r11: detail names
Gadget Gazette | tech technology gadgets gadget ai startups | the gazette of new gadgets | New gadgets, plainly told.
Circuit Courier | tech technology gadgets ai computing | news from the world of circuits, delivered | Tech news without the jargon.
Schoolgate Post | parents parenting mums dads mum dad | the news swapped at the school gate | What the school gate is saying.
Ballot Bulletin | politics political election elections council parliament | a bulletin on every ballot | Every vote, explained.
Seedpaper | climate environment environmental sustainability eco | paper with seeds in it: news you can plant | News worth planting.
Compost Column | gardening garden gardener gardeners allotment allotments | a column for everyone with a compost heap | Dig in every week.
Trowel Tribune | gardening garden gardener gardeners allotment plants | a tribune for those with a trowel in hand | News from the potting shed.
Hemline Herald | fashion style clothing trends | the herald of rising and falling hemlines | What the street is wearing.
Pawprint Post | pet pets dog dogs cat cats animals | a paper stamped with pawprints | News for every pet owner.
# r12: detail names
Parish Pump | local village parish community rural | the village pump where gossip once began | News from round the pump.
School Run Weekly | parents parenting mums dads family | news to read after the school run | News for busy parents.
Ballot Brief | politics political election elections | a short briefing on what's on the ballot | Politics, briefly.
Campus Crier | student students school university campus | the town crier of the campus | Campus news, loud and clear.
# r13: detail names
Lunchbox Gazette | kids kid children child junior juniors | news for children to read over the lunchbox | The news, told for kids.
Dogear Digest | books book reading readers literary authors novels | the dog-eared page of a book you can't put down | What to read next.
Popcorn Press | film films movie movies cinema tv television streaming | news to read with the popcorn before the film | What to watch this weekend.
Petri Post | science scientific research scientists | news from the lab, fresh out of the petri dish | Science news, plainly told.
Savepoint Weekly | gaming games gamers videogames esports | the save point where a gamer stops for the news | Save your game, catch up.
# r14: detail names
Sunrise Seven | daily morning briefing | seven stories before breakfast | Seven stories before your toast.
Forkful Weekly | food restaurant restaurants reviews dining eating foodie | a forkful of the best food news every week | Where to eat next, every week.
Payday Post | money finance personalfinance budgeting savings saving | the money letter that lands on payday | Make this month's money go further.
Midnight Drafts | blog blogs blogger blogging | blog posts drafted after midnight | Written late, read early.
Flyerpole | events listings gigs whatson | the lamppost covered in gig flyers | Everything that's on, in one place.
Kibble Chronicle | pet pets dog dogs cat cats animals | news read while the kibble is poured | News for everyone who fills a bowl.
Tuckshop Times | kids kid children child junior juniors | a paper for kids, as good as the tuck shop | The news, sized for kids.
# r16: detail names
Harbour Dispatch | coastal coast seaside harbour harbor port fishing town | dispatches from the harbour of a small coastal town | News from the harbour wall.
Lighthouse Ledger | coastal coast seaside harbour lighthouse town | the coastal town's record, kept in sight of the lighthouse | The town's news, in sight of the light.
Saltprint | coastal coast seaside sea beach town | salt + print: a paper printed with sea salt in the air | Printed with salt in the air.
Marketday Memo | local newsletter newsletters email town market community | a local memo sent out every market day | Out every market day.
Dossier Desk | investigative investigation investigations accountability journalism reporting | the desk where dossiers are pieced together | We read the files so you don't.
Icecore Report | climate environment environmental sustainability warming | the climate record read from an ice core, reported weekly | The climate, reported plainly.
`)
