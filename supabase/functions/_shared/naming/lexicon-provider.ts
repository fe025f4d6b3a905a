// The default provider: the offline engine behind the common interface.
import { generateLexicon } from './engine.ts'
import type { NameIdea, NamingProvider, NamingRequest } from './types.ts'

export function createLexiconProvider(): NamingProvider {
  return {
    name: 'lexicon',
    generate(req: NamingRequest): Promise<NameIdea[]> {
      if (req.signal?.aborted) return Promise.reject(req.signal.reason ?? new Error('aborted'))
      return Promise.resolve(generateLexicon(req))
    },
  }
}
