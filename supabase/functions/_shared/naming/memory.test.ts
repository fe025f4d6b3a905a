// deno test: "generate again" explores new families, and the quality filters that keep flat
// coinages (Proda, Curadog, Kairastra, BeanCold, TailBark) out.
import { buildConcepts } from './concepts.ts'
import { BLEND_TARGETS, TAILS } from './curated/affixes.ts'
import { generateLexicon } from './engine.ts'
import { buildMemory, recall } from './memory.ts'
import { syllabify } from './phonetics.ts'
import { pickIdeas } from './select.ts'
import { writeSlogans } from './slogans.ts'
import { createRng } from './rng.ts'
import { clips } from './strategies/clip.ts'
import { compounds } from './strategies/compound.ts'
import { rootCoinages } from './strategies/roots.ts'
import { assert, assertEquals } from './testing.ts'
import type { Candidate, NameIdea } from './types.ts'

const SPEC_EXAMPLES = [
  'a cold-brew coffee shop',
  'a pet grooming service for anxious dogs',
  'a plant subscription box for beginners',
  'a vintage clothing marketplace',
  'a productivity app for night owls',
]
const TARGETS = new Set(BLEND_TARGETS.map((t) => t.word))
const TAIL_WORDS = new Set(TAILS.map((t) => t.word))

/** The template families of a shown name, read from its rationale ("brew + nirvana", "lum + -ora"). */
function families(idea: NameIdea): string[] {
  const formation = idea.rationale.split(' — ')[1]?.split(': ')[0] ?? ''
  const out: string[] = []
  const pair = /^(\w+) \+ (\w+)$/.exec(formation)
  if (idea.strategy === 'blend' && pair && TARGETS.has(pair[2])) out.push(`blend:${pair[2]}`)
  if (idea.strategy === 'compound' && pair && TAIL_WORDS.has(pair[2])) out.push(`tail:${pair[2]}`)
  const suffix = / \+ -(\w{2,})$/.exec(formation)?.[1]
  if (suffix) out.push(`suffix:-${suffix}`)
  const prefix = /^(\w+)- \+/.exec(formation)?.[1]
  if (prefix) out.push(`prefix:${prefix}-`)
  const root = /(?:Latin|Greek) (\w+)/.exec(formation)?.[1]
  if (root) out.push(`root:${root}`)
  return out
}

/** What generate-names does on "generate again": pool of 24, drop names shown, re-pick 8. */
function simulateRuns(description: string, runs: number, seedBase: number): NameIdea[][] {
  const shown = new Set<string>()
  const out: NameIdea[][] = []
  for (let run = 0; run < runs; run++) {
    const pool = generateLexicon({ description, count: 8, poolSize: 24, seed: seedBase + run, exclude: new Set(shown) })
    const picked = pickIdeas(pool.filter((i) => !shown.has(i.name.toLowerCase())), 8)
    for (const idea of picked) shown.add(idea.name.toLowerCase())
    out.push(picked)
  }
  return out
}

Deno.test('generate again: over 4 runs no family shows up in more than 2, for the spec briefs', () => {
  for (const seedBase of [0, 100, 2000]) {
    for (const description of SPEC_EXAMPLES) {
      const runs = simulateRuns(description, 4, seedBase)
      const seenIn = new Map<string, number>()
      for (const run of runs) {
        assertEquals(run.length, 8, `${description}: names per run`)
        for (const f of new Set(run.flatMap(families))) seenIn.set(f, (seenIn.get(f) ?? 0) + 1)
      }
      const over = [...seenIn].filter(([, n]) => n > 2)
      assert(over.length === 0, `${description} (seed ${seedBase}): ${JSON.stringify(over)}`)
    }
  }
})

Deno.test('generate again: an empty exclude changes nothing, and memory ignores exclude order', () => {
  const description = SPEC_EXAMPLES[0]
  const plain = generateLexicon({ description, count: 8, poolSize: 24, seed: 11 })
  assertEquals(generateLexicon({ description, count: 8, poolSize: 24, seed: 11, exclude: new Set() }), plain)
  const shown = plain.slice(0, 8).map((i) => i.name.toLowerCase())
  const a = generateLexicon({ description, count: 8, poolSize: 24, seed: 12, exclude: new Set(shown) })
  const b = generateLexicon({ description, count: 8, poolSize: 24, seed: 12, exclude: new Set(shown.slice().reverse()) })
  assertEquals(a, b)
})

