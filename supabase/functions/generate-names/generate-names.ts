import { z } from 'zod'
import type { Caller } from '../_shared/caller.ts'
import { HttpError, bearerToken, json, readJsonObject, withHttp } from '../_shared/http.ts'
import { GENERATE_RATE_LIMIT, MAX_DESCRIPTION_LENGTH, NAMES_PER_RUN, REVEAL_LIMIT } from '../_shared/limits.ts'
import type { DomainResult } from '../_shared/domains/types.ts'
import type { NameIdea } from '../_shared/naming/mod.ts'
import { storableText, unstorableTextReason } from '../_shared/text.ts'
import { pickWithDomains, type DomainPickOptions, type OfferedIdea } from './domain-pick.ts'
import { requestIdSchema, requestKeyOf, type RequestKey } from './request-key.ts'

export interface Usage {
  used: number
  limit: number | null
  remaining: number | null
  premium: boolean
}

/** A name as sent and stored; `domain` is the domain offered (its .com or an alternative), `domainStatus` its state. */
export type StoredName = { name: string; domain: string; slogan?: string; rationale: string; domainStatus: DomainResult }

/** The answer to a run, exactly as stored for replays: locked names are bare placeholders. */
export interface GenerateResponse {
  id: string
  names: (StoredName | { locked: true })[]
  usage: Usage
}

export interface RecordInput {
  caller: Caller
  description: string
  revealed: StoredName[]
  locked: StoredName[]
  /** When set, the answer is stored under this key with the run, atomically. */
  request?: RequestKey
}

/** Thrown by `record` when the allowance ran out between the check and the insert. */
export class OutOfGenerations extends Error {}

/** Thrown by `replay` or `record` when the caller's key was first used for a different request. */
export class KeyReused extends Error {}

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
  /** The stored answer to this caller's earlier request with the same key, if any (throws KeyReused). */
  replay(caller: Caller, request: RequestKey): Promise<GenerateResponse | null>
  /** Records the run and stores its answer under the key; if a twin recorded first, returns the twin's answer. */
  record(input: RecordInput): Promise<GenerateResponse>
  /** The domain checker and its budget per run; its failures never fail a run. */
  domains: DomainPickOptions
  /** Adds checks that reached a registry for this user to their "Domains Checked". */
  recordDomainChecks(caller: Caller, count: number): Promise<void>
}

