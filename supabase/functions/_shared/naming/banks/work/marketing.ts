import { bank } from '../types.ts'

export default bank('marketing', `
Crowdpull | - | marketing that pulls a crowd | Campaigns that pull a crowd.
Heardwell | - | heard + well: a message that lands with the right people | Be heard, and heard well.
Reachright | - | reaching the right people, not just more of them | The right people, reached.
Storywarm | - | a warm story people want to share | Stories people want to pass on.
Launchloud | - | a launch loud enough to notice | Launch loud.
Seenfirst | - | the brand customers see first | Be the one they see first.
Buzzworth | - | buzz + worth: attention that is worth having | Buzz worth having.
Signalclear | - | a clear signal through the noise | A clear signal through the noise.
Adsmith | - | a smith of ads: campaigns made by hand, not by template | Ads made by hand.
Glancegrab | - | the ad that grabs a passing glance | Worth a second glance.
Thumbstop | social instagram tiktok | the post that stops a scrolling thumb | Stop the scroll.
Reelhook | social instagram tiktok video | the hook in the first second of a reel | Hooked in the first second.
Postpop | social instagram tiktok | posts that pop in a busy feed | Posts that pop.
Rankrise | seo search google | rankings that rise | Climb the search results.
Findfirst | seo search google | found first when customers search | Found first.
Searchlift | seo search google | a lift in search traffic | More people finding you.
Boardpitch | b2b enterprise sales | a pitch that wins the boardroom | Win the room.
Dealsignal | b2b enterprise sales | the signal that a buyer is ready | Know who's ready to buy.
Leadlift | b2b enterprise sales | more, better leads for sales teams | More leads worth calling.
Cartnudge | ecommerce shop online store | a gentle nudge back to the cart | The nudge that finishes the sale.
Tillcheer | ecommerce shop online store | the cheer of a till that keeps ringing | Keep the tills ringing.
Basketbuzz | ecommerce shop online store | buzz that fills shopping baskets | Fuller baskets, more often.
Inboxbell | email newsletter | the bell that rings when a welcome email lands | Emails people are glad to get.
Mailwarm | email newsletter | email that keeps customers warm | Emails that keep them warm.
Opensmile | email newsletter | the smile when a newsletter is opened | Newsletters people smile at.
Parishpost | local small town community | a post on the parish noticeboard, updated | Known all over town.
Townhook | local small town community | the hook that brings the town in | Bring the whole town in.
Streetsmile | local small town community | the smile of a neighbour who knows your shop | Loved on your own street.
Inkreach | content blog copywriting copy | ink + reach: words that travel | Words that travel further.
Wordfetch | content blog copywriting copy | words that fetch customers | Copy that fetches customers.
Readworthy | content blog copywriting | writing worth reading to the end | Read to the last line.
Creatorcrowd | influencer creator ugc | a crowd of creators for your brand | Creators who fit your brand.
Fanfaire | influencer creator | fan + fanfare: a launch announced by fans | Let the fans announce it.
Collabcue | influencer creator | the cue for the right creator collaboration | The right collab, at the right time.
Forkfame | restaurant cafe food hospitality | fame for your food | Famous for your food.
Platepitch | restaurant cafe food hospitality | the pitch for every plate | Make every plate a headline.
Tablecall | restaurant cafe food hospitality | the call that fills tables | Tables full, every night.
Debutdrum | startup launch product | the drum roll before a debut | A drum roll for your debut.
Splashday | startup launch product | the day a product makes its splash | Make a splash on launch day.
Rocketword | startup launch product | word of mouth that takes off like a rocket | Word of mouth, with lift-off.
Causecall | nonprofit charity cause | a call to action for a cause | Causes people answer.
Goodshout | nonprofit charity cause | a shout about the good you do | Shout about the good.
Donorecho | nonprofit charity cause | a message that echoes among donors | Heard by every donor.
`)
