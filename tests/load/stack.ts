import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeTraversable, startStack, type RunningStack } from '../../supabase/local/stack.ts'

/**
 * check-domain's per-IP and per-user limits (30/min) would refuse a load test from one address
 * after 30 panels: raised here so the run measures the system, not the throttle (which has its own
 * tests in tests/stack/check-domain.test.ts).
 */
export const LOAD_FUNCTION_ENV: Record<string, string> = {
  DOMAIN_CHECK_LIMIT_PER_IP_PER_MINUTE: '1000000',
  DOMAIN_CHECK_LIMIT_PER_USER_PER_MINUTE: '1000000',
}

/** A whole stack on free ports with a throwaway database, for load and fault runs. */
export async function startLoadStack(options: { functionsEnv?: Record<string, string>; rdapLatencyMs?: number } = {}): Promise<RunningStack> {
  const root = await mkdtemp(join(tmpdir(), 'bq-load-'))
  await makeTraversable(root)
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir: join(root, 'db'),
    quiet: !process.env.STACK_DEBUG,
    ephemeral: true,
    functionsEnv: { ...LOAD_FUNCTION_ENV, ...options.functionsEnv },
    rdapLatencyMs: options.rdapLatencyMs ?? 0,
  }).catch(async (error: unknown) => {
    await rm(root, { recursive: true, force: true })
    throw error
  })
  return {
    ...stack,
    async stop() {
      await stack.stop()
      await rm(root, { recursive: true, force: true })
    },
  }
}
