import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { loadConfig, type LocalConfig } from '../../supabase/local/config.ts'
import { makeTraversable, startStack } from '../../supabase/local/stack.ts'
import type { StoredMail } from '../../supabase/local/mail/outbox.ts'
import type pg from 'pg'

export interface TestStack {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
  outboxUrl: string
  config: LocalConfig
  /** Superuser pool (bypasses RLS): for arranging and inspecting data behind the API. */
  pool: pg.Pool
  stop(): Promise<void>
}

/** The functions' environment for the OpenAI-compatible provider, pointed at a fake on this machine. */
export function fakeOpenAiEnv(port: number, timeoutMs: number): Record<string, string> {
  return {
    NAMING_PROVIDER: 'openai',
    NAMING_OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    NAMING_OPENAI_MODEL: 'fake-model',
    NAMING_TIMEOUT_MS: String(timeoutMs),
  }
}

/** A whole stack on free ports with a fresh temporary database and no Vite app. */
export async function startTestStack(
  opts: { config?: (c: LocalConfig) => LocalConfig; functionsDir?: string; functionsEnv?: Record<string, string> } = {},
): Promise<TestStack> {
  const base = await loadConfig()
  const config = opts.config ? opts.config(structuredClone(base)) : base
  const root = await mkdtemp(join(tmpdir(), 'bq-stack-'))
  await makeTraversable(root)
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir: join(root, 'db'),
    app: false,
    quiet: !process.env.STACK_DEBUG,
    ephemeral: true,
    config,
    functionsDir: opts.functionsDir,
    functionsEnv: opts.functionsEnv,
  }).catch(async (error: unknown) => {
    await rm(root, { recursive: true, force: true })
    throw error
  })
  return {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    outboxUrl: stack.outboxUrl,
    config,
    pool: stack.pool,
    async stop() {
      await stack.stop()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** supabase-js as an app would create it, minus browser-only behaviour (Node 20 needs the ws transport). */
export function createTestClient(stack: Pick<TestStack, 'apiUrl' | 'anonKey'>, key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
}

/** The outbox, newest first. */
export async function readOutbox(stack: Pick<TestStack, 'outboxUrl'>): Promise<StoredMail[]> {
  const response = await fetch(`${stack.outboxUrl}/messages.json`)
  if (!response.ok) throw new Error(`outbox answered ${response.status}`)
  return (await response.json()) as StoredMail[]
}

/** supabase-js acting as a signed-in user whose access token the test already holds. */
export function createUserClient(stack: Pick<TestStack, 'apiUrl' | 'anonKey'>, accessToken: string): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    accessToken: async () => accessToken,
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
}
