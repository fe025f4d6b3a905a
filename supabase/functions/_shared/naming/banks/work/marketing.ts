import { bank } from '../types.ts'

export default bank('marketing', `
Crowdpull | - | marketing that pulls a crowd | Campaigns that pull a crowd.
*Thumbstop | social instagram tiktok | the post that stops a scrolling thumb | Stop the scroll.
Reelhook | social instagram tiktok video | the hook in the first second of a reel | Hooked in the first second.
Rankrise | seo search google ranking rankings | rankings that rise | Climb the search results.
Boardpitch | b2b enterprise sales | a pitch that wins the boardroom | Win the room.
Dealsignal | b2b enterprise sales | the signal that a buyer is ready | Know who's ready to buy.
*Cartnudge | ecommerce shop online store | a gentle nudge back to the cart | The nudge that finishes the sale.
Basketbuzz | ecommerce shop online store | buzz that fills shopping baskets | Fuller baskets, more often.
Inboxbell | email newsletter | the bell that rings when a welcome email lands | Emails people are glad to get.
Parishpost | local small town community | a post on the parish noticeboard, updated | Known all over town.
Wordfetch | content blog copywriting copy | words that fetch customers | Copy that fetches customers.
Readworthy | content blog copywriting | writing worth reading to the end | Read to the last line.
Forkfame | restaurant cafe food hospitality | fame for your food | Famous for your food.
Platepitch | restaurant cafe food hospitality | the pitch for every plate | Make every plate a headline.
Debutdrum | startup launch product | the drum roll before a debut | A drum roll for your debut.
Splashday | startup launch product | the day a product makes its splash | Make a splash on launch day.
Causecall | nonprofit charity cause | a call to action for a cause | Causes people answer.
# r10: detail names
Soldboard | realtor realestate estate property | the SOLD board outside a house | More boards saying sold.
Unboxbuzz | influencer influencers creator unboxing | unboxing + buzz: influencer campaigns | The buzz starts at the unboxing.
Thumbnailhook | youtube video videos | the thumbnail that hooks a viewer | Won at the thumbnail.
Postcardpitch | tourism hotel travel destination resort | postcard + pitch: marketing for places people visit | Make them wish they were here.
Kettlebellbuzz | gym fitness trainer crossfit | kettlebell + buzz: marketing for gyms | Fuller classes, busier gym floors.
Blushbanner | beauty salon cosmetics makeup skincare | blush + banner: beauty marketing | Beauty brands people want to share.
Ladderleads | plumber electrician builder roofer tradesman | ladder + leads: more jobs for tradespeople | More leads up the ladder.
Flossflyer | dentist dental orthodontist | floss + flyer: marketing for dental practices | Fill the chairs, not just the cavities.
Wristbandbuzz | event events festival gig concert | wristband + buzz: events marketing | Sell out every wristband.
# r11: detail names
Scoopcall | pr press publicity journalist media | scoop + call: the call that gets you in the news | Make the news, not the noise.
Clippingboard | pr press publicity coverage | the board of press clippings every good campaign fills | Coverage worth clipping.
Hangerhype | fashion clothing boutique apparel | hanger + hype: buzz for clothes on the hanger | Clothes off the hanger, fast.
Trialbell | saas software app trial signup | the bell that rings on every new free trial | More trials, more upgrades.
Briefbuzz | lawyer lawyers solicitor law legal attorney | brief + buzz: marketing for law firms | More clients through the door.
Aislepitch | wedding bridal bride venue | aisle + pitch: marketing for wedding businesses | Booked before the ring is on.
Pintpitch | brewery beer pub bar craft | pint + pitch: marketing for breweries and pubs | Your pint, on every lip.
Corkcall | wine winery vineyard distillery | cork + call: marketing for wineries | Pop the cork on your brand.
Letterboxhook | flyer flyers leaflet letterbox directmail | letterbox + hook: the leaflet that gets read, not binned | Leaflets people actually read.
Earbudpitch | podcast podcasts radio audio | earbud + pitch: ads heard through earbuds | Ads people listen to.
Pawpitch | pet pets dog cat vet groomer | paw + pitch: marketing for pet businesses | Marketing with a wagging tail.
Blurbhook | author authors book books novel publishing | the blurb that hooks a reader | Sell the book in one blurb.
Pageonepath | search google ranking rankings | the path to page one of the search results | We'll meet you on page one.
Inboxinvite | email newsletter | an invite in the inbox | Emails people open first.
# r12: detail names
*High Street Hype | local small town community highstreet | hype for the shops on your high street | Put your high street shop on everyone's lips.
Postcode Pull | local neighbourhood neighborhood community | marketing that pulls in customers from your own postcode | Customers from your postcode, through your door.
*Doubletap Social | social instagram tiktok | the double tap that likes a post | Posts people double tap and share.
Cartfull | ecommerce shop online store | online shops with carts full at checkout | Fuller carts for your online shop.
Openworthy | email newsletter | emails worth opening | Emails worth opening, every send.
Tablefill | restaurant cafe food hospitality | marketing that fills your restaurant's tables | Every table booked, every night.
Tinshaker | nonprofit charity cause fundraising | shaking the collection tin for your cause, online | Shake the tin for your cause, online.
Vanside Leads | plumber electrician builder roofer tradesman | the ad on the side of a trade van | More calls for your van.
# r13: detail names
Installrush | app apps appstore download downloads | the rush of installs on launch day | Downloads from day one.
Fencetalk | referral referrals wordofmouth testimonial testimonials | news passed over the garden fence: word of mouth | Get talked about over the fence.
Setlistbuzz | musician musicians band bands album gig | setlist + buzz: marketing for bands and musicians | Fans for every song on the setlist.
# r14: detail names
Waitlistwave | startup startups launch founder founders | a wave of sign-ups on the waitlist before launch | A waitlist before you launch.
Bidsharp | ads ppc paid adwords | sharper bids on every paid ad | Sharper bids, cheaper clicks.
Churnstop | saas software app subscription churn | marketing that stops subscribers leaving | Keep the customers you won.
# r17: detail names
Open Wide Marketing | dentist dentists dental orthodontist orthodontists | the dentist's "open wide", as marketing for practices | More patients in the chair.
Booster Call | vet vets veterinary veterinarian pet pets | the booster reminder that brings pets back to the vet | Every booster, booked.
Quote Queue | trade trades tradesman tradesmen tradespeople plumber plumbers electrician electricians builder builders roofer | a queue of quote requests for tradespeople | A queue of quotes every morning.
Hundred Covers | restaurant restaurants bistro hospitality dining diners | a hundred covers a night: a busy restaurant | A hundred covers, every night.
`)
