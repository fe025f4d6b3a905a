// End-to-end generate-names latency through the local stack: supabase-js -> gateway (verify_jwt)
// -> Deno -> Auth, the naming engine and Postgres (rate limit, usage, shown names, insert).
// Premium users, so every call is a full 8-name run; 5 calls per user stays under the rate limit.
import { createUserClient, startTestStack } from '../stack/helpers.ts'
import { createPremiumUser } from '../stack/users.ts'
import { descriptions } from './naming.bench.ts'
import { type BenchSection, summarize } from './stats.ts'

const RUNS = 60
const PER_USER = 5

export default async function bench(): Promise<BenchSection> {
  const stack = await startTestStack()
  try {
    const briefs = descriptions(RUNS)
    const samples: number[] = []
    for (let start = 0; start < RUNS; start += PER_USER) {
      const user = await createPremiumUser(stack)
      const client = createUserClient(stack, user.accessToken)
      for (const description of briefs.slice(start, start + PER_USER)) {
        const began = performance.now()
        const { data, error } = await client.functions.invoke('generate-names', { body: { description, count: 8 } })
        samples.push(performance.now() - began)
        if (error || (data as { names: unknown[] }).names.length !== 8) throw new Error(`run failed: ${error?.message ?? 'short run'}`)
      }
    }
    // The first call pays for the function's cold start (module load, lexicon parse); report it apart.
    const [first, ...warm] = samples
    const s = summarize(warm)
    return {
      title: 'generate-names end to end (local stack, premium user, 8 names)',
      rows: [{ case: 'warm call', runs: s.runs, 'median ms': s.median, 'p95 ms': s.p95, 'max ms': s.max }],
      notes: [`first call (cold function) ${first.toFixed(1)} ms`],
    }
  } finally {
    await stack.stop()
  }
}
