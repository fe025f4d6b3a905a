// Anthropic Messages API: POST {baseUrl}/v1/messages with x-api-key and anthropic-version.
import type { NamingProvider } from '../types.ts'
import { createLlmProvider, type LlmOptions } from './client.ts'
import { systemPrompt, userPrompt } from './prompt.ts'

export interface AnthropicConfig extends LlmOptions {
  baseUrl?: string
  apiKey: string
  model: string
  maxTokens?: number
  temperature?: number
}

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com'
export const ANTHROPIC_VERSION = '2023-06-01'

export function createAnthropicProvider(config: AnthropicConfig): NamingProvider {
  const base = (config.baseUrl || ANTHROPIC_DEFAULT_BASE_URL).replace(/\/+$/, '')
  return createLlmProvider(
    {
      name: 'anthropic',
      request(req, howMany) {
        return {
          url: `${base}/v1/messages`,
          headers: {
            'content-type': 'application/json',
            'x-api-key': config.apiKey,
            'anthropic-version': ANTHROPIC_VERSION,
          },
          body: {
            model: config.model,
            max_tokens: config.maxTokens ?? 2000,
            temperature: config.temperature ?? 0.9,
            system: systemPrompt(),
            messages: [{ role: 'user', content: userPrompt(req, howMany) }],
          },
        }
      },
      text(reply) {
        const blocks = (reply as { content?: { type?: string; text?: unknown }[] })?.content
        const text = Array.isArray(blocks) ? blocks.filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text as string).join('') : ''
        if (!text) throw new Error('reply has no text content')
        return text
      },
    },
    config,
  )
}
