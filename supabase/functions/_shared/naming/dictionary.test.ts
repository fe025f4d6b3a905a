import { assert } from './testing.ts'
import { isDictionaryWord } from './dictionary.ts'

Deno.test('plain words and set phrases are dictionary words, in any case and joined', () => {
  for (const name of ['Portcullis', 'Pelmet', 'FigureEight', 'Chainmail', 'Towpath', 'harbor', 'Keystone']) {
    assert(isDictionaryWord(name), name)
  }
})

Deno.test('coined brand names are not', () => {
  for (const name of ['Kettlerun', 'Beanwright', 'Perkolate', 'Greymuzzle', 'Cragswap', 'Roastly']) {
    assert(!isDictionaryWord(name), name)
  }
})

// The gates (issue #11): the judge marked every plain word and set phrase bad, written by a namer or
// composed by the engine alike.
import { bankNameProblem, loadBanks } from './banks/index.ts'
import { bank } from './banks/types.ts'
import { generateLexicon } from './engine.ts'
import { OWN_BRIEFS } from './dev-briefs.ts'
import { isBareWord } from './alternatives.ts'

const JUDGED_WORDS = ['Portcullis', 'Hasp', 'Pelmet', 'Chainmail', 'FigureEight', 'NinetyNine', 'Towpath', 'PatchTest']

Deno.test('a bank name that is a dictionary word or set phrase is skipped at load and reported', () => {
  for (const name of JUDGED_WORDS) assert(bankNameProblem(name) !== null, `${name} passes the bank gates`)
  const lines = [...JUDGED_WORDS, 'Kettlerun'].map((n) => `${n} | - | a name | A line.`).join('\n')
  const loaded = loadBanks([bank('coffee', lines)])
  assert((loaded.bySubject.get('coffee') ?? []).map((n) => n.name).join() === 'Kettlerun', 'only the coined name is served')
  const reasons = loaded.skipped.filter((s) => JUDGED_WORDS.includes(s.name) && /dictionary/.test(s.reason))
  assert(reasons.length === JUDGED_WORDS.length, `skipped: ${loaded.skipped.map((s) => `${s.name} (${s.reason})`).join(', ')}`)
})

Deno.test('no composed name is a dictionary word or joined set phrase', () => {
  const briefs = [...OWN_BRIEFS, 'hand-bound sketchbooks from offcut paper', 'kayak hire on a slow river', 'a locksmith', 'canal boat holidays']
  const found: string[] = []
  for (const description of briefs) {
    for (const seed of [1, 2]) {
      // No banks: every name in the run is composed by the engine.
      for (const idea of generateLexicon({ description, count: 8, poolSize: 24, seed }, new Map())) {
        if (isDictionaryWord(idea.name)) found.push(`${description}: ${idea.name}`)
      }
    }
  }
  assert(found.length === 0, found.join('\n'))
})

Deno.test('a joined set phrase counts as a bare word for the .com logic', () => {
  for (const name of ['FigureEight', 'NinetyNine', 'PatchTest']) assert(isBareWord(name), name)
  assert(!isBareWord('Kettlerun'))
})
