import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpError, sendJson } from '../../supabase/local/http.ts'
import { createRdapFake } from '../../supabase/local/fakes/rdap/server.ts'
import { FAKE_WORLD_FIXTURES, isRegisteredInFakeWorld } from '../../supabase/local/fakes/rdap/world.ts'

// The fake registries on their own (no stack): the world they model, each registry's wording,
// DNS answers, and the fault and request-log endpoints tests and benches rely on.
let server: Server
let base: string

beforeAll(async () => {
  const fake = createRdapFake()
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (!fake.owns(url.pathname)) return sendJson(res, 404, { message: 'not the fake' })
    fake.handle(req, res, url.pathname, url).catch((error: unknown) => {
      if (error instanceof HttpError) sendJson(res, error.status, error.body)
      else sendJson(res, 500, { message: String(error) })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(async () => {
  await fetch(`${base}/_local/rdap/faults`, { method: 'DELETE' })
  await fetch(`${base}/_local/rdap/requests`, { method: 'DELETE' })
})

const rdap = (path: string) => fetch(`${base}/_local/fakes/rdap/${path}`, { headers: { Accept: 'application/rdap+json' } })

describe('the fake world', () => {
  it('registers every common word and every name of 4 letters or fewer under .com, and some coined names', () => {
    for (const word of ['fetch', 'atelier', 'palette', 'evergreen', 'coffee', 'river']) expect(isRegisteredInFakeWorld(`${word}.com`), word).toBe(true)
    for (const short of ['a', 'qz', 'xqz', 'zzzq']) expect(isRegisteredInFakeWorld(`${short}.com`), short).toBe(true)
    for (const name of FAKE_WORLD_FIXTURES.free) expect(isRegisteredInFakeWorld(`${name}.com`), name).toBe(false)
    const coined = Array.from({ length: 400 }, (_, i) => `zorvic${i.toString(36)}lume.com`)
    const share = coined.filter(isRegisteredInFakeWorld).length / coined.length
    expect(share).toBeGreaterThan(0.08)
    expect(share).toBeLessThan(0.25)
  })

  it('other TLDs are emptier than .com', () => {
    const coined = Array.from({ length: 400 }, (_, i) => `zorvic${i.toString(36)}lume`)
    const com = coined.filter((n) => isRegisteredInFakeWorld(`${n}.com`)).length
    const io = coined.filter((n) => isRegisteredInFakeWorld(`${n}.io`)).length
    expect(io).toBeLessThan(com)
    expect(isRegisteredInFakeWorld('atelier.io')).toBe(false)
    expect(isRegisteredInFakeWorld('coffee.io')).toBe(true)
  })
})

describe('registry answers', () => {
  it('Verisign: 200 with an upper-case ldhName; 404 with an empty body, also for names it cannot hold', async () => {
    const taken = await rdap('rdap.verisign.com/com/v1/domain/evergreen.com')
    expect(taken.status).toBe(200)
    expect(taken.headers.get('content-type')).toBe('application/rdap+json')
    const record = (await taken.json()) as Record<string, unknown>
    expect(record).toMatchObject({ objectClassName: 'domain', ldhName: 'EVERGREEN.COM', status: expect.arrayContaining(['client transfer prohibited']) })
    for (const path of ['qzvornitelo.com', 'www.google.com', 'bad..name.com']) {
      const free = await rdap(`rdap.verisign.com/com/v1/domain/${path}`)
      expect([path, free.status, await free.text()]).toEqual([path, 404, ''])
    }
  })

  it('pending delete names carry that status', async () => {
    const record = (await (await rdap('rdap.verisign.com/com/v1/domain/fadora.com')).json()) as { status: string[] }
    expect(record.status).toContain('pending delete')
  })

  it('Identity Digital, Google and CentralNic word their 404s their own way', async () => {
    const id = await rdap('rdap.identitydigital.services/rdap/domain/qzvornitelo.io')
    expect([id.status, await id.json()]).toEqual([404, { errorCode: 404, title: 'Object not found', description: ['Object not found'] }])
    const google = await rdap('pubapi.registry.google/rdap/domain/qzvornitelo.dev')
    expect([google.status, await google.json()]).toEqual([404, { description: ['qzvornitelo.dev not found'], errorCode: 404 }])
    const centralnic = await rdap('rdap.centralnic.com/xyz/domain/qzvornitelo.xyz')
    expect(centralnic.status).toBe(404)
    expect(centralnic.headers.get('cache-control')).toBe('public, max-age=120')
    expect(await centralnic.json()).toMatchObject({ objectClassName: 'error', errorCode: 404 })
  })

  it('DoH: NS records for a delegated name, NXDOMAIN with an SOA otherwise, 400 for a bad name', async () => {
    const doh = (name: string) => fetch(`${base}/_local/fakes/doh/dns-query?name=${encodeURIComponent(name)}&type=NS`)
    const taken = (await (await doh('lumora.se')).json()) as { Status: number; Answer: { type: number }[] }
    expect(taken.Status).toBe(0)
    expect(taken.Answer[0].type).toBe(2)
    const free = (await (await doh('qzvornitelo.se')).json()) as { Status: number; Authority: { type: number }[] }
    expect([free.Status, free.Authority[0].type]).toEqual([3, 6])
    // Registered without nameservers: DNS says NXDOMAIN though RDAP says taken.
    expect(((await (await doh('numcrunch.com')).json()) as { Status: number }).Status).toBe(3)
    expect((await doh('bad..name')).status).toBe(400)
  })
})

describe('faults and the request log', () => {
  const addFault = (rule: unknown) =>
    fetch(`${base}/_local/rdap/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) })

  it('injects 429 with Retry-After, 500, malformed JSON and latency for matching domains, a limited number of times', async () => {
    expect((await addFault({ domain: 'limited*.com', kind: 'status', status: 429, retryAfter: '2', times: 1 })).status).toBe(201)
    expect((await addFault({ host: 'rdap.verisign.com', domain: 'broken.com', kind: 'status', status: 500 })).status).toBe(201)
    expect((await addFault({ domain: 'garbled.com', kind: 'malformed' })).status).toBe(201)
    const limited = await rdap('rdap.verisign.com/com/v1/domain/limitedname.com')
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2'])
    expect((await rdap('rdap.verisign.com/com/v1/domain/limitedname.com')).status).not.toBe(429)
    expect((await rdap('rdap.verisign.com/com/v1/domain/broken.com')).status).toBe(500)
    expect((await rdap('rdap.nic.fr/domain/broken.com')).status).not.toBe(500)
    const garbled = await rdap('rdap.verisign.com/com/v1/domain/garbled.com')
    expect(garbled.status).toBe(200)
    await expect(garbled.json()).rejects.toThrow()
  })

  it('refuses a malformed fault with 400', async () => {
    for (const rule of [{ kind: 'explode' }, { kind: 'status' }, { kind: 'latency', latencyMs: -1 }, 'nope']) {
      expect((await addFault(rule)).status, JSON.stringify(rule)).toBe(400)
    }
  })

  it('counts requests per host and the most in flight at once', async () => {
    await addFault({ kind: 'latency', latencyMs: 100 })
    await Promise.all(['a1qz.com', 'a2qz.com', 'a3qz.com'].map((d) => rdap(`rdap.verisign.com/com/v1/domain/${d}`).then((r) => r.text())))
    const log = (await (await fetch(`${base}/_local/rdap/requests`)).json()) as Record<string, unknown>
    expect(log).toMatchObject({ total: 3, byHost: { 'rdap.verisign.com': 3 }, maxInFlight: { 'rdap.verisign.com': 3 } })
  })
})
