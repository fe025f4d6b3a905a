// Lexicon-engine latency: one run = one description -> 8 names (plus a 24-idea pool run, as
// generate-names over-generates to prefer free .coms). Descriptions come from templates x
// industries so the engine sees 200 different briefs, not one cached path.
import { generateLexicon } from '../../supabase/functions/_shared/naming/mod.ts'
import { type BenchSection, summarize } from './stats.ts'

const TEMPLATES = [
  'a {x}', 'an online {x}', 'a {x} for busy parents', 'a {x} for beginners', 'a friendly {x} for students',
  'a premium {x} for small businesses', 'a sustainable {x}', 'a {x} app for night owls', 'a local {x} in Brooklyn',
  'a subscription {x} for remote workers', 'a {x} that helps seniors stay independent', 'an AI-powered {x}',
  'a cozy {x} with a community vibe', 'a {x} marketplace for creators', 'a mobile {x} for travelers',
  'a budget-friendly {x} for families', 'a {x} studio for kids', 'a luxury {x} for pet owners',
  'a {x} platform that connects neighbours', 'a tiny {x} run by two friends',
]
const INDUSTRIES = [
  'coffee shop', 'bakery', 'yoga studio', 'dog grooming service', 'plant shop', 'vintage clothing store',
  'productivity tool', 'budgeting service', 'language school', 'bike repair shop', 'wedding photography business',
  'solar installer', 'dental clinic', 'cybersecurity consultancy', 'meal-prep delivery', 'bookstore',
  'craft brewery', 'travel agency', 'game studio', 'legal tech startup', 'skincare brand', 'music school',
  'cleaning service', 'coworking space', 'candle shop', 'tea room', 'fitness coaching', 'tutoring service',
  'real estate agency', 'florist', 'ice cream parlour', 'podcast', 'journaling app', 'farm stand',
  'car wash', 'sleep tracker', 'knitting supply store', 'surf school', 'chocolate maker', 'recipe app',
]

export function descriptions(n: number): string[] {
  const out: string[] = []
  for (let i = 0; out.length < n; i++) {
    const template = TEMPLATES[i % TEMPLATES.length]
    const industry = INDUSTRIES[(i * 7 + Math.floor(i / TEMPLATES.length)) % INDUSTRIES.length]
    out.push(template.replace('{x}', industry))
  }
  return out
}

export default function run(): Promise<BenchSection> {
  const briefs = descriptions(200)
  const coldStart = performance.now()
  generateLexicon({ description: 'warm-up: a lemonade stand', count: 8 })
  const coldMs = performance.now() - coldStart
  const time = (poolSize: number) =>
    briefs.map((description, i) => {
      const t = performance.now()
      generateLexicon({ description, count: 8, poolSize, seed: i })
      return performance.now() - t
    })
  const eight = summarize(time(8))
  const pool = summarize(time(24))
  return Promise.resolve({
    title: 'Lexicon naming engine (in-process, no network)',
    rows: [
      { case: '8 names per run', runs: eight.runs, 'median ms': eight.median, 'p95 ms': eight.p95, 'max ms': eight.max },
      { case: '24-idea pool per run', runs: pool.runs, 'median ms': pool.median, 'p95 ms': pool.p95, 'max ms': pool.max },
    ],
    notes: [
      `first run in this process (lexicon parse + JIT warm-up, not in the table): ${coldMs.toFixed(1)} ms`,
      `target: median under 50 ms for 8 names -> ${eight.median < 50 ? 'met' : 'MISSED'}`,
    ],
  })
}
