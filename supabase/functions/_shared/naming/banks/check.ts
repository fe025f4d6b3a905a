// Dev check for bank authors: `npx tsx supabase/functions/_shared/naming/banks/check.ts <file.ts>...`
// Prints every rule a bank breaks. (The engine's tests hold all banks to the same rules.)
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { ALL_TRADES } from '../trades.ts'
import { ALL_BANKS, loadBanks } from './index.ts'
import type { Bank } from './types.ts'

const subjects = new Set(ALL_TRADES.map((t) => t.subject))
let problems = 0
const problem = (msg: string) => { problems++; console.log(msg) }

const files = process.argv.slice(2).filter((f) => !f.endsWith('index.ts'))
const checked: Bank[] = []
for (const file of files) checked.push(((await import(pathToFileURL(resolve(file)).href)) as { default: Bank }).default)
// The engine's own loader, with the checked banks last: whatever it would skip or strip of its
// slogan in them (a gate, a template slogan, a name another bank already serves) is reported.
const names = new Set(checked.flatMap((b) => b.names.map((n) => `${b.subject}\n${n.name}`)))
const { skipped } = loadBanks([...ALL_BANKS.filter((b) => !checked.includes(b)), ...checked])
for (const s of skipped) if (names.has(`${s.subject}\n${s.name}`)) problem(`${s.subject}: ${s.name}: ${s.reason}`)
for (const [i, b] of checked.entries()) {
  if (!subjects.has(b.subject)) problem(`${files[i]}: subject "${b.subject}" is not a trade subject`)
  for (const n of b.names) if (n.slogan.split(/\s+/).length > 9) problem(`${b.subject}: ${n.name}: slogan over 9 words`)
  console.log(`${b.subject}: ${b.names.length} names, ${b.names.filter((n) => n.angles.length).length} with angles`)
}
console.log(problems ? `${problems} problem(s)` : 'ok')
process.exit(problems ? 1 : 0)
