// deno test: the hand-written banks (banks/*/) as the engine serves them. A name that fails one of
// the engine's gates is skipped at load; the list printed here goes back to the writers.
import { ALL_BANKS, BANKS, bankNameProblem } from './banks/index.ts'
import { ALL_TRADES } from './trades.ts'
import { assert } from './testing.ts'

Deno.test('every bank is filed under a real trade subject', () => {
  const subjects = new Set(ALL_TRADES.map((t) => t.subject))
  const stray = ALL_BANKS.filter((b) => !subjects.has(b.subject)).map((b) => b.subject)
  assert(stray.length === 0, `banks no trade serves: ${stray.join(', ')}`)
})

Deno.test('no name is in two banks', () => {
  const owner = new Map<string, string>()
  const twice: string[] = []
  for (const b of ALL_BANKS) {
    for (const n of b.names) {
      const key = n.name.toLowerCase()
      const first = owner.get(key)
      if (first && first !== b.subject) twice.push(`${n.name} (${first}, ${b.subject})`)
      owner.set(key, b.subject)
    }
  }
  assert(twice.length === 0, `names in two banks: ${twice.join(', ')}`)
})

Deno.test('every served bank name passes the engine\'s gates; the skipped ones are listed', () => {
  const offenders: string[] = []
  for (const [subject, names] of BANKS.bySubject) {
    for (const n of names) {
      const problem = bankNameProblem(n.name)
      if (problem) offenders.push(`${subject}: ${n.name}: ${problem}`)
    }
  }
  assert(offenders.length === 0, offenders.join('\n'))
  // Not a failure: the engine does not serve these; the writers should fix them.
  for (const s of BANKS.skipped) console.log(`skipped ${s.subject}: ${s.name}: ${s.reason}`)
  const served = [...BANKS.bySubject.values()].reduce((n, names) => n + names.length, 0)
  console.log(`${ALL_BANKS.length} banks, ${served} names served, ${BANKS.skipped.length} skipped`)
})
