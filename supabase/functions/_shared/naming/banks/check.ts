// Dev check for bank authors: `npx tsx supabase/functions/_shared/naming/banks/check.ts <file.ts>...`
// Prints every rule a bank breaks. (The engine's tests hold all banks to the same rules.)
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { ALL_TRADES } from '../trades.ts'
import { ALL_BANKS, bankNameProblem } from './index.ts'
import type { Bank } from './types.ts'

const subjects = new Set(ALL_TRADES.map((t) => t.subject))
const seen = new Map<string, string>()
// A name another bank (not one of the files checked) already serves is one name for two trades.
const elsewhere = new Map<string, string>()
let problems = 0
const problem = (msg: string) => { problems++; console.log(msg) }

const files = process.argv.slice(2).filter((f) => !f.endsWith('index.ts'))
const mods: Bank[] = []
for (const file of files) mods.push(((await import(pathToFileURL(resolve(file)).href)) as { default: Bank }).default)
for (const b of ALL_BANKS) if (!mods.includes(b)) for (const n of b.names) elsewhere.set(n.name.toLowerCase(), b.subject)
for (const [i, b] of mods.entries()) {
  const file = files[i]
  if (!subjects.has(b.subject)) problem(`${file}: subject "${b.subject}" is not a trade subject`)
  for (const n of b.names) {
    // The engine's own gates (banks/index.ts): a name failing one is never served.
    const why = bankNameProblem(n.name)
    if (why) problem(`${b.subject}: ${n.name}: ${why}`)
    const key = n.name.toLowerCase()
    if (seen.has(key)) problem(`${b.subject}: ${n.name} also in ${seen.get(key)}`)
    else if (elsewhere.has(key)) problem(`${b.subject}: ${n.name} also in ${elsewhere.get(key)}`)
    seen.set(key, b.subject)
    if (n.slogan.split(/\s+/).length > 9) problem(`${b.subject}: ${n.name}: slogan over 9 words`)
  }
  console.log(`${b.subject}: ${b.names.length} names, ${b.names.filter((n) => n.angles.length).length} with angles`)
}
console.log(problems ? `${problems} problem(s)` : 'ok')
process.exit(problems ? 1 : 0)
