import { z } from 'zod'
import { EMAIL_RATE_LIMITS } from './limits.ts'

/**
 * Function environment, validated once. A missing or malformed variable fails loudly with the
 * complete list, instead of surfacing later as an undefined URL or key.
 */
const supabaseEnvSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

export type SupabaseEnv = z.infer<typeof supabaseEnvSchema>

export class EnvError extends Error {}

export function parseEnv<T extends z.ZodObject>(schema: T, read: (name: string) => string | undefined): z.infer<T> {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, read(name)]))
  const result = schema.safeParse(raw)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0])
      return raw[name] === undefined ? `${name} is missing` : `${name} is invalid (${issue.message})`
    })
    throw new EnvError(`Function environment is incomplete: ${problems.join('; ')}`)
  }
  return result.data
}

let cached: SupabaseEnv | undefined

export function supabaseEnv(): SupabaseEnv {
  cached ??= parseEnv(supabaseEnvSchema, (name) => Deno.env.get(name))
  return cached
}

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback)

const emailLimitsEnvSchema = z.object({
  EMAIL_LIMIT_PER_IP_PER_HOUR: limit(EMAIL_RATE_LIMITS.perIp.max),
  EMAIL_LIMIT_PER_RECIPIENT_PER_DAY: limit(EMAIL_RATE_LIMITS.perRecipient.max),
})

export type EmailLimits = typeof EMAIL_RATE_LIMITS

/** The email throttle, with the maxima operators (and test stacks) may change. */
export function emailLimitsEnv(read: (name: string) => string | undefined): EmailLimits {
  const env = parseEnv(emailLimitsEnvSchema, read)
  return {
    perIp: { ...EMAIL_RATE_LIMITS.perIp, max: env.EMAIL_LIMIT_PER_IP_PER_HOUR },
    perRecipient: { ...EMAIL_RATE_LIMITS.perRecipient, max: env.EMAIL_LIMIT_PER_RECIPIENT_PER_DAY },
  }
}

const appUrlEnvSchema = z.object({
  APP_URL: z.url({ protocol: /^https?$/ }).default('https://brandquest.app'),
})

/** The public URL of the SPA, for links in emails and redirects back to the app. */
export function appUrlEnv(read: (name: string) => string | undefined): string {
  return parseEnv(appUrlEnvSchema, read).APP_URL.replace(/\/+$/, '')
}
