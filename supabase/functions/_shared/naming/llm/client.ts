// Shared plumbing for LLM providers: a deadline, one HTTP call, output checks, and the rule
// that a generation never fails because a provider did (fall back to the lexicon engine).
import { createLexiconProvider } from '../lexicon-provider.ts'
import type { NameIdea, NamingProvider, NamingRequest } from '../types.ts'
import { extractJson, parseIdeas } from './prompt.ts'

export const DEFAULT_TIMEOUT_MS = 8000
const MAX_LLM_NAMES = 30
// Models return the odd invalid or already-shown name and the checks are strict, so ask for
// twice what is needed (at least four spare), and accept a run when at least this share of the
// names needed are valid (the rest come from the lexicon).
const SPARE_NAMES = 4
const MIN_VALID_SHARE = 0.75

export interface LlmOptions {
  timeoutMs?: number
  /** injected for tests; defaults to the global fetch */
  fetch?: typeof fetch
  /** told why a run fell back to the lexicon (for logs); never throws */
  onFallback?: (provider: string, reason: string) => void
}

/** Builds the HTTP request for one provider and extracts the model's text from its reply. */
export interface LlmDialect {
  name: string
  request(req: NamingRequest, howMany: number): { url: string; headers: Record<string, string>; body: unknown }
  text(reply: unknown): string
}

export class ProviderError extends Error {}

export function createLlmProvider(dialect: LlmDialect, options: LlmOptions = {}): NamingProvider {
  const lexicon = createLexiconProvider()
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  return {
    name: dialect.name,
    async generate(req: NamingRequest): Promise<NameIdea[]> {
      const count = Math.max(1, Math.floor(req.count))
      const poolSize = Math.max(count, Math.floor(req.poolSize ?? count))
      const exclude = req.exclude ?? new Set<string>()
      try {
        const howMany = Math.min(Math.max(poolSize + SPARE_NAMES, poolSize * 2), MAX_LLM_NAMES)
        const ideas = await callWithDeadline(dialect, doFetch, req, howMany, timeoutMs)
        const valid = parseIdeas(ideas, exclude)
        const needed = Math.ceil(count * MIN_VALID_SHARE)
        if (valid.length < needed) throw new ProviderError(`only ${valid.length} valid names, ${needed} needed`)
        if (valid.length >= poolSize) return valid.slice(0, poolSize)
        // Top the pool up offline so the caller still has alternatives to choose from.
        const taken = new Set([...exclude, ...valid.map((i) => i.name.toLowerCase())])
        const extra = await lexicon.generate({ ...req, count: poolSize - valid.length, poolSize: poolSize - valid.length, exclude: taken })
        return [...valid, ...extra]
      } catch (error) {
        if (req.signal?.aborted) throw error
        options.onFallback?.(dialect.name, error instanceof Error ? error.message : String(error))
        return lexicon.generate(req)
      }
    },
  }
}

async function callWithDeadline(dialect: LlmDialect, doFetch: typeof fetch, req: NamingRequest, howMany: number, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController()
  const onAbort = () => controller.abort(req.signal?.reason)
  req.signal?.addEventListener('abort', onAbort, { once: true })
  const timer = setTimeout(() => controller.abort(new ProviderError(`timed out after ${timeoutMs} ms`)), timeoutMs)
  try {
    const { url, headers, body } = dialect.request(req, howMany)
    const res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal })
    const raw = await res.text()
    if (!res.ok) throw new ProviderError(`HTTP ${res.status}: ${raw.slice(0, 200)}`)
    let reply: unknown
    try {
      reply = JSON.parse(raw)
    } catch {
      throw new ProviderError('reply is not JSON')
    }
    return extractJson(dialect.text(reply))
  } catch (error) {
    // An abort surfaces as a DOMException; report the deadline instead.
    if (controller.signal.aborted && controller.signal.reason instanceof ProviderError) throw controller.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    req.signal?.removeEventListener('abort', onAbort)
  }
}
