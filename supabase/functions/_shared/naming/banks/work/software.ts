import { bank } from '../types.ts'

export default bank('software', `
Stackyard | - | stackyard: an old farmyard for hayricks, and a yard for your tech stack | A tidy yard for your whole stack.
Chorebot | - | a bot for the chores: software that does the boring part | The boring part, done.
Debugduck | - | the rubber duck every developer explains a bug to | Explains itself, like a good duck.
Greenbuild | - | the green build: every test passing | Green builds, calm Fridays.
Forkroad | - | a fork in the road, and a fork in the code | Take the better fork.
Patchday | - | patch day, when the fixes ship | Fixes shipped, not promised.
Closebrace | - | the closing brace that finishes a block of code | Close the brace, close the problem.
Buildlight | - | the build light on the team wall, glowing green when all is well | Green light, ship it.
Tabstop | - | the tab stop where everything lines up | Everything lined up.
Cachewarm | - | a warm cache: answers ready before you ask | Ready before you ask.
Hotpath | - | the hot path: the code that runs most, tuned best | Fast where it matters.
Mergeday | - | merge day, when the work comes together | Where the work comes together.
Seatcount | b2b saas | the seats on a business software plan | Priced by the seat, loved by the team.
Opsdesk | b2b saas | a desk for the operations team | The back office, in one tab.
Quotebot | b2b sales | a bot that writes business quotes | Quotes out before lunch.
RenewalRun | b2b saas | the renewal run every subscription business lives by | Renewals that run themselves.
Vectorfield | ai | a vector field: the maths modern AI is built on | Maths that points the way.
LatentSpace | ai | latent space: where an AI model keeps what it has learned | What the model knows, put to work.
Weightroom | ai | the room where model weights are trained, and a gym pun | Models trained properly.
Epochal | ai | epoch + epochal: one training pass at a time, toward a big change | One epoch at a time.
Modelfarm | ai | a farm where models are grown and tended | Models grown, tested, tended.
Claimstack | insurance | a stack of claims, sorted by software | Claims sorted while you sleep.
Coverline | insurance | the line of cover an insurance policy draws | Cover checked in seconds.
Riskgraph | insurance | a graph of risks, linked and scored | See the risk before you write it.
Chartnote | health clinic | the note a clinician adds to a patient's chart | Notes done before the next patient.
Wardnode | health hospital | a node on every ward, joined up | Every ward, joined up.
Dosecheck | health pharmacy | a second check on every dose | Checked before it is given.
Basispoint | finance bank | the basis point: a hundredth of a percent, counted | Every basis point counted.
Nightbatch | finance bank | the overnight batch run every bank relies on | Reconciled before the bank opens.
Cashgraph | finance | cash flow drawn as a graph | See where the cash goes.
Turtlecode | kid child | the turtle children first steered with code | First code, first steps.
Byteling | kid child | byte + -ling: a little one learning code | Little coders, big ideas.
Codekite | kid child | code that flies like a kite | Code that takes off.
Syllabyte | student school | syllabus + byte: coursework, organised | The whole syllabus, sorted.
Flashdeck | student school | a deck of flash cards, on your phone | Revise in the queue.
Campusnode | student university | a node for every campus | The whole campus, connected.
Studyloop | student university | a loop of study, review and rest | Study, review, rest, repeat.
Batonpass | team | the baton passed cleanly between teammates | Clean handovers, every time.
Pairdesk | team developer | a desk built for two: pair work | Two heads, one desk.
TwoPizza | team | the two-pizza team: small enough to feed with two pizzas | Built for small, fast teams.
Yakshave | developer | yak shaving: the side task that eats a day, done for you | We shave the yak for you.
OffByOne | developer | the off-by-one error every coder has shipped | Catch the bug before it ships.
Lintroller | developer | a lint roller for code: linter + roller | Clean code, rolled out.
InnerJoin | data analytics | the inner join that ties two tables together | Your data, joined up.
Rowcount | data analytics | the row count every data check starts with | Every row accounted for.
Dotplot | data analytics | the dot plot that shows data at a glance | Data you can read at a glance.
Dockslot | logistics warehouse | the dock slot a truck is booked into | Every truck, on time at the dock.
Pickpath | logistics warehouse | the shortest pick path through a warehouse | Fewer steps per order.
Manifestly | logistics shipping | manifest + manifestly: the shipping manifest, made plain | Every load, manifestly right.
Loadboard | logistics shipping | the load board where freight finds a truck | Freight matched to trucks.
`)
