import { bank } from '../types.ts'

export default bank('software', `
Chorebot | - | a bot for the chores: software that does the boring part | The boring part, done.
Opsdesk | b2b saas enterprise | one desk for a team's operations | One desk for all of ops.
Clientloop | b2b saas enterprise crm | the loop with every client closed | Every client, in the loop.
Riskgraph | insurance underwriting | a graph of risk at a glance | See the risk before you write it.
Claimflow | insurance claim | claims that flow through without a jam | Claims that keep moving.
Coversync | insurance broker | cover details synced everywhere | Every policy, in sync.
Dosesafe | health clinic pharmacy | software that keeps every dose safe | Every dose, checked.
Cashgraph | finance bank fintech | your cash, graphed | Your cash, at a glance.
Ledgerlogic | finance bank fintech accounting | ledger + logic: accounts that reconcile themselves | Books that balance themselves.
*Codekite | kid child children | code that flies like a kite | Code that takes off.
Syllabyte | student school education | syllabus + byte: schoolwork in small bites | The syllabus, bite by bite.
Studyscript | student school education | a script that plans study time | Study, planned for you.
Batonpass | team collaboration remote | handing work on like a baton | Hand it on, smoothly.
Pairdesk | team collaboration remote | a desk two people share, online | Work side by side, anywhere.
Mergecalm | developer devops | merges without the panic | Merge without fear.
Clearquery | data analytics dashboard | a clear answer to every query | Ask it anything.
Trendsift | data analytics | sifting data for trends | The trend in the noise.
Crateflow | logistics shipping warehouse | crates flowing through the warehouse | Every crate, tracked.
Dockready | logistics shipping warehouse | loads ready at the dock on time | Ready at the dock, on time.
Palletpath | logistics shipping warehouse | the path of every pallet | Follow every pallet.
Rotaready | hr hiring staff shift | rotas ready before the week starts | Rotas ready by Friday.
Siteledger | construction builder site | a ledger for every building site | Every site, on the books.
*Snaglog | construction builder site | a log of every snag on site | Every snag, fixed and logged.
`)
