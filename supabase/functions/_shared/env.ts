import { z } from 'zod'

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
