// Shared shapes and helpers for bench sections (tests/bench/*.bench.ts), printed by tests/bench/index.ts.
export interface BenchSection {
  title: string
  rows: Record<string, string | number>[]
  notes?: string[]
  /** direction of a numeric column ("p95 ms") or one cell ("row label / column") when its name does not tell (report.ts `betterFor` guesses from names) */
  better?: Record<string, 'lower' | 'higher'>
}

export interface Summary { runs: number; median: number; p95: number; max: number }

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, i)]
}

export function summarize(samples: number[]): Summary {
  const sorted = samples.slice().sort((a, b) => a - b)
  const r = (n: number) => Math.round(n * 10) / 10
  return { runs: samples.length, median: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), max: r(sorted[sorted.length - 1] ?? NaN) }
}

export function formatTable(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '  (no rows)'
  const cols = Object.keys(rows[0])
  const cell = (v: string | number | undefined) => (v === undefined ? '' : String(v))
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)))
  const line = (vals: string[]) => '  ' + vals.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ')
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => cell(r[c]))))].join('\n')
}
