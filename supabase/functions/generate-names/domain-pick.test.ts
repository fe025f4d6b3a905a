import { assertEquals } from '../_shared/testing/assert.ts'
import type { CheckOptions, DomainResult, DomainStatus } from '../_shared/domains/types.ts'
import type { NameIdea } from '../_shared/naming/mod.ts'
import { pickWithDomains, type DomainPickOptions } from './domain-pick.ts'

const strategies: NameIdea['strategy'][] = ['blend', 'compound', 'affix', 'clip', 'respell', 'metaphor', 'roots']
const idea = (name: string, i: number): NameIdea => ({
  name,
  domain: `${name.toLowerCase()}.com`,
  rationale: `${name}: made up`,
  strategy: strategies[i % strategies.length],
  score: 1 - i / 100,
})
// Coined names the lexicon does not know, ranked as listed.
const coined = (n: number) => Array.from({ length: n }, (_, i) => `Zib${String.fromCharCode(97 + i)}ora`)
const poolOf = (names: string[]) => names.map(idea)

const result = (domain: string, status: DomainStatus): DomainResult => ({
  domain,
  available: status === 'available' || status === 'premium',
  status,
  affiliateUrl: `https://registrar.example/search?q=${domain}`,
  source: 'the .com registry (RDAP)',
  checkedAt: '2026-11-23T12:00:00.000Z',
})

/** A registry world: listed domains have that status, every other one is available. */
function fakeChecker(world: Record<string, DomainStatus> = {}) {
  const calls: { domains: string[]; options: CheckOptions }[] = []
  const check = (domains: string[], options: CheckOptions) => {
    calls.push({ domains, options })
    return Promise.resolve(domains.map((d) => result(d, world[d] ?? 'available')))
  }
  return { check, calls }
}

const options = (check: DomainPickOptions['check'], extra: Partial<DomainPickOptions> = {}): DomainPickOptions => ({
  check,
  budgetMs: 1500,
  buyLink: (domain) => `https://registrar.example/search?q=${domain}`,
  ...extra,
})

const offered = (picks: Awaited<ReturnType<typeof pickWithDomains>>) => picks.map((p) => [p.idea.name, p.domain.domain, p.domain.status])

Deno.test('names with a free .com are preferred over higher-ranked names whose .com is taken', async () => {
  const names = coined(24)
  const taken = Object.fromEntries(names.slice(0, 6).map((n) => [`${n.toLowerCase()}.com`, 'taken' as const]))
  // Their alternatives are taken too, so nothing free can be offered for the first six.
  for (const n of names.slice(0, 6)) for (const alt of [`get${n}.com`, `${n}hq.com`, `${n}app.com`, `${n}.co`, `${n}.io`]) taken[alt.toLowerCase()] = 'taken'
  const { check } = fakeChecker(taken)
  const picks = await pickWithDomains(poolOf(names), 8, options(check))
  assertEquals(picks.map((p) => p.idea.name), names.slice(6, 14))
  assertEquals(picks.every((p) => p.domain.status === 'available' && p.domain.domain === p.idea.domain), true)
})

Deno.test('when every .com is free the engine ranking stands, in one round of checks', async () => {
  const names = coined(24)
  const { check, calls } = fakeChecker()
  const picks = await pickWithDomains(poolOf(names), 8, options(check))
  assertEquals(picks.map((p) => p.idea.name), names.slice(0, 8))
  assertEquals(calls.length, 1)
  assertEquals(calls[0].domains.length, 24)
  assertEquals(calls[0].options.budgetMs! > 1400 && calls[0].options.budgetMs! <= 1500, true)
})

Deno.test('a strong name whose .com is taken is offered its first free on-brand alternative, with that state', async () => {
  const names = coined(24)
  const { check, calls } = fakeChecker({ 'zibaora.com': 'taken', 'getzibaora.com': 'taken', 'zibxora.com': 'taken' })
  const picks = await pickWithDomains(poolOf(names), 8, options(check))
  const first = picks.find((p) => p.idea.name === 'Zibaora')
  assertEquals(first && [first.domain.domain, first.domain.status, first.domain.available], ['zibaorahq.com', 'available', true])
  // Alternatives are checked for strong names only, in a second round.
  assertEquals(calls.length, 2)
  assertEquals(calls[1].domains, ['getzibaora.com', 'zibaorahq.com', 'zibaoraapp.com', 'zibaora.co', 'zibaora.io'])
})

Deno.test('a bare dictionary word is never offered with its taken .com: an alternative, or it drops back', async () => {
  const names = ['Harbor', 'Lantern', ...coined(22)]
  const { check, calls } = fakeChecker({
    'harbor.com': 'taken',
    'lantern.com': 'taken',
    ...Object.fromEntries(['getlantern.com', 'lanternhq.com', 'lanternapp.com', 'lantern.co', 'lantern.io'].map((d) => [d, 'taken' as const])),
  })
  const picks = await pickWithDomains(poolOf(names), 8, options(check))
  const harbor = picks.find((p) => p.idea.name === 'Harbor')
  assertEquals(harbor && [harbor.domain.domain, harbor.domain.status], ['getharbor.com', 'available'])
  assertEquals(picks.some((p) => p.idea.name === 'Lantern'), false)
  // Words are known to be taken: their alternatives go in the first round, no second round needed.
  assertEquals(calls.length, 1)
})

