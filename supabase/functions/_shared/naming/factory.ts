// Picks the provider from environment values passed in as a plain object, so the edge
// function can hand over Deno.env values and the CLI process.env, with no runtime APIs here.
import { createLexiconProvider } from './lexicon-provider.ts'
import { createAnthropicProvider } from './llm/anthropic.ts'
import { DEFAULT_TIMEOUT_MS, type LlmOptions } from './llm/client.ts'
import { createOpenAiProvider } from './llm/openai.ts'
import type { NamingProvider } from './types.ts'

export type NamingEnv = Record<string, string | undefined>

export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini'
export const ANTHROPIC_DEFAULT_MODEL = 'claude-haiku-4-5'

export interface FactoryOptions extends Pick<LlmOptions, 'fetch' | 'onFallback'> {
  /** told when the env asks for something unusable and the lexicon is used instead */
  onConfigProblem?: (message: string) => void
}

/**
 * NAMING_PROVIDER = lexicon (default) | openai | anthropic. A misconfigured LLM provider
 * (missing key, unknown name) degrades to the lexicon rather than failing every request.
 */
export function createNamingProvider(env: NamingEnv, options: FactoryOptions = {}): NamingProvider {
  const kind = (env.NAMING_PROVIDER ?? 'lexicon').trim().toLowerCase() || 'lexicon'
  const timeoutMs = parseTimeout(env.NAMING_TIMEOUT_MS)
  const llm: LlmOptions = { timeoutMs, fetch: options.fetch, onFallback: options.onFallback }
  const problem = (message: string) => {
    options.onConfigProblem?.(message)
    return createLexiconProvider()
  }
  switch (kind) {
    case 'lexicon':
      return createLexiconProvider()
    case 'openai': {
      const baseUrl = env.NAMING_OPENAI_BASE_URL?.trim()
      const apiKey = env.NAMING_OPENAI_API_KEY?.trim()
      // Local OpenAI-compatible servers (Ollama, vLLM) need a base URL but often no key.
      if (!apiKey && !baseUrl) return problem('NAMING_PROVIDER=openai needs NAMING_OPENAI_API_KEY (or NAMING_OPENAI_BASE_URL for a local server); using lexicon')
      return createOpenAiProvider({ ...llm, baseUrl, apiKey, model: env.NAMING_OPENAI_MODEL?.trim() || OPENAI_DEFAULT_MODEL })
    }
    case 'anthropic': {
      const apiKey = env.NAMING_ANTHROPIC_API_KEY?.trim()
      if (!apiKey) return problem('NAMING_PROVIDER=anthropic needs NAMING_ANTHROPIC_API_KEY; using lexicon')
      return createAnthropicProvider({
        ...llm,
        apiKey,
        baseUrl: env.NAMING_ANTHROPIC_BASE_URL?.trim(),
        model: env.NAMING_ANTHROPIC_MODEL?.trim() || ANTHROPIC_DEFAULT_MODEL,
      })
    }
    default:
      return problem(`unknown NAMING_PROVIDER "${kind}"; using lexicon`)
  }
}

function parseTimeout(raw: string | undefined): number {
  const n = Number(raw)
  return raw && Number.isFinite(n) && n > 0 ? Math.min(n, 60000) : DEFAULT_TIMEOUT_MS
}
