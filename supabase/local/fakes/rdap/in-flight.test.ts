import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError, sendJson } from '../../http.ts'
import { createRdapFake } from './server.ts'

// The peak of queries in flight is what load tests compare with the functions' politeness limits,
// so it must stay right when the log is reset while queries are still running.
let server: Server
let base: string

beforeAll(async () => {
  const fake = createRdapFake()
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
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

interface Log {
  maxInFlight: Record<string, number>
  maxInFlightTotal: number
}

const log = async (method = 'GET') => (await (await fetch(`${base}/_local/rdap/requests`, { method })).json()) as Log
const verisign = (name: string) => fetch(`${base}/_local/fakes/rdap/rdap.verisign.com/com/v1/domain/${name}.com`)
const google = (name: string) => fetch(`${base}/_local/fakes/rdap/pubapi.registry.google/rdap/domain/${name}.app`)
const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('the fake registries count queries in flight', () => {
  it('records the peak per host and over all hosts, and keeps counting across a reset mid-flight', async () => {
    await fetch(`${base}/_local/rdap/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'latency', latencyMs: 400, domain: 'slow*' }),
    })
    await log('DELETE')
    const slow = [verisign('slowa'), verisign('slowb'), verisign('slowc'), google('slowd')]
    await until(async () => (await log()).maxInFlightTotal === 4)
    expect((await log()).maxInFlight).toEqual({ 'rdap.verisign.com': 3, 'pubapi.registry.google': 1 })

    // Reset while all four are still being answered: the peaks start again from what is in flight.
    const reset = await log('DELETE')
    expect(reset).toBeTruthy()
    expect(await log()).toMatchObject({ maxInFlight: { 'rdap.verisign.com': 3, 'pubapi.registry.google': 1 }, maxInFlightTotal: 4 })
    await Promise.all(slow.map(async (response) => (await response).text()))

    await log('DELETE')
    await (await verisign('quickname')).text()
    expect(await log()).toMatchObject({ maxInFlight: { 'rdap.verisign.com': 1 }, maxInFlightTotal: 1 })
  })
})
