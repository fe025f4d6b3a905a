// One bench report: every section's figures flattened into named metrics, compared with the last
// report that measured the same metric. Reports live in bench/results/ as JSON (one file per run,
// newest by name) so a reviewer can rerun `npm run bench` and see what moved.
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os'
import type { BenchSection } from './stats.ts'

export type Better = 'lower' | 'higher'

export interface Metric {
  value: number
  better: Better
  /** 'ms', 'KB', 's' or the row's own unit column; '' when the figure has none */
  unit: string
}

export interface Comparison {
  key: string
  previous: number
  current: number
  /** signed change in percent, positive = worse */
  worsePct: number
  regression: boolean
  /** the report the previous figure came from */
  from: string
}

export interface Machine {
  node: string
  cpu: string
  cores: number
  memoryGiB: number
  os: string
  /** 1-minute load average when the bench started: a busy machine explains slow figures */
  loadAtStart: number
}

export interface Report {
  createdAt: string
  machine: Machine
  /** true when only some sections ran (`npm run bench -- <filter>`) */
  partial: boolean
  sections: (BenchSection & { file: string; failed?: string })[]
  metrics: Record<string, Metric>
  comparisons: Comparison[]
}

/** Changes smaller than 20 % are noise on a shared 2-core machine; the issue flags anything above. */
export const REGRESSION_PCT = 20
/** Latencies this close are within timer and scheduler noise, whatever the percentage. */
const NOISE_FLOOR_MS = 5

// Columns that are context, not figures to compare.
const INFO_COLUMNS = /^(runs|scripts|target|met|unit|calls|users|panels|concurrency)$/i
// Columns where a bigger number is better: Lighthouse scores, throughput, shares of good results.
const HIGHER_COLUMNS = /^(performance|accessibility|best-practices|seo)$|req\/s|throughput|share|free|ok %|success/i

export function betterFor(column: string): Better | null {
  if (INFO_COLUMNS.test(column)) return null
  return HIGHER_COLUMNS.test(column) ? 'higher' : 'lower'
}

/** The row's label: its first column's value ("warm call", "/names/coffee-shop"). */
function rowLabel(row: BenchSection['rows'][number]): string {
  return String(Object.values(row)[0])
}

export function metricsOf(file: string, section: BenchSection): Record<string, Metric> {
  const metrics: Record<string, Metric> = {}
  for (const row of section.rows) {
    const [labelColumn] = Object.keys(row)
    for (const [column, value] of Object.entries(row)) {
      if (column === labelColumn || typeof value !== 'number' || !Number.isFinite(value)) continue
      const better = section.better?.[`${rowLabel(row)} / ${column}`] ?? section.better?.[column] ?? betterFor(column)
      const unit = /\bms\b/.test(column) ? 'ms' : /\bKB\b/.test(column) ? 'KB' : /(^|\s)s$/.test(column) ? 's' : String(row.unit ?? '')
      if (better) metrics[`${file.replace(/\.bench\.ts$/, '')} / ${rowLabel(row)} / ${column}`] = { value, better, unit }
    }
  }
  return metrics
}

/** Each current metric against the newest earlier report that has it. `previous` is newest first. */
export function compare(current: Record<string, Metric>, previous: { name: string; report: Report }[]): Comparison[] {
  const comparisons: Comparison[] = []
  for (const [key, metric] of Object.entries(current)) {
    const earlier = previous.find((p) => p.report.metrics[key] !== undefined)
    if (!earlier) continue
    const before = earlier.report.metrics[key].value
    const delta = metric.better === 'lower' ? metric.value - before : before - metric.value
    const worsePct = before === 0 ? (delta > 0 ? 100 : 0) : (100 * delta) / Math.abs(before)
    const noise = metric.unit === 'ms' && Math.abs(delta) < NOISE_FLOOR_MS
    comparisons.push({
      key,
      previous: before,
      current: metric.value,
      worsePct: Math.round(worsePct * 10) / 10,
      regression: !noise && worsePct > REGRESSION_PCT,
      from: earlier.name,
    })
  }
  return comparisons
}

export function describeMachine(): Machine {
  const cpu = cpus()
  return {
    node: process.version,
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    loadAtStart: Math.round(loadavg()[0] * 100) / 100,
  }
}

/** The comparison lines worth printing: regressions first, then the biggest improvements. */
export function formatComparisons(comparisons: Comparison[]): string[] {
  if (!comparisons.length) return ['no earlier report to compare with']
  const regressions = comparisons.filter((c) => c.regression).sort((a, b) => b.worsePct - a.worsePct)
  const improved = comparisons.filter((c) => c.worsePct < -REGRESSION_PCT).sort((a, b) => a.worsePct - b.worsePct)
  const line = (c: Comparison) => `${c.key}: ${c.previous} -> ${c.current} (${c.worsePct > 0 ? '+' : ''}${c.worsePct} % ${c.worsePct > 0 ? 'worse' : 'better'})`
  return [
    `${comparisons.length} figures compared with earlier reports; ${regressions.length} regressed by more than ${REGRESSION_PCT} %`,
    ...regressions.map((c) => `REGRESSION ${line(c)}`),
    ...improved.slice(0, 10).map((c) => `improved   ${line(c)}`),
  ]
}

/** The README's table: one markdown table per section, the machine on top. */
export function toMarkdown(report: Report): string {
  const m = report.machine
  const out = [
    `Measured ${report.createdAt.slice(0, 10)} on ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node} (load ${m.loadAtStart} at start).`,
    '',
  ]
  for (const section of report.sections) {
    if (section.failed) {
      out.push(`**${section.title}**: failed (${section.failed})`, '')
      continue
    }
    const cols = Object.keys(section.rows[0] ?? {})
    out.push(`**${section.title}**`, '', `| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`)
    for (const row of section.rows) out.push(`| ${cols.map((c) => String(row[c] ?? '')).join(' | ')} |`)
    out.push('')
  }
  return out.join('\n')
}
