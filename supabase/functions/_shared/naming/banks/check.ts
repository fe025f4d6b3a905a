// Dev check for bank authors: `npx tsx supabase/functions/_shared/naming/banks/check.ts <file.ts>...`
// Prints every rule a bank breaks. (The engine's tests hold all banks to the same rules.)
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { rejectReason } from '../validate.ts'
import { ALL_TRADES } from '../trades.ts'
import type { Bank } from './types.ts'

const subjects = new Set(ALL_TRADES.map((t) => t.subject))
const seen = new Map<string, string>()
let problems = 0
const problem = (msg: string) => { problems++; console.log(msg) }

for (const file of process.argv.slice(2).filter((f) => !f.endsWith('index.ts'))) {
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { default: Bank }
  const b = mod.default
  if (!subjects.has(b.subject)) problem(`${file}: subject "${b.subject}" is not a trade subject`)
  for (const n of b.names) {
    const why = rejectReason(n.name)
    if (why) problem(`${b.subject}: ${n.name}: ${why}`)
    const key = n.name.toLowerCase()
    if (seen.has(key)) problem(`${b.subject}: ${n.name} also in ${seen.get(key)}`)
    seen.set(key, b.subject)
    if (n.slogan.split(/\s+/).length > 9) problem(`${b.subject}: ${n.name}: slogan over 9 words`)
  }
  console.log(`${b.subject}: ${b.names.length} names, ${b.names.filter((n) => n.angles.length).length} with angles`)
}
console.log(problems ? `${problems} problem(s)` : 'ok')
process.exit(problems ? 1 : 0)
