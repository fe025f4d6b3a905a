// What the blind judge (round 2) read as worn or taken. Lower-case, letters only.

/** Two common words that already form a stock phrase: as a name they read as a slogan and their
 * .com is long gone (LevelUp, NextStep, RedFlag). */
export const STOCK_PHRASES = new Set(
  `levelup nextstep redflag squarefoot aftershave settleup firstpour firststep stepup bigidea gameon getgoing
  goodvibes freshstart newleaf lowtide saltair highfive toptier backup pickup checkin checkout kickoff
  startup takeoff rollout handover hometown homebase homemade wellmade brightside sweetspot fullcircle
  openhouse openbook openroad longway slowroute bluesky greenlight redline bottomline frontline hotspot
  heartbeat lifeline timeout weekend goldstandard easypeasy oneclick allday everyday doubledown
  fairshare evensplit splitwise upnext onpoint inhouse offgrid outdoors breakthrough sidekick
  secondlook secondround saidyes actionlist smallroom warmmat hillclimb`.split(/\s+/).filter(Boolean),
)

/** Puns every namer has seen on a hundred shopfronts. Fresh, specific puns stay. */
export const WORN_PUNS = new Set(
  `namastay brewtiful pawdicure spokeasy drainiac proofessor bunderful loafty scentimental flamiliar
  mopportunity dustinction fernomenal planthology receiptionist mattitude skintelligent skinergy
  boxcellent wanderlush roamance alemental hoppenstance cragmatic basilicious forkcast pastability
  scoopendous sundaily conetent vowtiful filmily patentially inventiquity matharmony 
  teasure beanevolent pawsome pawfect purrfect brewed hairitage shear shearly hairport curl
  dogtor whisktastic doughlightful sconed bready lettuce peasant grillicious brewski hopportunity
  yogi namaslay bikeology sipster grindhouse javanese pawsitive furever tailored wheely reely`.split(/\s+/).filter(Boolean),
)

/** Well-known brands, products and apps a name must not match or echo (Oakly -> Oakley). */
export const FAMOUS_BRANDS = `starbucks shoeboxed rotaready peloton google uber airbnb etsy amazon tesla nike adidas spotify netflix craigslist kitkat
  pinterest shopify paypal gemini leafly grammarly calendly bumble tinder grindr oakley blockly settleup citybike
  immunet apple microsoft facebook instagram whatsapp twitter tiktok snapchat linkedin youtube reddit discord slack
  zoom dropbox notion trello asana figma canva stripe square venmo zelle cashapp robinhood coinbase revolut monzo
  wise klarna affirm chime quickbooks xero intuit turbotax mailchimp hubspot salesforce zendesk intercom
  atlassian github gitlab docker oracle adobe autodesk nvidia intel samsung sony nintendo xbox playstation
  lego hasbro mattel disney pixar marvel peloton strava fitbit garmin gopro canon nikon kodak fujifilm polaroid
  leica hasselblad ikea wayfair etsy ebay walmart target costco aldi lidl tesco wholefoods instacart doordash
  grubhub deliveroo justeat postmates lyft lime bird vanmoof cowboy rapha brompton trek specialized shimano
  patagonia arcteryx northface columbia rei decathlon salomon petzl blackdiamond mammut lululemon gymshark
  underarmour puma reebok asics newbalance vans converse zara uniqlo gucci prada chanel dior hermes rolex
  cartier tiffany pandora swarovski sephora ulta glossier olaplex cerave nivea dove gillette harrys dollarshave
  aesop kiehls clinique lush loreal maybelline fenty rare nespresso lavazza illy nescafe folgers dunkin
  costa pret tims bluebottle stumptown intelligentsia lacolombe peets heineken guinness budweiser corona
  stella brewdog sierranevada benjerry haagendazs magnum ninja dyson roomba vileda swiffer mrclean method
  ecover seventhgeneration chewy petco petsmart barkbox rover wag kong purina pedigree whiskas duolingo
  khanacademy coursera udemy chegg quizlet kahoot scratch codecademy brilliant masterclass headspace calm
  noom myfitnesspal strava tripadvisor expedia booking kayak skyscanner hopper trivago hotels viator
  getyourguide splitwise tricount venmo zillow redfin rightmove houzz hinge openai chatgpt claude otter
  fireflies gong grain fathom loom miro airtable monday clickup todoist evernote onenote outlook gmail
  yahoo bing duckduckgo mozilla firefox chrome safari opera brave norton mcafee avast kaspersky okta
  crowdstrike sophos bitdefender lastpass onepassword nordvpn cloudflare akamai etsy depop vinted poshmark
  thredup grailed stockx backcountry moosejaw toyota honda ford bmw audi porsche ferrari volvo vespa
  ducati harley yamaha kawasaki suzuki oakly`.split(/\s+/).filter(Boolean)
