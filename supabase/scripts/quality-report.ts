// Name-quality report for the offline engine: simulates "generate again" the way the
// generate-names function does (pool of 3 x count, drop names already shown, pickIdeas, then
// add all shown names to exclude) and reports how often the same template family comes back.
//
//   npx tsx supabase/scripts/quality-report.ts            summary + every run's names
//   npx tsx supabase/scripts/quality-report.ts --summary  summary only
//   npx tsx supabase/scripts/quality-report.ts --engine /tmp/old/naming   compare another copy
//
// Families come from the rationale's formation ("brew + nirvana", "lum + -ora") so the report
// works on any copy of the engine whose rationales keep the "Name — formation: why" shape.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

interface Idea { name: string; slogan?: string; rationale: string; strategy: string }
interface Engine {
  generateLexicon(req: { description: string; count: number; poolSize?: number; seed?: number; exclude?: Set<string> }): Idea[]
  pickIdeas(pool: Idea[], count: number): Idea[]
}

export const BRIEFS = [
  // The five examples from the spec.
  'a cold-brew coffee shop',
  'a pet grooming service for anxious dogs',
  'a plant subscription box for beginners',
  'a vintage clothing marketplace',
  'a productivity app for night owls',
  // Twenty-five more across industries and brief shapes.
  'a budgeting app for freelancers',
  'a solar panel installer',
  'a yoga studio for busy parents',
  'a sourdough bakery in Brooklyn',
  'a language learning app for travelers',
  'a bike repair shop',
  'a dental clinic for kids',
  'a cybersecurity consultancy for small businesses',
  'a meal-prep delivery service',
  'an independent bookstore with a cafe',
  'a craft brewery',
  'a wedding photography business',
  'a skincare brand for sensitive skin',
  'a coworking space for remote workers',
  'a candle shop',
  'a sleep tracker for shift workers',
  'a surf school',
  'a legal tech startup that reads contracts',
  'a tutoring service for high school math',
  'a home cleaning service',
  'a podcast about personal finance',
  'a dog walking app',
  'an AI writing assistant for students',
  'a farm stand selling organic vegetables',
  'a ramen restaurant',
]

const RUNS = 4
const COUNT = 8

function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** The template families a name belongs to, read from its rationale. */
function families(idea: Idea, blendTargets: Set<string>, tails: Set<string>): string[] {
  const formation = idea.rationale.split(' — ')[1]?.split(': ')[0] ?? ''
  const out: string[] = []
  const suffix = / \+ -(\w+)$/.exec(formation)?.[1]
  const plus = /^(\w+) \+ (\w+)$/.exec(formation)
  if (idea.strategy === 'blend' && plus && blendTargets.has(plus[2])) out.push(`blend:${plus[2]}`)
  if (idea.strategy === 'compound' && plus && tails.has(plus[2])) out.push(`tail:${plus[2]}`)
  if (idea.strategy === 'affix') {
    if (suffix) out.push(`suffix:-${suffix}`)
    const prefix = /^(\w+)- \+/.exec(formation)?.[1]
    if (prefix) out.push(`prefix:${prefix}-`)
  }
  if (idea.strategy === 'roots') {
    const root = /(?:Latin|Greek) (\w+)/.exec(formation)?.[1]
    if (root) out.push(`root:${root}`)
    if (suffix) out.push(`ending:-${suffix}`)
  }
  if (idea.strategy === 'clip' && suffix) out.push(`clip:-${suffix}`)
  return out
}

