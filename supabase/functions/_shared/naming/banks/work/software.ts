import { bank } from '../types.ts'

export default bank('software', `
Chorebot | - | a bot for the chores: software that does the boring part | The boring part, done.
Calmcode | - | calm + code: software that just works | Software that keeps you calm.
Softsync | - | everything syncing softly in the background | Synced, quietly.
Tidyloop | - | a tidy loop: work that runs itself | Loops that run themselves.
Plainbyte | - | plain software, no bloat | Plain software that does the job.
Steadybuild | - | steady builds that never break on Friday | Builds you can trust.
Nimbledata | - | nimble with your data | Data that keeps up with you.
Cleanlogic | - | clean logic under every screen | Clean logic, clear screens.
Fewclicks | - | done in fewer clicks | Done in a few clicks.
Sureping | - | a ping you can be sure of | Always on, always answering.
Deftstack | - | deft + stack: a nimble tech stack | A stack that does more with less.
Opsdesk | b2b saas enterprise | one desk for a team's operations | One desk for all of ops.
Clientloop | b2b saas enterprise crm | the loop with every client closed | Every client, in the loop.
Workgrid | b2b saas enterprise | a grid of all the work in flight | See all the work at once.
Thinkstack | ai machine learning | a stack that thinks for you | Software that thinks ahead.
Modelwise | ai machine learning | wise about which model to use | Models that make sense.
Sensebot | ai machine learning | a bot with common sense | AI with common sense.
Riskgraph | insurance underwriting | a graph of risk at a glance | See the risk before you write it.
Claimflow | insurance claim | claims that flow through without a jam | Claims that keep moving.
Coversync | insurance broker | cover details synced everywhere | Every policy, in sync.
Wardnode | health clinic hospital | a node for every ward | Every ward, connected.
Dosesafe | health clinic pharmacy | software that keeps every dose safe | Every dose, checked.
Clinicgrid | health clinic | a grid of every clinic slot | Every slot, every patient.
Cashgraph | finance bank fintech | your cash, graphed | Your cash, at a glance.
Ledgerlogic | finance bank fintech accounting | ledger + logic: accounts that reconcile themselves | Books that balance themselves.
Cashclick | finance bank fintech payment | cash moved in a click | Paid in a click.
Codekite | kid child children | code that flies like a kite | Code that takes off.
Pixelplay | kid child children | playing with pixels | Learn by playing.
Bitbuddy | kid child children | a friendly coding buddy for kids | Your first coding buddy.
Syllabyte | student school education | syllabus + byte: schoolwork in small bites | The syllabus, bite by bite.
Campusnode | student university education | a node for the whole campus | Your campus, connected.
Studyscript | student school education | a script that plans study time | Study, planned for you.
Batonpass | team collaboration remote | handing work on like a baton | Hand it on, smoothly.
Pairdesk | team collaboration remote | a desk two people share, online | Work side by side, anywhere.
Huddleapp | team collaboration remote | an app for the team huddle | Huddle up, anywhere.
Debugduck | developer devops | the rubber duck developers explain bugs to | Talk it through, fix it fast.
Greenbuild | developer devops | the green light of a passing build | Green builds, every time.
Mergecalm | developer devops | merges without the panic | Merge without fear.
Clearquery | data analytics dashboard | a clear answer to every query | Ask it anything.
Chartwise | data analytics dashboard | wise charts from raw data | Charts that tell the story.
Trendsift | data analytics | sifting data for trends | The trend in the noise.
Crateflow | logistics shipping warehouse | crates flowing through the warehouse | Every crate, tracked.
Dockready | logistics shipping warehouse | loads ready at the dock on time | Ready at the dock, on time.
Palletpath | logistics shipping warehouse | the path of every pallet | Follow every pallet.
Orderease | retail ecommerce shop | orders handled with ease | Orders, handled with ease.
Shelfsmart | retail ecommerce shop | smart about what is on the shelf | Always the right stock.
Restockly | retail ecommerce shop | restocking done for you | Never run out.
Hirequeue | hr hiring recruitment | a queue of candidates kept in order | Every candidate, in order.
Rotaready | hr hiring staff shift | rotas ready before the week starts | Rotas ready by Friday.
Onboardjoy | hr hiring staff | onboarding that new starters enjoy | Day one, done right.
Siteledger | construction builder site | a ledger for every building site | Every site, on the books.
Snaglog | construction builder site | a log of every snag on site | Every snag, fixed and logged.
Hardhatapp | construction builder site | the app in every hard hat's pocket | Built for the building site.
`)
