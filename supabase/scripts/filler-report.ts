// Filler report: runs the offline engine over the judge's dev briefs plus our own
// (naming/dev-briefs.ts) and lists every name or root that shows up for more than 3 briefs. A
// filler says nothing about any one business (Lantern, Ember); the engine demotes the roots
// listed in naming/fillers.ts (FILLER_ROOTS), so rerun this after changing vocabularies.
//   npx tsx supabase/scripts/filler-report.ts [briefs.json …] [--max 3] [--no-own]
import { readFileSync } from 'node:fs'
import { generateLexicon } from '../functions/_shared/naming/mod.ts'
import { OWN_BRIEFS } from '../functions/_shared/naming/dev-briefs.ts'
import { ROLE_TAILS, rootsOf } from '../functions/_shared/naming/fillers.ts'

const args = process.argv.slice(2)
const maxAt = args.indexOf('--max')
const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 3
const files = args.filter((a, i) => a.endsWith('.json') && (maxAt < 0 || i !== maxAt + 1))
const own = args.includes('--no-own') ? [] : OWN_BRIEFS
const briefs = [...files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as string[]), ...own]

const seen = new Map<string, Set<number>>()
const tails = new Map<string, Set<number>>()
let names = 0
briefs.forEach((brief, i) => {
  for (const idea of generateLexicon({ description: brief, count: 8, seed: 1 })) {
    names++
    for (const key of new Set([idea.name.toLowerCase(), ...rootsOf(idea.name)])) seen.set(key, (seen.get(key) ?? new Set()).add(i))
    const tail = ROLE_TAILS.find((t) => idea.name.toLowerCase().endsWith(t))
    if (tail) tails.set(tail, (tails.get(tail) ?? new Set()).add(i))
  }
})
const over = [...seen].filter(([, at]) => at.size > max).sort((a, b) => b[1].size - a[1].size)
console.log(`${briefs.length} briefs, ${names} names, ${seen.size} distinct names and roots`)
console.log(`over ${max} briefs: ${over.length} (${((100 * over.length) / Math.max(1, seen.size)).toFixed(1)} % of names and roots)`)
for (const [key, at] of over) console.log(`  ${key.padEnd(14)} ${at.size} briefs: ${[...at].slice(0, 4).map((i) => briefs[i].slice(0, 40)).join(' | ')}`)
// Role tails are affixes by design; shown so their spread stays visible.
console.log(`role tails (briefs using each): ${[...tails].map(([t, at]) => `${t} ${at.size}`).join(', ')}`)
