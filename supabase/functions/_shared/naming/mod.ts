// Public entry point of the naming engine. Import from here, not from internal modules.
export type { NameIdea, NamingProvider, NamingRequest, Strategy } from './types.ts'
export { createNamingProvider, type FactoryOptions, type NamingEnv } from './factory.ts'
export { createLexiconProvider } from './lexicon-provider.ts'
export { createOpenAiProvider } from './llm/openai.ts'
export { createAnthropicProvider } from './llm/anthropic.ts'
export { generateLexicon } from './engine.ts'
export { pickIdeas } from './select.ts'
export { rejectReason, toDomain, NAME_MIN, NAME_MAX } from './validate.ts'
