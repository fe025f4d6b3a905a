// Decodes a judge's verdict with the key blind.ts wrote and prints the round's table:
//   npx tsx bench/names/decode.ts OUT_DIR/verdict.json OUT_DIR/key.json [--names] [--shapes LISTS.shapes.json]
// The verdict is a JSON array of { id, ratings: { X: [2|1|0 …] …}, scores: { X: 1–10 …},
// ranking: ['Y', 'X', 'Z'], complaints?: { X: '…' } }. --names also prints every rated name.
import { readFileSync } from 'node:fs'

interface Verdict { id: number; ratings: Record<string, number[]>; scores: Record<string, number>; ranking: string[]; complaints?: Record<string, string> }
const [verdictFile, keyFile] = process.argv.slice(2)
const verdicts: Verdict[] = JSON.parse(readFileSync(verdictFile, 'utf8'))
const key: Record<string, Record<string, string>> = JSON.parse(readFileSync(keyFile, 'utf8'))
const lists: Record<string, { brief: string; lists: Record<string, string[]> }> = {}
try {
  const judgeFile = verdictFile.replace(/[^/]*$/, 'judge.json')
  for (const entry of JSON.parse(readFileSync(judgeFile, 'utf8'))) lists[entry.id] = entry
} catch { /* names are optional */ }

const stats = new Map<string, { two: number; one: number; zero: number; score: number; first: number; briefs: number }>()
const wins = new Map<string, number>()
for (const v of verdicts) {
  const sourceOf = key[v.id]
  for (const [label, ratings] of Object.entries(v.ratings)) {
    const s = stats.get(sourceOf[label]) ?? { two: 0, one: 0, zero: 0, score: 0, first: 0, briefs: 0 }
    for (const r of ratings) {
      if (r === 2) s.two++
      else if (r === 1) s.one++
      else s.zero++
    }
    s.score += v.scores[label]
    s.briefs++
    if (v.ranking[0] === label) s.first++
    stats.set(sourceOf[label], s)
  }
  // Pairwise: how often each source was ranked above each other one.
  v.ranking.forEach((a, i) => v.ranking.slice(i + 1).forEach((b) => {
    const pair = `${sourceOf[a]} > ${sourceOf[b]}`
    wins.set(pair, (wins.get(pair) ?? 0) + 1)
  }))
}
const pct = (n: number, of: number) => `${Math.round((100 * n) / of)} %`
console.log('| source | shortlist (2) | acceptable (1) | bad (0) | list score | ranked first |')
console.log('|---|---|---|---|---|---|')
for (const [source, s] of stats) {
  const all = s.two + s.one + s.zero
  console.log(`| ${source} | ${pct(s.two, all)} | ${pct(s.one, all)} | ${pct(s.zero, all)} | ${(s.score / s.briefs).toFixed(1)} | ${s.first} / ${s.briefs} |`)
}
console.log('\n' + [...wins].sort().map(([pair, n]) => `${pair}: ${n}`).join('\n'))
// Per shape of the engine's names (lists.ts writes which strategy made each name).
const shapesAt = process.argv.indexOf('--shapes')
if (shapesAt > 0) {
  const shapeOf: Record<string, string> = JSON.parse(readFileSync(process.argv[shapesAt + 1], 'utf8'))
  const byShape = new Map<string, number[]>()
  for (const v of verdicts) {
    const label = Object.keys(key[v.id]).find((l) => key[v.id][l] === 'engine')
    const names = label ? lists[v.id]?.lists[label] ?? [] : []
    names.forEach((n, i) => {
      const shape = shapeOf[n] ?? 'unknown'
      byShape.set(shape, [...(byShape.get(shape) ?? []), v.ratings[label!][i]])
    })
  }
  console.log('\n| engine shape | names | shortlist | bad |\n|---|---|---|---|')
  for (const [shape, r] of [...byShape].sort((a, b) => b[1].length - a[1].length))
    console.log(`| ${shape} | ${r.length} | ${pct(r.filter((x) => x === 2).length, r.length)} | ${pct(r.filter((x) => x === 0).length, r.length)} |`)
}
if (process.argv.includes('--names'))
  for (const v of verdicts) {
    const entry = lists[v.id]
    if (!entry) continue
    console.log(`\n#${v.id} ${entry.brief}`)
    for (const [label, names] of Object.entries(entry.lists))
      console.log(`  ${key[v.id][label].padEnd(7)} ${v.scores[label]}  ${names.map((n, i) => `${n}(${v.ratings[label]?.[i]})`).join(', ')}${v.complaints?.[label] ? `\n          ${v.complaints[label]}` : ''}`)
  }
