import { bank } from '../types.ts'

export default bank('marketing', `
Loudhailer | - | the loudhailer: a megaphone for people who need to be heard | Heard over the noise.
Wheatpaste | - | the wheatpaste that sticks posters to city walls | Stuck in people's minds.
Ballyhoo | - | ballyhoo: the showman's fuss that draws a crowd | Draw a crowd, keep it.
ColdOpen | - | the cold open that hooks viewers before the titles | Hooked before the titles.
Skywrite | - | a message written across the sky for everyone to see | Written where everyone looks.
Earworm | - | the jingle you cannot get out of your head | Stuck in your customers' heads.
Shelfwobbler | - | the shelf wobbler that waves at shoppers in the aisle | Noticed in every aisle.
Jinglebox | - | a box of jingles, slogans and hooks | Catchy, on purpose.
Pasteup | - | the paste-up board old ad agencies built layouts on | Ideas, pasted up and shipped.
Pitchline | - | the one line that sells the pitch | The line that sells it.
Headturner | - | the ad that turns heads on the street | Made to turn heads.
Thumbstop | social | thumb-stopping: the post that stops the scroll | Stop the scroll.
Reelhook | social video | the hook in the first second of a reel | Hooked in the first second.
DoubleTap | social | the double tap that likes a post | Posts worth a double tap.
Crawlspace | seo | crawl + crawlspace: the space search engines crawl through | Found by every crawler.
AnchorText | seo | anchor text: the words a link hangs on | Links that carry weight.
Linkgarden | seo | a garden of backlinks, grown slowly | Rankings that grow.
Warmlead | b2b | a warm lead, ready for a sales call | Leads that pick up the phone.
Pipefill | b2b | keeping a sales pipeline full | A full pipeline, every quarter.
Caseproof | b2b | case studies that prove the product works | Proof that closes deals.
Checkoutline | ecommerce shop | the checkout line, full of buyers | More carts, fewer quitters.
Cartnudge | ecommerce shop | the nudge that brings back an abandoned cart | Bring the cart back.
BuyButton | ecommerce shop | the buy button every campaign leads to | Every click ends at buy.
Dripfeed | email | a drip campaign: emails fed out one by one | One good email at a time.
Mailshot | email | a mailshot sent to the whole list | Opened, read, clicked.
InboxBell | email newsletter | the chime of a new email worth opening | The email people wait for.
Doorhanger | local | the flyer hung on a front-door handle | Marketing your street will notice.
Tentcard | local restaurant | the folded card on every cafe table | Seen at every table.
SandwichBoard | local | the sandwich board outside a shop door | The best sign on your street.
Longread | content blog | the long read people save for later | Words worth finishing.
Copydesk | content blog | the newspaper copydesk where every word was checked | Every word earns its place.
Ghostpen | content blog | a ghostwriter's pen, writing in your voice | Your voice, written for you.
Ringlight | influencer creator | the ring light behind every creator's video | Creators, lit and paid.
LinkInBio | influencer creator | link in bio: where every creator sends followers | Everything behind the link in bio.
Seedbox | influencer creator | the box of product seeded to creators | Seeded to the right creators.
`)
