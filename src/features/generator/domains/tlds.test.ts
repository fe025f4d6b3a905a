import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { MORE_DOMAINS_TLDS } from '@/features/generator/domains/tlds'

// Vitest runs from the repository root.
const sourceOfTruth = resolve(process.cwd(), 'supabase/functions/_shared/domains/tlds.ts')

/** The quoted entries of the MORE_DOMAINS_TLDS array literal in a source file, in order. */
function tldsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const list = /MORE_DOMAINS_TLDS[^=]*=\s*\[([^\]]*)\]/.exec(text)?.[1]
  if (list === undefined) throw new Error(`No MORE_DOMAINS_TLDS list in ${file}`)
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1])
}

it('the panel checks exactly the extensions check-domain is built for, in the same order', () => {
  const server = tldsIn(sourceOfTruth)
  expect(server.length).toBeGreaterThanOrEqual(50)
  expect([...MORE_DOMAINS_TLDS]).toEqual(server)
})
