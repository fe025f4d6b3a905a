// deno test: behaviour of the offline lexicon engine.
import { generateLexicon } from './engine.ts'
import { tailOf } from './bank-names.ts'
import { findOffensive } from './curated/blocklist.ts'
import { buildConcepts } from './concepts.ts'
import { affixes } from './strategies/affix.ts'
import { pickIdeas, selectNames } from './select.ts'
import type { Scored } from './score.ts'
import { assert, assertEquals } from './testing.ts'
import type { NameIdea } from './types.ts'
import { NAME_MAX, NAME_MIN, compactName, rejectReason } from './validate.ts'

const SPEC_EXAMPLES = [
  'a cold-brew coffee shop',
  'a pet grooming service for anxious dogs',
  'a plant subscription box for beginners',
  'a vintage clothing marketplace',
  'a productivity app for night owls',
]

function assertValidRun(ideas: NameIdea[], count = 8): void {
  assertEquals(ideas.length, count, 'number of names')
  const lower = ideas.map((i) => i.name.toLowerCase())
  assertEquals(new Set(lower).size, count, 'distinct names')
  for (const idea of ideas) {
    // One token of 4-14 letters, or a phrase ("Pipe & Pasture") whose .com is its compact form.
    assertEquals(rejectReason(idea.name), null, `valid name: ${idea.name}`)
    if (!idea.name.includes(' ')) assert(idea.name.length >= NAME_MIN && idea.name.length <= NAME_MAX, `length: ${idea.name}`)
    assertEquals(idea.domain, `${compactName(idea.name).toLowerCase()}.com`)
    assert(/^[a-z]+\.com$/.test(idea.domain), `domain: ${idea.domain}`)
    assert(findOffensive(idea.name) === null, `offensive: ${idea.name}`)
    assert(idea.rationale.startsWith(idea.name) && idea.rationale.length > idea.name.length + 10, `rationale: ${idea.rationale}`)
    assert(!idea.rationale.includes('\n'), 'rationale is one line')
    assert(idea.score >= 0 && idea.score <= 1, 'score in 0..1')
  }
}

Deno.test('spec examples give 8 valid, distinct names with rationales and mostly slogans', () => {
  for (const description of SPEC_EXAMPLES) {
    const ideas = generateLexicon({ description, count: 8, seed: 7 })
    assertValidRun(ideas)
    const withSlogan = ideas.filter((i) => i.slogan).length
    // A name the trade's hand-written lines run out for goes without one (trade-slogans.ts).
    assert(withSlogan > ideas.length / 2, `${description}: only ${withSlogan} slogans`)
    assertEquals(new Set(ideas.map((i) => i.slogan).filter(Boolean)).size, withSlogan, 'slogans are distinct')
  }
})

Deno.test('same description and seed give the same names; another seed differs', () => {
  const a = generateLexicon({ description: SPEC_EXAMPLES[0], count: 8, seed: 42 })
  const b = generateLexicon({ description: SPEC_EXAMPLES[0], count: 8, seed: 42 })
  assertEquals(a, b)
  const seeds = [1, 2, 3, 4, 5].map((seed) => generateLexicon({ description: SPEC_EXAMPLES[0], count: 8, seed }).map((i) => i.name).join())
  assert(new Set(seeds).size > 1, 'different seeds should vary the run')
  // Without a seed the description itself seeds the run.
  assertEquals(generateLexicon({ description: 'a tea room', count: 8 }), generateLexicon({ description: 'a tea room', count: 8 }))
})

Deno.test('exclude is honoured across five runs with a growing set', () => {
  for (const description of [SPEC_EXAMPLES[1], 'a yoga studio']) {
    const shown = new Set<string>()
    for (let run = 0; run < 5; run++) {
      const ideas = generateLexicon({ description, count: 8, seed: run, exclude: shown })
      assertValidRun(ideas)
      for (const idea of ideas) {
        assert(!shown.has(idea.name.toLowerCase()), `repeat in run ${run}: ${idea.name}`)
        shown.add(idea.name.toLowerCase())
      }
    }
    assertEquals(shown.size, 40)
  }
})

