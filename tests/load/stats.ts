import { percentile } from '../bench/stats.ts'
import { NO_ANSWER, type Call } from './http.ts'

/** Latency and outcome figures of one kind of call under load; units are in the names. */
export interface LoadFigures {
  requests: number
  /** Count per HTTP status ('0' = no HTTP answer at all). */
  byStatus: Record<string, number>
  serverErrors: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
  throughputPerS: number
  wallS: number
}

const round = (n: number) => Math.round(n * 10) / 10

export function figuresOf(calls: Call[], wallMs: number): LoadFigures {
  const sorted = calls.map((c) => c.ms).sort((a, b) => a - b)
  const byStatus: Record<string, number> = {}
  for (const call of calls) byStatus[call.status] = (byStatus[call.status] ?? 0) + 1
  return {
    requests: calls.length,
    byStatus,
    serverErrors: calls.filter((c) => c.status >= 500 || c.status === NO_ANSWER).length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    throughputPerS: round(calls.length / (wallMs / 1000)),
    wallS: round(wallMs / 1000),
  }
}

/** A bench row with numeric fields only, the same columns for every kind of call. */
export function benchRow(what: string, f: LoadFigures): Record<string, string | number> {
  const count = (status: number) => f.byStatus[status] ?? 0
  const ok = Object.entries(f.byStatus).filter(([s]) => Number(s) >= 200 && Number(s) < 300).reduce((n, [, c]) => n + c, 0)
  return {
    call: what,
    requests: f.requests,
    // Labels that are not integers: JavaScript puts integer-like keys first, which would scramble the columns.
    'ok 2xx': ok,
    'refused 402': count(402),
    'throttled 429': count(429),
    'other 4xx': f.requests - ok - count(402) - count(429) - f.serverErrors,
    '5xx or no answer': f.serverErrors,
    'p50 ms': f.p50Ms,
    'p95 ms': f.p95Ms,
    'p99 ms': f.p99Ms,
    'max ms': f.maxMs,
    'throughput req/s': f.throughputPerS,
    'wall s': f.wallS,
  }
}
