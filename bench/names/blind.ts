// Builds the judge's file and the key that decodes it:
//   npx tsx bench/names/blind.ts SEED OUT_DIR source=lists.json source=lists.json …
// Per brief the lists are labelled X, Y, Z… in an order shuffled per brief, so the judge cannot
// tell which source is which. OUT_DIR gets judge.json (for the judge) and key.json (for decode.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const [seedArg, outDir, ...sources] = process.argv.slice(2)
if (!seedArg || !outDir || sources.length < 2) {
  console.error('usage: tsx bench/names/blind.ts SEED OUT_DIR name=lists.json name=lists.json …')
  process.exit(2)
}
let state = Number(seedArg) >>> 0
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
}
const shuffled = <T>(items: T[]) => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const loaded = sources.map((arg) => {
  const [name, file] = arg.split('=')
  return { name, lists: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]> }
})
const briefs = Object.keys(loaded[0].lists)
const labels = 'XYZWV'.slice(0, loaded.length).split('')
const judge: { id: number; brief: string; lists: Record<string, string[]> }[] = []
const key: Record<number, Record<string, string>> = {}
briefs.forEach((brief, index) => {
  const id = index + 1
  const order = shuffled(loaded)
  judge.push({ id, brief, lists: Object.fromEntries(order.map((s, i) => [labels[i], s.lists[brief] ?? []])) })
  key[id] = Object.fromEntries(order.map((s, i) => [labels[i], s.name]))
})
mkdirSync(outDir, { recursive: true })
writeFileSync(`${outDir}/judge.json`, JSON.stringify(judge, null, 1) + '\n')
writeFileSync(`${outDir}/key.json`, JSON.stringify(key) + '\n')
console.log(`${judge.length} briefs, lists ${labels.join('/')} -> ${outDir}/judge.json (+ key.json)`)
