import { assertEquals, assertThrows } from './testing/assert.ts'
import { z } from 'zod'
import { EnvError, parseEnv } from './env.ts'

const schema = z.object({ SUPABASE_URL: z.url(), SUPABASE_ANON_KEY: z.string().min(1), EXTRA: z.string().min(1) })

Deno.test('parseEnv returns the validated values', () => {
  const env = { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_ANON_KEY: 'key', EXTRA: 'x' } as Record<string, string>
  assertEquals(parseEnv(schema, (name) => env[name]), env)
})

Deno.test('parseEnv lists every missing or invalid variable at once', () => {
  const env: Record<string, string> = { SUPABASE_URL: 'not a url' }
  assertThrows(
    () => parseEnv(schema, (name) => env[name]),
    (error: unknown) =>
      error instanceof EnvError &&
      /SUPABASE_URL is invalid/.test(error.message) &&
      /SUPABASE_ANON_KEY is missing/.test(error.message) &&
      /EXTRA is missing/.test(error.message),
  )
})