const bodySchema = z.object({
  description: storableText('description')
    .trim()
    .min(1, { error: 'Tell us what you are building: description is empty' })
    .max(MAX_DESCRIPTION_LENGTH, { error: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters` }),
  count: z
    .number({ error: 'count must be a number' })
    .int({ error: 'count must be a whole number' })
    .min(1, { error: 'count must be at least 1' })
    .max(NAMES_PER_RUN, { error: `count must be at most ${NAMES_PER_RUN}` })
    .default(NAMES_PER_RUN),
  requestId: requestIdSchema,
})

const OUT_OF_RUNS = 'You have used all your free generations. Unlock BrandQuest for unlimited runs.'
const OUT_OF_NEW_NAMES = 'You have seen every name we can make for this description. Describe your idea another way for fresh names.'
const KEY_REUSED = 'This requestId was already used for a different request. Send a new requestId for a new run.'

/** Runs a store call, turning its refusals into the answers they stand for. */
async function answering<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof OutOfGenerations) throw new HttpError(402, OUT_OF_RUNS)
    if (error instanceof KeyReused) throw new HttpError(422, KEY_REUSED)
    throw error
  }
}

// An LLM provider may return text Postgres refuses (NUL, lone surrogates); such an idea is dropped
// like any other bad candidate rather than failing the whole run.
const isStorable = (idea: NameIdea) =>
  [idea.name, idea.domain, idea.slogan ?? '', idea.rationale].every((text) => unstorableTextReason(text) === undefined)

const toStored = ({ idea, domain }: OfferedIdea): StoredName => ({
  name: idea.name,
  domain: domain.domain,
  ...(idea.slogan ? { slogan: idea.slogan } : {}),
  rationale: idea.rationale,
  domainStatus: domain,
})

// Enough candidates that, with most coined .coms free and every dictionary .com taken, a run
// still finds 8 varied names with a free domain.
const POOL_FACTOR = 3

/**
 * POST {description, count, requestId?} → {id, names, usage}. The server decides everything a client
 * could forge: who may generate, how many runs are left, and which names leave the server — for a
 * free user only the first REVEAL_LIMIT; the rest stay in the database and come back as placeholders.
 * A request key (body `requestId` or `Idempotency-Key` header) makes a retry or a double click
 * return the first answer instead of spending another run.
 */
export function createGenerateNamesHandler(deps: GenerateNamesDeps): (request: Request) => Promise<Response> {
  return withHttp(['POST'], async (request) => {
    const token = bearerToken(request)
    const caller = token ? await deps.getCaller(token) : null
    if (!caller) throw new HttpError(401, 'Sign in to generate names')

    const parsed = bodySchema.safeParse(await readJsonObject(request))
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
    const { description, count, requestId } = parsed.data
    const key = await requestKeyOf(request, requestId, [description, count])

    // A retry is answered before the rate limit and the allowance: it spends nothing.
    const first = key && (await answering(deps.replay(caller, key)))
    if (first) return json(first)

    if (!(await deps.allowRequest(caller))) {
      return json({ error: 'Too many generations in a minute. Take a breath and try again shortly.' }, 429, {
        'Retry-After': String(GENERATE_RATE_LIMIT.windowSeconds),
      })
    }
    const before = await deps.usage(caller)
    if (!before.premium && (before.remaining ?? 0) <= 0) {
      // A parallel twin of this request may have just spent the last run: its answer is ours.
      const twin = key && (await answering(deps.replay(caller, key)))
      if (twin) return json(twin)
      throw new HttpError(402, OUT_OF_RUNS)
    }

    // Over-generate, then drop anything this user was ever shown, so "generate again" never repeats,
    // and prefer the names whose domain is free.
    const considered = new Set<string>()
    const freshIdeas = async (exclude: Set<string>): Promise<NameIdea[]> => {
      const pool = await deps.generate({ description, count, poolSize: count * POOL_FACTOR, exclude })
      for (const idea of pool) considered.add(idea.name.toLowerCase())
      const seen = await deps.alreadyShown(caller, pool.map((idea) => idea.name.toLowerCase()))
      return pool.filter((idea) => !seen.has(idea.name.toLowerCase()) && isStorable(idea))
    }
    const recent = await deps.recentNames(caller)
    let fresh = await freshIdeas(recent)
    // recentNames holds only the latest names, so the engine may offer older ones again; if that
    // leaves too few, ask once more with those excluded too.
    if (fresh.length < count * 2) {
      const exclude = new Set([...recent, ...considered])
      const again = await freshIdeas(exclude)
      const have = new Set(fresh.map((idea) => idea.name.toLowerCase()))
      fresh = [...fresh, ...again.filter((idea) => !have.has(idea.name.toLowerCase()))]
    }
    let upstreamChecks = 0
    const check: DomainPickOptions['check'] = (domains, options) =>
      deps.domains.check(domains, { ...options, onUpstreamCheck: () => upstreamChecks++ })
    const names = (await pickWithDomains(fresh, count, { ...deps.domains, check })).map(toStored)
    // A lost count is not worth failing a run over.
    await deps.recordDomainChecks(caller, upstreamChecks).catch((error: Error) => console.warn(`domain check count failed: ${error.message}`))
    // Every name the engine has for this description was shown to this user before (premium users
    // can run it dozens of times): nothing new to give, and no run is spent.
    if (names.length === 0) throw new HttpError(409, OUT_OF_NEW_NAMES)
    const revealCount = before.premium ? names.length : Math.min(REVEAL_LIMIT, names.length)
    const revealed = names.slice(0, revealCount)
    const locked = names.slice(revealCount)
    return json(await answering(deps.record({ caller, description, revealed, locked, request: key })))
  })
}