// A third name of one strategy is allowed when it has a new shape (a third pun rather than a
// second -wright compound or a second -ly ending; see select.ts and quality.test.ts).
Deno.test('no more than three composed names per strategy (five on the angle of the brief), at least four strategies, bank names on distinct tails', () => {
  for (const description of [...SPEC_EXAMPLES, 'a budgeting app for freelancers', 'a solar panel installer']) {
    const ideas = generateLexicon({ description, count: 8, seed: 3 })
    const counts = new Map<string, number>()
    // Hand-written bank names each have a shape of their own: their variety is their tails.
    // Angle names have their own caps (angles.test.ts): at most five, one idea each.
    assert(ideas.filter((i) => i.strategy === 'angle').length <= 5, `${description}: ${ideas.map((i) => i.name)}`)
    const composed = ideas.filter((i) => i.strategy !== 'bank' && i.strategy !== 'angle')
    for (const i of composed) counts.set(i.strategy, (counts.get(i.strategy) ?? 0) + 1)
    assert([...counts.values()].every((n) => n <= 3), `${description}: ${JSON.stringify([...counts])}`)
    if (composed.length >= 6) assert(counts.size >= 4, `${description}: only ${counts.size} strategies`)
    const tails = ideas.filter((i) => i.strategy === 'bank').map((i) => tailOf(i.name)).filter(Boolean)
    assertEquals(new Set(tails).size, tails.length, `${description}: bank tails ${tails.join(', ')}`)
  }
})

Deno.test('offensive words in the brief never reach a name', () => {
  const nasty = ['a shit fuck ass store', 'an app for tits and cocks', 'nazi rape porn bitch', 'a glass class for the assistant therapist']
  for (const description of nasty) {
    const ideas = generateLexicon({ description, count: 8, seed: 1 })
    assertValidRun(ideas)
    for (const idea of ideas) assert(findOffensive(idea.name) === null, `${description}: ${idea.name}`)
  }
})

Deno.test('an offensive coinage built by a strategy is filtered before it leaves the engine', () => {
  // "mug" + "-ly" makes "Mugly", which hides "ugly": the affix strategy does produce it...
  const pool = buildConcepts('a mug design app')
  assert(affixes(pool).some((c) => c.name === 'Mugly'), 'precondition: the strategy proposes Mugly')
  // ...but validation removes it, even from a large over-generated pool.
  const ideas = generateLexicon({ description: 'a mug design app', count: 8, poolSize: 60, seed: 1 })
  assertEquals(ideas.length, 60)
  assert(!ideas.some((i) => i.name.toLowerCase() === 'mugly'))
  for (const idea of ideas) assertEquals(findOffensive(idea.name), null, idea.name)
})

Deno.test('edge descriptions still give 8 names', () => {
  const long = 'We are building an affordable, friendly and sustainable platform that connects local farmers with city restaurants, '.repeat(5).slice(0, 500)
  const edges = ['coffee', 'x', long, '🚀🔥✨ 🌱', 'кофейня для любителей кошек', '東京のラーメン屋', 'the and of for with a an', '', '   ', 'Café crème & croissants — très chic!', '12345 !!!']
  for (const description of edges) {
    const ideas = generateLexicon({ description, count: 8, seed: 9 })
    assertValidRun(ideas)
  }
})

Deno.test('poolSize over-generates, and pickIdeas re-picks with preferences and variety', () => {
  const pool = generateLexicon({ description: SPEC_EXAMPLES[4], count: 8, poolSize: 24, seed: 5 })
  assertEquals(pool.length, 24)
  assertEquals(new Set(pool.map((i) => i.name.toLowerCase())).size, 24)
  const first8 = generateLexicon({ description: SPEC_EXAMPLES[4], count: 8, seed: 5 })
  assertEquals(pool.slice(0, 8).map((i) => i.name), first8.map((i) => i.name), 'the first count ideas are the engine pick')
  // Pretend only names with an even length have a free .com.
  const free = (i: NameIdea) => i.name.length % 2 === 0
  const picked = pickIdeas(pool, 8, free)
  assertEquals(picked.length, 8)
  const freeInPool = pool.filter(free).length
  assertEquals(picked.filter(free).length, Math.min(8, freeInPool))
})

