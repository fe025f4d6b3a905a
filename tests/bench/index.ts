// npm run bench [-- name-filter]: runs every tests/bench/*.bench.ts in name order and prints one
// table per section. A section is a module whose default export resolves to a BenchSection,
// so new sections (e.g. end-to-end generate-names through the local stack) are new files.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { type BenchSection, formatTable } from './stats.ts'

const dir = fileURLToPath(new URL('.', import.meta.url))
const filter = process.argv[2]
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter))).sort()

let failed = false
console.log(`BrandQuest bench — node ${process.version}, ${new Date().toISOString()}`)
for (const file of files) {
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<BenchSection> }
    const section = await mod.default()
    console.log(`\n${section.title}  [${file}]\n${formatTable(section.rows)}`)
    for (const note of section.notes ?? []) console.log(`  ${note}`)
  } catch (error) {
    failed = true
    console.error(`\n${file} failed: ${error instanceof Error ? error.stack ?? error.message : error}`)
  }
}
if (!files.length) console.log('no bench files matched')
process.exit(failed ? 1 : 0)