Deno.test('memory: a seen blend tail or suffix lowers a candidate; twice seen makes it a rerun', () => {
  const chillvana: Candidate = { name: 'Chillvana', strategy: 'blend', parts: ['chill', 'nirvana'], formation: 'chill + nirvana', why: '', relevance: 1, tail: 'vana' }
  assertEquals(recall(chillvana, buildMemory([])), { penalty: 0, rerun: false })
  const once = recall(chillvana, buildMemory(['brewvana']))
  assert(once.penalty > 0 && !once.rerun, JSON.stringify(once))
  const twice = recall(chillvana, buildMemory(['brewvana', 'dogvana']))
  assert(twice.penalty > once.penalty && twice.rerun, JSON.stringify(twice))
  assertEquals(recall(chillvana, buildMemory(['brewhaven', 'plantly'])).rerun, false)
  // The same two words swapped read as the same name.
  const swapped: Candidate = { name: 'RootBegin', strategy: 'compound', parts: ['root', 'begin'], formation: 'root + begin', why: '', relevance: 1 }
  assert(recall(swapped, buildMemory(['beginroot'])).rerun)
})

Deno.test('small briefs still give 8 new names on every "generate again"', () => {
  for (const description of ['coffee', 'x', 'an app', 'a shop', '🚀🔥✨ 🌱', 'a tea room']) {
    const runs = simulateRuns(description, 6, 3)
    const all = runs.flat().map((i) => i.name.toLowerCase())
    for (const run of runs) assertEquals(run.length, 8, description)
    assertEquals(new Set(all).size, all.length, `${description}: a name came back`)
  }
})

Deno.test('clips keep a recognisable first syllable of their source', () => {
  const briefs = [...SPEC_EXAMPLES, 'a budgeting app for freelancers', 'a sourdough bakery', 'a legal tech startup that reads contracts', 'a wedding photography business', 'a language learning app']
  let seen = 0
  for (const description of briefs) {
    for (const c of clips(buildConcepts(description))) {
      seen++
      const source = c.parts[0]
      const first = syllabify(source)[0]
      assert(c.name.length >= first.length && c.name.toLowerCase().startsWith(first), `${c.name} from ${source}`)
      assert(!/^(pro|con|com|re|de|pre)$/.test(first), `${c.name}: ${source} starts with a bare prefix`)
    }
  }
  assert(seen > 0, 'some briefs still clip (vintage -> Vinta)')
  assert(!clips(buildConcepts(SPEC_EXAMPLES[4])).some((c) => c.name === 'Proda'), 'productivity is not clipped to Proda')
})

Deno.test('flat coinages are not formed or rank low', () => {
  const coffee = compounds(buildConcepts(SPEC_EXAMPLES[0]))
  assert(!coffee.some((c) => c.name === 'BeanCold'), 'an adjective does not close a compound')
  const dogs = buildConcepts(SPEC_EXAMPLES[1])
  const tailBark = compounds(dogs).find((c) => c.name === 'TailBark')
  assert(!tailBark || (tailBark.quality ?? 1) < 0.7, 'two words with no sound link rank low')
  const roots = rootCoinages(dogs).map((c) => c.name)
  for (const flat of ['Curadog', 'Lumenpet', 'Amorgroom']) assert(!roots.includes(flat), flat)
  for (const c of rootCoinages(buildConcepts(SPEC_EXAMPLES[4]))) {
    if (c.parts.length === 2 && /Latin|Greek/.test(c.formation.split(' + ')[1] ?? '')) assert(c.name.length <= 8, c.name)
  }
})

Deno.test('slogans pick up the name: a theme line that echoes its words, or its place', () => {
  let echoing = 0
  let total = 0
  for (const description of SPEC_EXAMPLES) {
    for (const idea of generateLexicon({ description, count: 8, seed: 7 })) {
      // A metaphor's rationale is prose, not parts; it echoes by accident.
      if (!idea.slogan || idea.strategy === 'metaphor') continue
      total++
      const words = (idea.rationale.split(' — ')[1]?.split(':')[0] ?? '').toLowerCase().match(/[a-z]{3,}/g) ?? []
      if (words.some((w) => new RegExp(`\\b${w}`).test(idea.slogan!.toLowerCase()))) echoing++
    }
  }
  // About one in ten did before theme lines were matched to names; now about one in four.
  assert(echoing / total >= 0.2, `${echoing} of ${total} slogans echo the name`)
  // A place-like tail speaks to the audience.
  const pool = buildConcepts(SPEC_EXAMPLES[2])
  const nest: Candidate = { name: 'SproutNest', strategy: 'compound', parts: ['sprout', 'nest'], formation: 'sprout + nest', why: '', relevance: 1, tail: 'nest', image: 'nest' }
  const [line] = writeSlogans([nest], { ...pool, themes: [] }, createRng(1))
  assertEquals(line, 'A cosy nest for beginners.')
})
