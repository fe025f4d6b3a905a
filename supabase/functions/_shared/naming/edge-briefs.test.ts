// deno test: trade matching and fallback shapes on briefs the engine had never seen (issue #11,
// round 3). The wording differs on purpose from the briefs the issue quotes.
import { generateLexicon } from './engine.ts'
import { buildVocab } from './trades.ts'
import { assert } from './testing.ts'

const mainOf = (d: string) => buildVocab(d).hits.filter((h) => h.main).map((h) => h.trade.subject)
const names = (d: string, seed = 1) => generateLexicon({ description: d, count: 8, seed }).map((i) => i.name)
const expectMain = (brief: string, subject: string) => assert(mainOf(brief).includes(subject), `${brief}: main is [${mainOf(brief).join(', ')}], not ${subject}`)
const expectNotMain = (brief: string, subject: string) => assert(!mainOf(brief).includes(subject), `${brief}: ${subject} is main`)

Deno.test('a key with a connective in it (bed and breakfast, man with a van) matches and names the trade', () => {
  expectMain('a cosy bed and breakfast by the harbour', 'hotel stays')
  expectNotMain('a cosy bed and breakfast by the harbour', 'sleep')
  expectMain('wash and fold pickup for busy students', 'laundry and alterations')
  expectMain('man with a van for student moves', 'removals')
})

Deno.test('"X and Y <noun>": the head noun decides, an ambiguous single-word key loses', () => {
  expectMain('salsa and bachata dance lessons for couples', 'dance')
  expectNotMain('salsa and bachata dance lessons for couples', 'sauces')
  // The plain coordination still cuts the head: the dog walker is not a cat sitter's detail.
  expectNotMain('puppy walking and cat sitting', 'trips')
  // Alone, the ambiguous key still names its trade.
  expectMain('small-batch salsa and hot sauce', 'sauces')
})

const STOCK_TAIL = /(hub|peak|wave|path|mate|kit|light)$/i

Deno.test('"<thing> software for <audience>": software is the trade, no stock tails', () => {
  // Light trades for booking systems and for rotas are the more specific software trades: still not physio or care.
  for (const [brief, trade] of [['booking software for physiotherapy clinics', 'booking systems'], ['rota software for care homes', 'timesheets and rotas'], ['billing software for care homes', 'software']]) {
    expectMain(brief, trade)
    expectNotMain(brief, 'physio and massage')
    for (const seed of [1, 2, 3]) {
      const stock = names(brief, seed).filter((n) => STOCK_TAIL.test(n))
      assert(stock.length === 0, `${brief} (seed ${seed}): ${stock.join(', ')}`)
    }
  }
  // A generic category word still does not make a trade of its own (marketing for a brand).
  expectNotMain('a skateboard brand', 'marketing')
})

Deno.test('an audience word alone never makes a trade main; the detail\'s own noun does', () => {
  const brief = 'a tool that teaches kids to split bills with their siblings'
  expectNotMain(brief, 'coding for kids')
  expectMain(brief, 'shared bills')
})

const VENTURE = /^(custom|online|mobile|guided|organic|sustainable|family|weekly|week|urgent|small)/i

const FALLBACK_BRIEFS = [
  'organic knitwear for open water swimmers',
  'weekly stargazing nights for small astronomy clubs',
  'custom kayak paddles, family run',
  'server backup for wedding videographers',
]

Deno.test('a brief no trade covers builds nothing on venture or format words', () => {
  for (const brief of FALLBACK_BRIEFS) {
    for (const seed of [1, 2]) {
      const venture = names(brief, seed).filter((n) => VENTURE.test(n))
      assert(venture.length === 0, `${brief} (seed ${seed}): ${venture.join(', ')}`)
    }
  }
})

Deno.test('a cuisine named alone (Thai) makes its trade main; inside another trade\'s phrase (Thai massage, Muay Thai) it does not', () => {
  expectMain('A Thai street-food truck', 'southeast asian food')
  expectNotMain('Thai massage studio', 'southeast asian food')
  expectNotMain('Muay Thai gym', 'southeast asian food')
  // A tie between a trade the head names and one only met in the detail: the head's leads.
  assert(buildVocab('Software that helps restaurants plan staff rotas').hits[0].trade.subject === 'software', 'software leads')
})


Deno.test('software for another trade is software first, whoever it serves', () => {
  for (const brief of ['Software that helps dental clinics plan staff rotas', 'Software that helps hair salons plan staff rotas', 'Software for dental clinics', 'Software that helps restaurants plan staff rotas']) {
    const hits = buildVocab(brief).hits
    assert(hits[0]?.trade.subject === 'software' && hits[0].main, `${brief}: ${hits.map((h) => `${h.trade.subject}${h.main ? '*' : ''}`)}`)
  }
  // A word for what it is that names no trade ("app") leaves the detail to say what it does.
  assert(buildVocab('An app for splitting rent').hits.every((h) => h.trade.subject !== 'software'))
})
