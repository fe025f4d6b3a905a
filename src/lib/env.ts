import { z } from 'zod'

// The production CSP has no 'unsafe-eval' (public/_headers): zod's JIT probe (new Function) would
// report a violation on every page load, so it runs without the JIT.
z.config({ jitless: true })

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  VITE_SUPABASE_ANON_KEY: z.string().trim().min(1),
})

export type AppEnv = z.infer<typeof envSchema>

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problems: string[] }

/** Validates the build-time env once; the caller shows an error screen listing the problems. */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = envSchema.safeParse(source)
  if (result.success) return { ok: true, env: result.data }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return source[name] === undefined || source[name] === '' ? `${name} is not set` : `${name} is invalid: ${issue.message}`
  })
  return { ok: false, problems }
}

export const envResult: EnvResult = parseEnv(import.meta.env)

export function getEnv(): AppEnv {
  if (!envResult.ok) throw new Error(`Missing configuration: ${envResult.problems.join('; ')}`)
  return envResult.env
}
