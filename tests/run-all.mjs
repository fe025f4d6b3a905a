// `npm test`: runs every suite, even after one fails, so one run shows everything that is broken,
// then exits non-zero if any failed.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts
const suites = ['typecheck', 'lint', 'test:unit', 'test:functions', 'test:stack', 'test:e2e'].filter((name) => scripts[name])

const results = []
for (const name of suites) {
  console.log(`\n=== npm run ${name} ===`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' })
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
}

console.log('\n=== summary ===')
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}  (${seconds}s)`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
