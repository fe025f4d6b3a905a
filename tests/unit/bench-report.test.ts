import { describe, expect, it } from 'vitest'
import { compare, metricsOf, type Report } from '../bench/report'
import type { BenchSection } from '../bench/stats'

const section = (rows: BenchSection['rows'], better?: BenchSection['better']): BenchSection => ({ title: 't', rows, better })
const reportWith = (metrics: Report['metrics']): Report => ({
  createdAt: '2026-11-01T00:00:00.000Z',
  machine: { node: 'v20', cpu: 'x', cores: 2, memoryGiB: 24, os: 'Linux', loadAtStart: 0 },
  partial: false,
  sections: [],
  metrics,
  comparisons: [],
})

describe('bench report', () => {
  it('turns numeric cells into metrics with a direction and skips context columns', () => {
    const metrics = metricsOf(
      'lighthouse.bench.ts',
      section([{ page: '/', performance: 96, 'LCP s': 1.9, runs: 3, met: 'yes' }]),
    )
    expect(metrics).toEqual({
      'lighthouse / / / performance': { value: 96, better: 'higher', unit: '' },
      'lighthouse / / / LCP s': { value: 1.9, better: 'lower', unit: 's' },
    })
  })

  it('lets a section say which way a cell is better', () => {
    const metrics = metricsOf('domains.bench.ts', section([{ case: 'free', unit: 'names', median: 7 }], { 'free / median': 'higher' }))
    expect(metrics['domains / free / median']).toEqual({ value: 7, better: 'higher', unit: 'names' })
  })

  it('flags a figure more than 20 % worse than the newest report that has it, in either direction', () => {
    const current = metricsOf('x.bench.ts', section([{ case: 'call', 'p95 ms': 130, 'req/s': 70 }]))
    const older = { name: 'old.json', report: reportWith({ 'x / call / p95 ms': { value: 50, better: 'lower', unit: 'ms' } }) }
    const newer = {
      name: 'new.json',
      report: reportWith({
        'x / call / p95 ms': { value: 100, better: 'lower', unit: 'ms' },
        'x / call / req/s': { value: 100, better: 'higher', unit: '' },
      }),
    }
    const result = compare(current, [newer, older])
    expect(result).toEqual([
      { key: 'x / call / p95 ms', previous: 100, current: 130, worsePct: 30, regression: true, from: 'new.json' },
      { key: 'x / call / req/s', previous: 100, current: 70, worsePct: 30, regression: true, from: 'new.json' },
    ])
  })

  it('does not flag small changes, improvements, or millisecond jitter', () => {
    const current = metricsOf('x.bench.ts', section([{ case: 'c', 'median ms': 3, 'p95 ms': 110, performance: 99 }]))
    const before = reportWith({
      'x / c / median ms': { value: 1, better: 'lower', unit: 'ms' },
      'x / c / p95 ms': { value: 100, better: 'lower', unit: 'ms' },
      'x / c / performance': { value: 90, better: 'higher', unit: '' },
    })
    expect(compare(current, [{ name: 'b.json', report: before }]).filter((c) => c.regression)).toEqual([])
  })
})
