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
Lineright | manufacturing factory production | a production line set right | Lines that run right.
*Busytable | hospitality restaurant hotel | a restaurant with every table busy | Fuller tables, calmer kitchens.
Roomrise | hospitality hotel | rising room bookings for hotels | More rooms filled, every season.
Wardplan | healthcare clinic hospital | a plan for every ward | Every ward, planned.
Hirehelm | hr people hiring | steering who you hire next | Hire with a steady hand.
Tillrise | retail shop store | tills that ring more often | More sales from the same shop.
Shelfsense | retail shop store | sense about what goes on every shelf | Every shelf earning its place.
*Heirbridge | family business succession | the bridge to the next generation | Handing over, without falling out.
`)
