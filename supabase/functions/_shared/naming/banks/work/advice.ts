import { bank } from '../types.ts'

export default bank('advice', `
TwoByTwo | - | the two-by-two matrix every strategist sketches first | The whole problem, on one square.
NapkinMath | - | the back-of-the-napkin sums that settle a big decision | The maths that settles it.
Deckless | - | consulting without the hundred-slide deck | Advice, not slides.
MondayMap | - | a map you can act on Monday morning | A plan you can start Monday.
FloorWalk | - | walking the shop floor before giving advice | We walk your floor first.
FiveWhys | - | the five whys: asking why until the root cause shows | We keep asking why.
ChartRoom | - | the chart room where a ship's course is plotted | Your course, plotted plainly.
FirstNinety | - | the first ninety days a new plan has to prove itself | A plan for the first ninety days.
Stickywall | - | the wall of sticky notes every good workshop ends with | Every idea on the wall.
OutsideEye | - | the outside eye that sees what insiders miss | What your team is too close to see.
Soundingline | - | a sounding line measures the depth before you sail | Know the depth before you sail.
Levermap | - | a map of the few levers that move a business | Find the lever, move the business.
SeriesReady | startup | getting a startup ready for its next funding round | Ready for the next round.
GarageBoard | startup | an advisory board for the garage stage | Advice from the garage stage up.
FirstHundred | startup | the first hundred customers every startup must win | Your first hundred customers, planned.
Causeway | nonprofit charity | cause + way: a path for the cause | A clear way for your cause.
TrusteeTable | nonprofit charity | the room where trustees make the big calls | Better meetings, braver boards.
Missionline | nonprofit charity | the line from a mission to the work done | From mission to measurable.
ScopeThree | sustainability green | scope 3: the emissions hidden in a supply chain | The emissions nobody counted.
Wastewalk | sustainability green | a waste walk: finding what a business throws away | Find the waste, keep the profit.
CarbonCount | sustainability green | carbon, counted honestly | Counted honestly, cut for real.
Taktbeat | manufacturing factory | the beat of takt time that sets a production line | Production that keeps the beat.
Gembaday | manufacturing factory | gemba: going to where the work is actually done | Advice from where the work happens.
Shadowboard | manufacturing factory | the shadow board where every tool has its place | A place for everything.
TableTurn | hospitality restaurant | table turns: how often a restaurant seats a table | More turns, happier kitchens.
Covercount | hospitality restaurant | covers: the diners a restaurant serves each night | More covers, calmer kitchens.
RoomNight | hospitality hotel | the room night: the unit every hotel counts | More room nights, fewer headaches.
Bedboard | healthcare clinic | the bed board where a hospital tracks every bed | Every bed, planned.
Bedflow | healthcare hospital | the flow of patients through hospital beds | Patients moving, queues shrinking.
RotaFix | healthcare clinic | a rota that finally works for the staff | Rotas that people can live with.
StayTalk | hr hiring culture | the stay interview: why your best people stay | Keep the people worth keeping.
OrgSketch | hr culture | an organisation chart sketched before it is set | Draw the team before you hire it.
Benchdepth | hr hiring | bench depth: the people ready to step up | Someone ready for every role.
Endcap | retail shop | the end-cap display at the end of a shop aisle | Sell from the end of the aisle.
Stockturn | retail shop | stock turn: how fast a shop sells what it buys | Faster shelves, fuller tills.
BasketSize | retail shop | basket size: what each shopper spends | Bigger baskets, same shoppers.
`)
