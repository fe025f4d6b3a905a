import { bank } from '../types.ts'

export default bank('advice', `
Levermap | - | a map of the few levers that move a business | Find the lever, move the business.
Mondaymap | - | a plan you can act on Monday morning | A plan you can start Monday.
Deckless | - | consulting without the hundred-slide deck | Advice, not slides.
Stickywall | - | the wall of sticky notes a good workshop leaves behind | Every idea on the wall, sorted.
Garageboard | startup founder | an advisory board for the garage stage | Advice from the garage stage up.
Trusteetable | nonprofit charity | the table where trustees make the big calls | Better meetings, braver boards.
Causechart | nonprofit charity | a chart for where a cause goes next | Your cause, charted forward.
Wastewalk | sustainability green eco | a walk through the business finding waste | Find the waste, keep the profit.
Lineright | manufacturing factory production manufacturer manufacturers factories | a production line set right | Lines that run right.
*Busytable | hospitality restaurant hotel | a restaurant with every table busy | Fuller tables, calmer kitchens.
Roomrise | hospitality hotel | rising room bookings for hotels | More rooms filled, every season.
Wardplan | healthcare clinic hospital medical | a plan for every ward | Every ward, planned.
Hirehelm | hr people hiring recruitment recruiting | steering who you hire next | Hire with a steady hand.
Tillrise | retail shop store | tills that ring more often | More sales from the same shop.
Shelfsense | retail shop store | sense about what goes on every shelf | Every shelf earning its place.
*Heirbridge | family business succession | the bridge to the next generation | Handing over, without falling out.
# r10: detail names
Acremap | farm farmer agriculture rural | acre + map: a plan for every acre of the farm business | Every acre, mapped to profit.
Barnplan | farm farmer agriculture rural | barn + plan: a business plan drawn up in the farmyard | Plans that start in the farmyard.
Hardhatplan | construction builder contractor | hard hat + plan: advice for building firms | A plan for every hard hat.
Chalkchart | school education teacher academy | chalk + chart: plans for schools, drawn up clearly | Plans as clear as the chalkboard.
Runwaymap | runway cashflow funding | runway + map: how many months the cash lasts, and how to stretch them | Know your runway. Then stretch it.
Cartchart | ecommerce webshop shopify amazon | cart + chart: growth charted for online shops | Chart the cart, grow the shop.
Bordermap | export exporting international overseas | border + map: a route into markets abroad | Your map across the border.
Passportplan | export exporting international overseas | passport + plan: taking a business abroad | A passport for your business.
Busychair | salon barber hairdresser spa beauty | a salon or barber shop with every chair busy | Every chair busy, every week.
Franchisemap | franchise franchising franchisee | franchise + map: mapping where the next branch goes | Map out your next branch.
# r11: detail names
Exitmap | exit acquisition merger buyout buyer | exit + map: the route to selling your business | Map the exit before you need it.
Handshakeday | exit acquisition merger buyout | the handshake on the day the business is sold | Get ready for handshake day.
Pricedial | pricing price prices margin | price + dial: turning your prices to the right setting | Turn the dial, keep the customers.
Pricelever | pricing price prices margin | price + lever: the lever that moves profit most | The smallest lever, the biggest lift.
Plug & Plan | digital transformation technology automation | plug + plan: new technology plugged in with a plan | Plug it in, with a plan.
Paperlessmap | digital transformation paperless automation | a map from paper files to a paperless business | From filing cabinet to paperless.
Captainchart | leadership leader leaders executive ceo | captain + chart: the chart a leader steers by | Chart the course your team follows.
Caskplan | brewery winery distillery vineyard | cask + plan: growth plans for drink makers | Plans that age well.
Taproomplan | brewery brewer taproom craft beer | taproom + plan: business plans for breweries | From brew kit to busy taproom.
Fleetmap | logistics transport haulage fleet trucking | fleet + map: routes and profit for transport firms | Every truck earning its miles.
Quotamap | sales revenue pipeline quota | quota + map: a sales team's route to target | Hit the quota, month after month.
Seedmap | startup founder seed | seed + map: a plan from the seed round onwards | From seed to scale, mapped.
# r12: detail names
Carbonmap | eco green sustainability sustainable carbon netzero | carbon + map: a plan to cut a firm's carbon step by step | Cut the carbon, keep the profit.
Heirloom Plan | family business succession | a plan to keep the family business an heirloom | A business worth handing down.
*Herboard | women woman female founder | her + board: an advisory board for women founders | The board she should have had.
Tenderwin | construction builder contractor tender | winning more tenders for building firms | Win the tender, build the job.
Menumath | restaurant cafe hospitality menu pricing | menu + math: pricing a menu for profit | A menu that adds up.
Covercount | restaurant hospitality | more covers counted every night | More covers, every night.
Grantmap | nonprofit charity grant funding | grant + map: a route to the right funders | Find the grant, fund the cause.
Soloboard | freelancer freelance solo solopreneur | a one-person advisory board for solo founders | A board for the business of one.
Muddy Boots Advice | farm farmer agriculture rural | advisers who turn up in muddy boots | Advice that walks the fields.
Staffroom Plan | school education teacher academy | a plan for schools, made in the staffroom | Plans the whole staffroom backs.
# r13: detail names
Lifeboat Plan | turnaround crisis rescue insolvency struggling debt | a lifeboat plan for a business taking on water | Bail out, steady up, sail on.
Soldsign | estate realtor realestate lettings letting | the sold sign on every listing an agency takes | More boards reading sold.
Chairside Plan | dental dentist dentists | a plan drawn up beside the dentist's chair | Fuller diaries, calmer surgeries.
# r14: detail names
Beermat Plan | startup startups founder founders seed | the startup plan first sketched on a pub beermat, made launch-ready | From beermat sketch to launch.
Shiftbell | manufacturing factory factories production manufacturer manufacturers | the factory shift bell, and every shift running right | Every shift running right.
Bedflow | healthcare clinic clinics hospital hospitals medical | patients flowing through a hospital's beds without a jam | Beds free, patients flowing.
Basket Rescue | ecommerce webshop shopify amazon etsy | rescuing the baskets online shoppers abandon | Fewer baskets left at checkout.
`)
