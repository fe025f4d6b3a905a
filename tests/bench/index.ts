// npm run bench [-- prefix]: runs every tests/bench/*.bench.ts in name order (or those whose name
// starts with the prefix) and prints one table per section. A full run writes one report to
// bench/results/<time>.json, every figure compared with the previous report that measured it
// (regressions over 20 % flagged), and bench/results/latest.md, the table the README quotes; a run
// of some sections only prints its comparison. A section is a module whose default export resolves
// to a BenchSection.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { type BenchSection, formatTable } from './stats.ts'
import { compare, describeMachine, formatComparisons, metricsOf, type Report, toMarkdown } from './report.ts'

const dir = fileURLToPath(new URL('.', import.meta.url))
const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url))
const filter = process.argv[2]
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!filter || f.startsWith(filter))).sort()

const report: Report = {
  createdAt: new Date().toISOString(),
  machine: describeMachine(),
  partial: Boolean(filter),
  sections: [],
  metrics: {},
  comparisons: [],
}
const m = report.machine
console.log(`BrandQuest bench — ${report.createdAt}, node ${m.node}, ${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, load ${m.loadAtStart}`)

let failed = false
for (const file of files) {
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<BenchSection> }
    const section = await mod.default()
    console.log(`\n${section.title}  [${file}]\n${formatTable(section.rows)}`)
    for (const note of section.notes ?? []) console.log(`  ${note}`)
    report.sections.push({ ...section, file })
    Object.assign(report.metrics, metricsOf(file, section))
  } catch (error) {
    failed = true
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\n${file} failed: ${error instanceof Error ? error.stack ?? message : message}`)
    report.sections.push({ file, title: file, rows: [], failed: message.split('\n')[0] })
  }
}
if (!files.length) console.log('no bench files matched')

mkdirSync(resultsDir, { recursive: true })
const previous = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .reverse()
  .map((name) => ({ name, report: JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as Report }))
report.comparisons = compare(report.metrics, previous)
console.log(`\nCompared with earlier reports (bench/results/)`)
for (const line of formatComparisons(report.comparisons)) console.log(`  ${line}`)

// Only a full run is kept: a partial one would become "the previous report" for a few figures only.
if (!report.partial) {
  const name = `${report.createdAt.replace(/[:.]/g, '-')}.json`
  writeFileSync(join(resultsDir, name), JSON.stringify(report, null, 2) + '\n')
  writeFileSync(join(resultsDir, 'latest.md'), toMarkdown(report) + '\n')
  console.log(`\nreport: bench/results/${name} (table: bench/results/latest.md)`)
}
// Regressions are printed, not fatal: this machine is shared and noisy. BENCH_STRICT=1 makes them fail.
const regressed = report.comparisons.some((c) => c.regression)
process.exit(failed || (regressed && process.env.BENCH_STRICT === '1') ? 1 : 0)