Deno.test('a bare word with nothing free comes last, and honestly taken, when the pool runs short', async () => {
  const names = ['Lantern', ...coined(3)]
  const world = Object.fromEntries(['lantern.com', 'getlantern.com', 'lanternhq.com', 'lanternapp.com', 'lantern.co', 'lantern.io'].map((d) => [d, 'taken' as const]))
  const picks = await pickWithDomains(poolOf(names), 4, options(fakeChecker(world).check))
  assertEquals(offered(picks).at(-1), ['Lantern', 'lantern.com', 'taken'])
})

Deno.test('free domains lead the order, so a free user is shown the names they can register', async () => {
  const names = coined(4)
  const world = Object.fromEntries(names.slice(0, 2).flatMap((n) => {
    const b = n.toLowerCase()
    return [`${b}.com`, `get${b}.com`, `${b}hq.com`, `${b}app.com`, `${b}.co`, `${b}.io`].map((d) => [d, 'taken' as const])
  }))
  const picks = await pickWithDomains(poolOf(names), 4, options(fakeChecker(world).check))
  assertEquals(picks.map((p) => p.domain.status), ['available', 'available', 'taken', 'taken'])
  assertEquals(picks.map((p) => p.idea.name), [names[2], names[3], names[0], names[1]])
})

Deno.test('a checker that throws: every state is error, nothing is available, and the run still picks', async () => {
  const names = ['Harbor', ...coined(23)]
  const picks = await pickWithDomains(poolOf(names), 8, options(() => Promise.reject(new Error('registry down'))))
  assertEquals(picks.length, 8)
  assertEquals(picks.every((p) => p.domain.status === 'error' && p.domain.available === false && p.domain.reason !== undefined), true)
  assertEquals(picks.every((p) => p.domain.affiliateUrl === `https://registrar.example/search?q=${p.domain.domain}`), true)
  // Unknown states keep the engine's ranking, except that a bare word is surely taken.
  assertEquals(picks.map((p) => p.idea.name), names.slice(1, 9))
})

Deno.test('answers that do not fit what was asked are errors, never available', async () => {
  const names = coined(8)
  const check = (domains: string[]) =>
    Promise.resolve([
      result('someone-else.com', 'available'), // not the domain asked for
      { ...result(domains[1], 'available'), status: 'free' as DomainStatus }, // unknown status
      { ...result(domains[2], 'error'), available: true }, // claims available with an error
      ...domains.slice(3, 5).map((d) => result(d, 'available')),
      // and nothing at all for the rest
    ])
  const picks = await pickWithDomains(poolOf(names), 8, options(check))
  const byName = Object.fromEntries(picks.map((p) => [p.idea.name, p.domain]))
  for (const name of [names[0], names[1], names[2], names[5], names[6], names[7]]) {
    assertEquals([byName[name].status, byName[name].available], ['error', false], name)
  }
  assertEquals([byName[names[3]].status, byName[names[4]].status], ['available', 'available'])
})

Deno.test('a checker that never answers is cut off at the budget: states are error (timeout)', async () => {
  const names = coined(10)
  const picks = await pickWithDomains(poolOf(names), 8, options(() => new Promise(() => {}), { budgetMs: 60 }))
  assertEquals(picks.map((p) => p.idea.name), names.slice(0, 8))
  assertEquals(picks.every((p) => p.domain.status === 'error' && p.domain.reason === 'timeout'), true)
})

Deno.test('when the first round uses up the budget, no alternatives are checked and none is invented', async () => {
  let clock = 0
  const { check: inner, calls } = fakeChecker({ 'zibaora.com': 'taken' })
  const check = (domains: string[], o: CheckOptions) => {
    clock += o.budgetMs ?? 0 // the registry took the whole budget
    return inner(domains, o)
  }
  const picks = await pickWithDomains(poolOf(coined(24)), 8, options(check, { now: () => clock }))
  assertEquals(calls.length, 1)
  assertEquals(picks.some((p) => p.idea.name === 'Zibaora'), false)
  assertEquals(picks.every((p) => p.domain.status === 'available'), true)
})

Deno.test('the second round gets only what is left of the budget', async () => {
  let clock = 0
  const { check: inner, calls } = fakeChecker({ 'zibaora.com': 'taken' })
  const check = (domains: string[], o: CheckOptions) => {
    clock += 400
    return inner(domains, o)
  }
  await pickWithDomains(poolOf(coined(24)), 8, options(check, { now: () => clock }))
  assertEquals(calls.map((c) => c.options.budgetMs), [1500, 1100])
})

Deno.test('a phrase name is checked and offered by its compact form: "&" is "and", spaces go', async () => {
  const names = ['Pipe & Pasture', ...coined(23)]
  const pool = names.map((name, i) => ({ ...idea(name, i), domain: i === 0 ? 'pipeandpasture.com' : idea(name, i).domain }))
  const { check, calls } = fakeChecker({ 'pipeandpasture.com': 'taken' })
  const picks = await pickWithDomains(pool, 8, options(check))
  assertEquals(offered(picks)[0], ['Pipe & Pasture', 'getpipeandpasture.com', 'available'])
  // Every domain asked about is a legal label: nothing with a space or "&" ever reaches a registry.
  for (const domain of calls.flatMap((c) => c.domains)) assertEquals(/^[a-z0-9-]+\.[a-z.]+$/.test(domain), true, domain)
})
