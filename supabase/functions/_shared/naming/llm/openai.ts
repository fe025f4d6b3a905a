// OpenAI-compatible Chat Completions (OpenAI, Groq, OpenRouter, Ollama, vLLM, LM Studio...):
// POST {baseUrl}/chat/completions with a Bearer key, asking for a JSON object.
import type { NamingProvider } from '../types.ts'
import { createLlmProvider, type LlmOptions } from './client.ts'
import { systemPrompt, userPrompt } from './prompt.ts'

export interface OpenAiConfig extends LlmOptions {
  baseUrl?: string
  /** optional for local servers (Ollama, vLLM) that do not check keys */
  apiKey?: string
  model: string
  temperature?: number
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1'

export function createOpenAiProvider(config: OpenAiConfig): NamingProvider {
  const base = (config.baseUrl || OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '')
  return createLlmProvider(
    {
      name: 'openai',
      request(req, howMany) {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`
        return {
          url: `${base}/chat/completions`,
          headers,
          body: {
            model: config.model,
            messages: [
              { role: 'system', content: systemPrompt() },
              { role: 'user', content: userPrompt(req, howMany) },
            ],
            temperature: config.temperature ?? 0.9,
            response_format: { type: 'json_object' },
          },
        }
      },
      text(reply) {
        const content = (reply as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content
        if (typeof content !== 'string') throw new Error('reply has no choices[0].message.content')
        return content
      },
    },
    config,
  )
}
