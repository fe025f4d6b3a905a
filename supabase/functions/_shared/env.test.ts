import { assertEquals, assertThrows } from './testing/assert.ts'
import { z } from 'zod'
import { EnvError, appUrlEnv, emailLimitsEnv, parseEnv } from './env.ts'

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

Deno.test('emailLimitsEnv: 5 per IP an hour and 1 per recipient a day unless the environment says otherwise', () => {
  assertEquals(emailLimitsEnv(() => undefined), {
    perIp: { max: 5, windowSeconds: 3600 },
    perRecipient: { max: 1, windowSeconds: 86_400 },
  })
  const env: Record<string, string> = { EMAIL_LIMIT_PER_IP_PER_HOUR: '50', EMAIL_LIMIT_PER_RECIPIENT_PER_DAY: '3' }
  assertEquals(emailLimitsEnv((name) => env[name]), {
    perIp: { max: 50, windowSeconds: 3600 },
    perRecipient: { max: 3, windowSeconds: 86_400 },
  })
})

Deno.test('emailLimitsEnv refuses limits that would switch the throttle off or are not numbers', () => {
  for (const value of ['0', '-1', '2.5', 'many', '']) {
    assertThrows(
      () => emailLimitsEnv((name) => (name === 'EMAIL_LIMIT_PER_IP_PER_HOUR' ? value : undefined)),
      (error: unknown) => error instanceof EnvError && /EMAIL_LIMIT_PER_IP_PER_HOUR is invalid/.test(error.message),
    )
  }
})

Deno.test('appUrlEnv: an http(s) URL without a trailing slash', () => {
  assertEquals(appUrlEnv(() => 'http://127.0.0.1:5173/'), 'http://127.0.0.1:5173')
  assertEquals(appUrlEnv(() => undefined), 'https://brandquest.app')
  assertThrows(
    () => appUrlEnv(() => 'javascript:alert(1)'),
    (error: unknown) => error instanceof EnvError && /APP_URL is invalid/.test(error.message),
  )
})
