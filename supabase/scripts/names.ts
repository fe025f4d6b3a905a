// Prints a naming run in the terminal: npm run names -- "a cold-brew coffee shop"
// Flags: --json, --seed N, --provider lexicon|openai|anthropic, --count N, --pool N
import { createNamingProvider, type NameIdea } from '../functions/_shared/naming/mod.ts'

const USAGE = `Usage: npm run names -- "<one-sentence description>" [--json] [--seed N] [--count N] [--pool N] [--provider lexicon|openai|anthropic]

  --json        print {"names":[{"name","domain","slogan?","rationale"}]}
  --seed N      same description + same seed = same names (lexicon provider)
  --count N     how many names (default 8)
  --pool N      over-generate N ranked ideas (default: count)
  --provider P  overrides NAMING_PROVIDER; LLM providers read NAMING_* env (see the naming README)`

interface Args { description: string; json: boolean; seed?: number; count: number; pool?: number; provider?: string }

function fail(message: string): never {
  console.error(`error: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function parseArgs(argv: string[]): Args {
  const words: string[] = []
  const args: Args = { description: '', json: false, count: 8 }
  const intFlag = (name: string, value: string | undefined, min: number) => {
    const n = Number(value)
    if (value === undefined || !Number.isInteger(n) || n < min) fail(`${name} needs an integer >= ${min}`)
    return n
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--help' || a === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (a === '--json') args.json = true
    else if (a === '--seed') args.seed = intFlag('--seed', argv[++i], 0)
    else if (a === '--count') args.count = intFlag('--count', argv[++i], 1)
    else if (a === '--pool') args.pool = intFlag('--pool', argv[++i], 1)
    else if (a === '--provider') args.provider = argv[++i] ?? fail('--provider needs a name')
    else if (a.startsWith('--')) fail(`unknown flag ${a}`)
    else words.push(a)
  }
  args.description = words.join(' ').trim()
  if (!args.description) fail('missing description')
  if (args.description.length > 500) fail('description is longer than 500 characters')
  return args
}

function printRun(description: string, provider: string, ideas: NameIdea[], ms: number): void {
  console.log(`\n  ${description}\n  ${ideas.length} names from ${provider} in ${ms.toFixed(0)} ms\n`)
  ideas.forEach((idea, i) => {
    console.log(`  ${String(i + 1).padStart(2)}. ${idea.name.padEnd(15)} ${idea.domain}`)
    if (idea.slogan) console.log(`      "${idea.slogan}"`)
    console.log(`      ${idea.rationale}\n`)
  })
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  const env = { ...process.env, ...(args.provider ? { NAMING_PROVIDER: args.provider } : {}) }
  const provider = createNamingProvider(env, {
    onConfigProblem: (message) => console.error(`warning: ${message}`),
    onFallback: (name, reason) => console.error(`warning: ${name} failed (${reason}); used lexicon`),
  })
  const started = performance.now()
  const ideas = await provider.generate({ description: args.description, count: args.count, poolSize: args.pool, seed: args.seed })
  const ms = performance.now() - started
  if (args.json) {
    const names = ideas.map(({ name, domain, slogan, rationale }) => (slogan ? { name, domain, slogan, rationale } : { name, domain, rationale }))
    console.log(JSON.stringify({ names }, null, 2))
  } else printRun(args.description, provider.name, ideas, ms)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