interface BriefResult { brief: string; runs: Idea[][]; famRuns: Map<string, number> }

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const at = args.indexOf('--engine')
  const dir = at >= 0 ? path.resolve(args[at + 1]) : path.resolve(import.meta.dirname, '../functions/_shared/naming')
  const summaryOnly = args.includes('--summary')
  const engine = (await import(pathToFileURL(path.join(dir, 'mod.ts')).href)) as Engine
  const affixes = (await import(pathToFileURL(path.join(dir, 'curated/affixes.ts')).href)) as {
    BLEND_TARGETS: { word: string }[]
    TAILS: { word: string }[]
  }
  const { syllabify } = (await import(pathToFileURL(path.join(dir, 'phonetics.ts')).href)) as { syllabify(word: string): string[] }
  const blendTargets = new Set(affixes.BLEND_TARGETS.map((t) => t.word))
  const tails = new Set(affixes.TAILS.map((t) => t.word))

  const results: BriefResult[] = []
  const started = performance.now()
  for (const brief of BRIEFS) {
    const shown = new Set<string>()
    const runs: Idea[][] = []
    for (let run = 0; run < RUNS; run++) {
      const pool = engine.generateLexicon({ description: brief, count: COUNT, poolSize: COUNT * 3, seed: hash(brief) + run * 7919, exclude: new Set(shown) })
      const picked = engine.pickIdeas(pool.filter((i) => !shown.has(i.name.toLowerCase())), COUNT)
      for (const i of picked) shown.add(i.name.toLowerCase())
      runs.push(picked)
    }
    const famRuns = new Map<string, number>()
    for (const run of runs) {
      for (const f of new Set(run.flatMap((i) => families(i, blendTargets, tails)))) famRuns.set(f, (famRuns.get(f) ?? 0) + 1)
    }
    results.push({ brief, runs, famRuns })
  }
  const ms = performance.now() - started

  const allRuns = results.flatMap((r) => r.runs)
  const ideas = allRuns.flat()
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(0)}%`
  console.log(`engine: ${path.relative(process.cwd(), dir) || dir}`)
  console.log(`${results.length} briefs x ${RUNS} runs = ${allRuns.length} runs, ${ideas.length} names (${(ms / allRuns.length).toFixed(1)} ms per run)`)
  const short = allRuns.filter((r) => r.length < COUNT).length
  console.log(`runs with fewer than ${COUNT} names: ${short}`)

  // Families across all runs: in how many of the 120 runs does each appear?
  const famTotal = new Map<string, number>()
  for (const r of results) for (const [f, n] of r.famRuns) famTotal.set(f, (famTotal.get(f) ?? 0) + n)
  const top = [...famTotal].sort((a, b) => b[1] - a[1]).slice(0, 18)
  console.log(`\nruns containing each family (top 18 of ${famTotal.size}):`)
  console.log('  ' + top.map(([f, n]) => `${f} ${n}`).join(', '))
  const bliss = allRuns.filter((run) => run.some((i) => families(i, blendTargets, tails).some((f) => /blend:(paradise|nirvana|emporium)/.test(f)))).length
  console.log(`runs with a -radise/-vana/-porium blend: ${bliss}/${allRuns.length} (${pct(bliss, allRuns.length)})`)

  // Repetition across the 4 runs of one brief.
  let rep2 = 0
  let rep3 = 0
  let famCount = 0
  let worst = 0
  const spec = results.slice(0, 5)
  for (const r of results) {
    for (const n of r.famRuns.values()) {
      famCount++
      if (n >= 2) rep2++
      if (n >= 3) rep3++
      worst = Math.max(worst, n)
    }
  }
  console.log(`\nfamily repetition across ${RUNS} runs of one brief (${famCount} brief-family pairs):`)
  console.log(`  in 2+ runs: ${rep2} (${pct(rep2, famCount)}), in 3+ runs: ${rep3} (${pct(rep3, famCount)}), worst: ${worst} runs`)
  console.log(`  per brief, families in 3+ runs: mean ${(results.reduce((s, r) => s + [...r.famRuns.values()].filter((n) => n >= 3).length, 0) / results.length).toFixed(2)}`)
  const specWorst = spec.map((r) => `${r.brief.split(' ').slice(1, 3).join(' ')}: ${Math.max(0, ...r.famRuns.values())}`)
  console.log(`  spec briefs, max runs of one family: ${specWorst.join(', ')}`)
  const repCount = new Map<string, number>()
  for (const r of results) for (const [f, n] of r.famRuns) if (n >= 3) repCount.set(f, (repCount.get(f) ?? 0) + 1)
  console.log(`  families that hit 3+ runs (briefs): ${[...repCount].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`)

  // Strategy mix: overall, and per run as run 1 vs later runs.
  const mix = (list: Idea[]) => {
    const m = new Map<string, number>()
    for (const i of list) m.set(i.strategy, (m.get(i.strategy) ?? 0) + 1)
    return [...m].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${pct(n, list.length)}`).join(', ')
  }
  console.log(`\nstrategy mix, all runs: ${mix(ideas)}`)
  console.log(`strategy mix, run 1:    ${mix(results.flatMap((r) => r.runs[0]))}`)
  console.log(`strategy mix, runs 2-4: ${mix(results.flatMap((r) => r.runs.slice(1).flat()))}`)
  const strategiesPerRun = allRuns.map((run) => new Set(run.map((i) => i.strategy)).size)
  console.log(`strategies per run: min ${Math.min(...strategiesPerRun)}, mean ${(strategiesPerRun.reduce((a, b) => a + b, 0) / allRuns.length).toFixed(1)}`)

  // Slogans: how many, and how many lean on the name's own words.
  const withSlogan = ideas.filter((i) => i.slogan)
  const namey = withSlogan.filter((i) => {
    const words = (i.rationale.split(' — ')[1]?.split(': ')[0] ?? '').toLowerCase().match(/[a-z]{3,}/g) ?? []
    const s = i.slogan!.toLowerCase()
    return s.includes(i.name.toLowerCase()) || words.some((w) => !/^(latin|greek|clipped|from|respelled)$/.test(w) && new RegExp(`\\b${w}`).test(s))
  })
  console.log(`\nslogans: ${pct(withSlogan.length, ideas.length)} of names; ${pct(namey.length, withSlogan.length)} of slogans use the name or its parts`)
  const clipLines = ideas.filter((i) => i.strategy === 'clip')
  console.log(`clips: ${clipLines.length} (${clipLines.map((i) => i.name).join(', ')})`)
  // A clip that loses its source's first syllable, or keeps only a stock prefix (pro-, con-).
  const badClips = clipLines.filter((i) => {
    const source = /— (\w+) clipped|\(from (\w+)\)/.exec(i.rationale)
    const word = source?.[1] ?? source?.[2] ?? ''
    const first = syllabify(word)[0] ?? ''
    return !i.name.toLowerCase().startsWith(first) || /^(pro|con|com|re|de|pre|dis|ex|in|sub|per)$/.test(first)
  })
  console.log(`clips without a recognisable first syllable: ${badClips.length} (${badClips.map((i) => i.name).join(', ')})`)
  // Two whole words with no echo between them (TailBark): no shared onset, vowel or ending.
  const flat = ideas.filter((i) => {
    const plus = /— (\w+) \+ (\w+):/.exec(i.rationale)
    if (i.strategy !== 'compound' || !plus || tails.has(plus[2])) return false
    const [a, b] = [plus[1], plus[2]]
    const onset = (w: string) => /^[^aeiouy]*/.exec(w)?.[0] ?? ''
    const vowels = (w: string) => /[aeiouy]+/.exec(w)?.[0] ?? ''
    return !((onset(a) && onset(a) === onset(b)) || vowels(a) === vowels(b) || (a.slice(-2) === b.slice(-2) && !/[aeiouy]/.test(a.slice(-2))))
  })
  console.log(`word pairs with no sound link: ${flat.length} (${flat.slice(0, 30).map((i) => i.name).join(', ')}${flat.length > 30 ? ', …' : ''})`)

  if (summaryOnly) return
  for (const r of results) {
    console.log(`\n== ${r.brief}`)
    r.runs.forEach((run, i) => {
      console.log(`  run ${i + 1}: ${run.map((idea) => idea.name).join(', ')}`)
    })
    const reps = [...r.famRuns].filter(([, n]) => n >= 2).map(([f, n]) => `${f}x${n}`)
    if (reps.length) console.log(`  repeats: ${reps.join(', ')}`)
  }
  if (args.includes('--rationales')) {
    for (const r of results.slice(0, 5)) {
      console.log(`\n== ${r.brief} (rationales and slogans)`)
      r.runs.forEach((run, i) => {
        console.log(`  run ${i + 1}`)
        for (const idea of run) console.log(`    ${idea.rationale}${idea.slogan ? `  |  "${idea.slogan}"` : ''}`)
      })
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
