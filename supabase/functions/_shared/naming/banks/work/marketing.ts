import { bank } from '../types.ts'

export default bank('marketing', `
Crowdpull | - | marketing that pulls a crowd | Campaigns that pull a crowd.
*Thumbstop | social instagram tiktok | the post that stops a scrolling thumb | Stop the scroll.
Reelhook | social instagram tiktok video | the hook in the first second of a reel | Hooked in the first second.
Rankrise | seo search google | rankings that rise | Climb the search results.
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
`)