Deno.test('the re-pick after domain checks does not repeat a word or a near-twin while other names wait', () => {
  const idea = (name: string): NameIdea => ({ name, strategy: name.includes(' & ') ? 'angle' : 'bank', rationale: '', domain: `${name}.com`, score: 1 })
  // The engine's own first names had a taken .com; the pool behind them holds two on "peony".
  const pool = ['Keepsprig', 'Rafter Bunches', 'Peony & Petal', 'Posy & Peony', 'Reviewhand', 'Reviewcrew', 'Everstem', 'Bud & Bouquet'].map(idea)
  const taken = new Set(['Keepsprig', 'Rafter Bunches'])
  const picked = pickIdeas(pool, 4, (i) => !taken.has(i.name)).map((i) => i.name)
  assertEquals(picked, ['Peony & Petal', 'Reviewhand', 'Everstem', 'Bud & Bouquet'])
  // With nothing else left, a repeat still fills the run rather than a shorter list.
  assertEquals(pickIdeas(pool.slice(2, 4), 2).map((i) => i.name), ['Peony & Petal', 'Posy & Peony'])
})

Deno.test('a phrase and a one-word name of the same letters are twins: one of them is shown', () => {
  const scored = (name: string, strategy: 'bank' | 'angle', parts: string[], score: number): Scored =>
    ({ name, strategy, parts, formation: '', why: '', relevance: 1, score, rerun: false })
  const pool = [
    scored('Ninemoons', 'bank', ['ninemoons'], 1),
    scored('Nine Moons Yoga', 'angle', ['nine moons', 'yoga'], 0.9),
    scored('Bumpflow', 'bank', ['bump', 'flow'], 0.8),
  ]
  assertEquals(selectNames(pool, 2, 2, new Set()).map((c) => c.name), ['Ninemoons', 'Bumpflow'])
})

Deno.test('for a brief with a trade, every slogan is a line someone wrote, never a fill-in', async () => {
  const { OWN_BRIEFS } = await import('./dev-briefs.ts')
  const { ALL_TRADES, buildVocab } = await import('./trades.ts')
  const { BANKS } = await import('./banks/index.ts')
  const written = new Set([...ALL_TRADES.flatMap((t) => t.slogans), ...[...BANKS.bySubject.values()].flat().map((n) => n.slogan)])
  let checked = 0
  for (const description of OWN_BRIEFS) {
    if (!buildVocab(description).hits.some((h) => h.main)) continue
    for (const idea of generateLexicon({ description, count: 8, seed: 7 })) {
      if (!idea.slogan) continue
      checked++
      assert(written.has(idea.slogan), `${description}: ${idea.name}: "${idea.slogan}" is not a written line`)
    }
  }
  assert(checked > 100, `only ${checked} slogans checked`)
})

Deno.test('a trade line on a detail of the trade the brief does not name is not used for it', async () => {
  const { buildVocab } = await import('./trades.ts')
  const { tradeSlogans } = await import('./trade-slogans.ts')
  const { createRng } = await import('./rng.ts')
  const { rankOf } = await import('./lexicon.ts')
  const vocab = buildVocab('Yoga studio for pregnant women and new mums')
  const lines = vocab.hits.filter((h) => h.main).flatMap((h) => h.trade.slogans)
  const unsaid = (l: string) => (l.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !vocab.brief.tokens.includes(w) && !vocab.brief.lemmas.includes(w))
  const rare = lines.find((l) => unsaid(l).some((w) => rankOf(w) >= 2500))!
  const word = unsaid(rare).find((w) => rankOf(w) >= 2500)!
  const everyday = lines.map(unsaid).flat().find((w) => rankOf(w) < 2500 && !rare.toLowerCase().includes(w))!
  const names = lines.map((_, i) => ({ name: `Name${i}`, parts: [] }) as unknown as Parameters<typeof tradeSlogans>[0][number])
  assert(tradeSlogans(names, vocab, createRng(1)).includes(rare), 'the line is used when no bank claims its word')
  const tagged = (tag: string) => ({ name: `Tagged${tag}`, angles: [tag], why: 'w', slogan: 's' })
  const banks = new Map([[vocab.hits.find((h) => h.main)!.trade.subject, [tagged(word), tagged(everyday)]]])
  const out = tradeSlogans(names, vocab, createRng(1), banks)
  assert(!out.includes(rare), `"${rare}" used though "${word}" is a detail the brief does not name`)
  // An everyday word (work, week) tags a name, but a line that says it suits the whole trade.
  assert(lines.filter((l) => l !== rare && l.toLowerCase().includes(everyday)).every((l) => out.includes(l)), `a line with "${everyday}" dropped`)
})
