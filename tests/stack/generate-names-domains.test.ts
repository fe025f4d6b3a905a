import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FunctionsHttpError } from '@supabase/supabase-js'
import { isRegisteredInFakeWorld } from '../../supabase/local/fakes/rdap/world.ts'
import { compactName, isBareWord } from '../../supabase/functions/_shared/naming/mod.ts'
import { createUserClient, startTestStack, type TestStack } from './helpers.ts'
import { createUser, createPremiumUser, type TestUser } from './users.ts'

// Domain-aware generate-names end to end: gateway → Deno → the domain checker → the local fake
// registries (every common word and every name of 4 letters or fewer is taken under .com, 15 % of
// coined names too). The states each name carries must be the registry's, and most must be free.
let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

afterEach(async () => {
  await fetch(`${stack.apiUrl}/_local/rdap/faults`, { method: 'DELETE' })
})

type DomainStatus = { domain: string; status: string; available: boolean; affiliateUrl: string; source: string; checkedAt: string; reason?: string }
type Name = { name: string; domain: string; domainStatus: DomainStatus } | { locked: true }
type Run = { names: Name[] }

const BRIEFS = [
  'a cold-brew coffee shop',
  'a yoga studio for beginners',
  'an online plant shop',
  'a budgeting app for students',
  'a dog grooming service in Brooklyn',
  'a sustainable skincare brand',
  'a language school for travelers',
  'a cozy bookstore with a café',
  'a cybersecurity consultancy for small businesses',
  'a meal-prep delivery service for busy parents',
]


async function generate(user: TestUser, body: Record<string, unknown>): Promise<Run> {
  const { data, error } = await createUserClient(stack, user.accessToken).functions.invoke('generate-names', { body })
  if (error) {
    const response = (error as FunctionsHttpError).context as Response
    throw new Error(`generate-names answered ${response.status}: ${await response.text()}`)
  }
  return data as Run
}

const revealed = (run: Run) => run.names.filter((n): n is Exclude<Name, { locked: true }> => !('locked' in n))
const setFault = (rule: Record<string, unknown>) =>
  fetch(`${stack.apiUrl}/_local/rdap/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) })

describe('generate-names with domain checks', () => {
  it('most names come with a free domain (≥ 6 of 8 on average, ≥ 5 in every run), each state true to the registry', async () => {
    const freePerRun: number[] = []
    // The rate limit allows 10 runs a minute per user: two users, five briefs each.
    for (let start = 0; start < BRIEFS.length; start += 5) {
      const user = await createPremiumUser(stack)
      for (const description of BRIEFS.slice(start, start + 5)) {
        const names = revealed(await generate(user, { description, count: 8 }))
        expect(names).toHaveLength(8)
        for (const { name, domain, domainStatus } of names) {
          expect(domainStatus.domain).toBe(domain)
          // Every state is the fake registry's answer ('error' only if a loaded machine ran out of budget).
          expect([isRegisteredInFakeWorld(domain) ? 'taken' : 'available', 'error']).toContain(domainStatus.status)
          // A dictionary word is offered with an alternative, never with its own (taken) .com as free.
          if (isBareWord(name)) expect(domain === `${compactName(name).toLowerCase()}.com` && domainStatus.available).toBe(false)
        }
        freePerRun.push(names.filter((n) => n.domainStatus.status === 'available').length)
      }
    }
    const average = freePerRun.reduce((a, b) => a + b, 0) / freePerRun.length
    expect(Math.min(...freePerRun), `free domains per run: ${freePerRun.join(' ')}`).toBeGreaterThanOrEqual(5)
    expect(average, `free domains per run: ${freePerRun.join(' ')}`).toBeGreaterThanOrEqual(6)
  })

  it("a free user gets the revealed names' states only, and a retry gets the same states back", async () => {
    const user = await createUser(stack)
    const body = { description: 'a tea room for night owls', count: 8, requestId: crypto.randomUUID() }
    const first = await generate(user, body)
    expect(revealed(first)).toHaveLength(4)
    expect(first.names.slice(4)).toEqual([{ locked: true }, { locked: true }, { locked: true }, { locked: true }])
    for (const name of revealed(first)) expect(name.domainStatus.status).toMatch(/^(available|taken)$/)
    // The run's registry checks count toward the user's "Domains Checked".
    const { rows } = await stack.pool.query('select checks::int as n from public.domain_check_counts where user_id = $1', [user.id])
    expect(rows[0]?.n).toBeGreaterThanOrEqual(8)

    await stack.pool.query('delete from public.domain_check_cache')
    const again = await generate(user, body)
    expect(again).toEqual(first)
  })

  it('when every registry fails, the run still answers: every state is error, none is available', async () => {
    await stack.pool.query('delete from public.domain_check_cache')
    await setFault({ kind: 'status', status: 500 })
    const names = revealed(await generate(await createPremiumUser(stack), { description: 'a candle shop by the sea', count: 8 }))
    expect(names).toHaveLength(8)
    for (const { domain, domainStatus } of names) {
      expect([domainStatus.domain, domainStatus.status, domainStatus.available]).toEqual([domain, 'error', false])
      expect(domainStatus.affiliateUrl).toMatch(/^https:\/\//)
    }
  })

  it('when the registries answer slower than the budget, the run answers anyway with error states', async () => {
    await stack.pool.query('delete from public.domain_check_cache')
    await setFault({ kind: 'latency', latencyMs: 5000 })
    const names = revealed(await generate(await createPremiumUser(stack), { description: 'a surf school for kids', count: 8 }))
    expect(names).toHaveLength(8)
    for (const { domainStatus } of names) expect([domainStatus.status, domainStatus.available]).toEqual(['error', false])
  })
})
