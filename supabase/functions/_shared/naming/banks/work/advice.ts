import { bank } from '../types.ts'

export default bank('advice', `
Clearhelm | - | a clear hand on the helm of a business | A clear hand on the helm.
Levermap | - | a map of the few levers that move a business | Find the lever, move the business.
Mondaymap | - | a plan you can act on Monday morning | A plan you can start Monday.
Deckless | - | consulting without the hundred-slide deck | Advice, not slides.
Wisecourse | - | a wise course, charted before you set off | Set a wiser course.
Keenlever | - | a keen eye for the lever that matters | The one change that matters.
Calmpivot | - | turning a business round without panic | Change direction, calmly.
Plainchart | - | a plain, straight chart from today to the goal | The straight line to your goal.
Plainplot | - | a plan plotted in plain words | Strategy in plain words.
Groundsure | - | advice built on solid ground, from your own floor | Advice on solid ground.
Seriesready | startup founder scaleup | getting a startup ready for its next funding round | Ready for the next round.
Garageboard | startup founder | an advisory board for the garage stage | Advice from the garage stage up.
Scaleroute | startup founder scaleup | the route from startup to scale | Mapped from garage to scale.
Missionline | nonprofit charity | the line from a mission to the work done | From mission to measurable.
Trusteetable | nonprofit charity | the table where trustees make the big calls | Better meetings, braver boards.
Causechart | nonprofit charity | a chart for where a cause goes next | Your cause, charted forward.
Wastewalk | sustainability green eco | a walk through the business finding waste | Find the waste, keep the profit.
Carbonclear | sustainability green eco | carbon counted and cleared honestly | Carbon counted, carbon cut.
Greenroute | sustainability green eco | a greener route for the whole business | The greener route, mapped.
Leanfloor | manufacturing factory production | a lean, tidy factory floor | Leaner floors, steadier lines.
Lineright | manufacturing factory production | a production line set right | Lines that run right.
Yieldwise | manufacturing factory production | wiser about yield and waste | More yield, less waste.
Busytable | hospitality restaurant hotel | a restaurant with every table busy | Fuller tables, calmer kitchens.
Roomrise | hospitality hotel | rising room bookings for hotels | More rooms filled, every season.
Hostcourse | hospitality restaurant hotel | a course set for hosts and hoteliers | Advice from people who've hosted.
Bedflow | healthcare clinic hospital | the flow of patients through hospital beds | Patients moving, queues shrinking.
Clinicsteer | healthcare clinic hospital | steering a clinic through busy seasons | Steadier clinics, shorter queues.
Wardplan | healthcare clinic hospital | a plan for every ward | Every ward, planned.
Staytalk | hr people culture hiring | the stay interview: why your best people stay | Keep the people worth keeping.
Peopleplan | hr people culture hiring | a plan built round your people | Plans built round people.
Hirehelm | hr people hiring | steering who you hire next | Hire with a steady hand.
Tillrise | retail shop store | tills that ring more often | More sales from the same shop.
Shopsteer | retail shop store | steering a shop to better sales | Shops steered to growth.
Shelfsense | retail shop store | sense about what goes on every shelf | Every shelf earning its place.
Kinboard | family business succession | a board for the family business | Family business, well governed.
Heirbridge | family business succession | the bridge to the next generation | Handing over, without falling out.
Kinfooting | family business succession | a family business on firm footing | Firm footing for the next generation.
Bytebridge | digital tech transformation | a bridge from old ways to digital ones | From paper to digital, calmly.
Techtrellis | digital tech transformation | a trellis for new tech to grow along | Tech that grows with you.
Cloudstep | digital tech transformation | the step up to the cloud | One clear step at a time.
Steadylead | leadership executive coaching | leadership that stays steady under pressure | Lead steady.
Calmchair | leadership executive coaching board | a calm chair in the boardroom | Calm in the big chair.
Leadwell | leadership executive coaching | leading well, coached one-to-one | Lead well, lead long.
`)
