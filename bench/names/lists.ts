// Writes the lists a judge round compares, for one set of briefs:
//   npx tsx bench/names/lists.ts bench/names/dev.json OUT.json engine|rules [--seed N]
// engine: the lexicon provider's pool, picked the way generate-names picks it (a .com the engine
//   thinks is surely taken counts as taken, every other .com as free; no network here).
// rules: the spec's rule-based idea generator (§9) seeded with the brief's content words.
import { readFileSync, writeFileSync } from 'node:fs'
import { createLexiconProvider, likelyTakenCom } from '../../supabase/functions/_shared/naming/mod.ts'
import { pickWithDomains } from '../../supabase/functions/generate-names/domain-pick.ts'
import { STOPWORDS } from '../../supabase/functions/_shared/naming/curated/stopwords.ts'
import { generateIdeas } from '../../src/features/ideas/generate-ideas.ts'
import { BANKS } from '../../supabase/functions/_shared/naming/banks/index.ts'

const COUNT = 8
const POOL_FACTOR = 3

// Each engine name's source, so decode.ts can say which shapes the judge liked.
const shapes: Record<string, string> = {}
// A bank name a critic starred (banks/types.ts) is its own row, so a round shows whether the stars hold.
const starred = new Set([...BANKS.bySubject.values()].flat().filter((n) => n.star).map((n) => n.name))
// Two of the trade's own words (Brew & Barrel) are told apart from an image of the brief's detail
// with a trade word (Loch & Lens) by the reason the engine gives them.
const shapeOf = (strategy: string, name: string, rationale: string) =>
  strategy === 'bank' && starred.has(name) ? 'bank, starred'
  : strategy !== 'angle' ? strategy
  : name.includes(' & ') ? (rationale.includes(': two words from') ? 'angle trade pair' : 'angle pair')
  : name.includes(' ') ? 'angle image + noun' : 'angle word'

async function engineList(description: string, seed: number): Promise<string[]> {
  const pool = await createLexiconProvider().generate({ description, count: COUNT, poolSize: COUNT * POOL_FACTOR, seed, exclude: new Set() })
  const check = (domains: string[]) =>
    Promise.resolve(domains.map((domain) => {
      const taken = likelyTakenCom(domain.replace(/\.com$/, ''))
      return { domain, available: !taken, status: taken ? 'taken' : 'available', affiliateUrl: '', source: 'judge', checkedAt: '' } as const
    }))
  const picked = await pickWithDomains(pool, COUNT, { check, budgetMs: 10_000, buyLink: () => '' })
  for (const { idea } of picked) shapes[idea.name] = shapeOf(idea.strategy, idea.name, idea.rationale)
  return picked.map(({ idea }) => idea.name)
}

function rulesList(description: string): string[] {
  const seeds = description.toLowerCase().match(/[a-z]+/g)!.filter((w) => w.length > 2 && !STOPWORDS.has(w))
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1)
  // One idea per seed word in turn, so the list spans the brief the way the idea pages do.
  const perSeed = seeds.map((s) => generateIdeas([cap(s)]))
  // The i-th seed gives its i-th idea (word, word & Co, word Studio, wordly…), so shapes vary too.
  const out: string[] = []
  for (let round = 0; out.length < COUNT && round < 8; round++)
    perSeed.forEach((ideas, i) => {
      const idea = ideas[(i + round) % ideas.length]
      if (out.length < COUNT && idea && !out.includes(idea)) out.push(idea)
    })
  return out
}

const [setFile, outFile, kind = 'engine'] = process.argv.slice(2)
const seedAt = process.argv.indexOf('--seed')
const seed = seedAt > 0 ? Number(process.argv[seedAt + 1]) : 7
if (!setFile || !outFile || !['engine', 'rules'].includes(kind)) {
  console.error('usage: tsx bench/names/lists.ts SET.json OUT.json engine|rules [--seed N]')
  process.exit(2)
}
const briefs: string[] = JSON.parse(readFileSync(setFile, 'utf8'))
const lists: Record<string, string[]> = {}
for (const brief of briefs) lists[brief] = kind === 'engine' ? await engineList(brief, seed) : rulesList(brief)
writeFileSync(outFile, JSON.stringify(lists, null, 1) + '\n')
if (kind === 'engine') writeFileSync(outFile.replace(/\.json$/, '.shapes.json'), JSON.stringify(shapes, null, 1) + '\n')
console.log(`${Object.keys(lists).length} lists -> ${outFile}`)
