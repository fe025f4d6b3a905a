import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { GENERATE_RATE_LIMIT, MAX_DESCRIPTION_LENGTH, NAMES_PER_RUN, REVEAL_LIMIT } from '../_shared/limits.ts'
import { pickIdeas, type NameIdea } from '../_shared/naming/mod.ts'

export interface Usage {
  used: number
  limit: number | null
  remaining: number | null
  premium: boolean
}

export type StoredName = { name: string; domain: string; slogan?: string; rationale: string }

export interface RecordInput {
  caller: Caller
  description: string
  revealed: StoredName[]
  locked: StoredName[]
}

/** Thrown by `record` when the allowance ran out between the check and the insert. */
export class OutOfGenerations extends Error {}

/** What generate-names needs from the outside world; injected so the handler is testable alone. */
export interface GenerateNamesDeps {
  getCaller(token: string): Promise<Caller | null>
  /** True if this call is within the per-user rate limit (and counts it). */
  allowRequest(caller: Caller): Promise<boolean>
  usage(caller: Caller): Promise<Usage>
  /** Lower-cased names this user was given most recently (a bounded list, to steer the engine). */
  recentNames(caller: Caller): Promise<Set<string>>
  /** Which of these lower-cased names this user was ever given (the exact check). */
  alreadyShown(caller: Caller, names: string[]): Promise<Set<string>>
  /** A ranked pool of at least `count` ideas, none of them in `exclude`. */
  generate(request: { description: string; count: number; poolSize: number; exclude: Set<string> }): Promise<NameIdea[]>
  record(input: RecordInput): Promise<{ id: string; usage: Usage }>
}

const bodySchema = z.object({
  description: z
    .string({ error: 'description must be a string' })
    .trim()
    .min(1, { error: 'Tell us what you are building: description is empty' })
    .max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` }),
  count: z
    .number({ error: 'count must be a number' })
    .int({ error: 'count must be a whole number' })
    .min(1, { error: 'count must be at least 1' })
    .max(NAMES_PER_RUN, { error: `count must be at most ${NAMES_PER_RUN}` })
    .default(NAMES_PER_RUN),
})

const toStored = (idea: NameIdea): StoredName => ({
  name: idea.name,
  domain: idea.domain,
  ...(idea.slogan ? { slogan: idea.slogan } : {}),
  rationale: idea.rationale,
})

/**
 * POST {description, count} → {id, names, usage}. The server decides everything a client could
 * forge: who may generate, how many runs are left, and which names leave the server — for a free
 * user only the first REVEAL_LIMIT; the rest stay in the database and come back as placeholders.
 */
export function createGenerateNamesHandler(deps: GenerateNamesDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (!caller) throw new HttpError(401, 'Sign in to generate names')

    const parsed = bodySchema.safeParse(await readJsonObject(request))
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
    const { description, count } = parsed.data

    if (!(await deps.allowRequest(caller))) {
      return json({ error: 'Too many generations in a minute. Take a breath and try again shortly.' }, 429, {
        'Retry-After': String(GENERATE_RATE_LIMIT.windowSeconds),
      })
    }
    const before = await deps.usage(caller)
    if (!before.premium && (before.remaining ?? 0) <= 0) {
      throw new HttpError(402, 'You have used all your free generations. Unlock BrandQuest for unlimited runs.')
    }

    // Over-generate, then drop anything this user was ever shown, so "generate again" never repeats.
    const pool = await deps.generate({ description, count, poolSize: count * 3, exclude: await deps.recentNames(caller) })
    const seen = await deps.alreadyShown(caller, pool.map((idea) => idea.name.toLowerCase()))
    const names = pickIdeas(pool.filter((idea) => !seen.has(idea.name.toLowerCase())), count).map(toStored)
    if (names.length === 0) throw new Error('The naming engine produced no new names')
    const revealCount = before.premium ? names.length : Math.min(REVEAL_LIMIT, names.length)
    const revealed = names.slice(0, revealCount)
    const locked = names.slice(revealCount)

    let recorded: { id: string; usage: Usage }
    try {
      recorded = await deps.record({ caller, description, revealed, locked })
    } catch (error) {
      if (error instanceof OutOfGenerations) {
        throw new HttpError(402, 'You have used all your free generations. Unlock BrandQuest for unlimited runs.')
      }
      throw error
    }
    return json({
      id: recorded.id,
      names: [...revealed, ...locked.map(() => ({ locked: true }))],
      usage: recorded.usage,
    })
  })
}
