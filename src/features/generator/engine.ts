import type { Usage } from '@/lib/queries/usage'

/** What the generator's server half (components/generator-live.tsx) hands the form once it is in. */
export type GeneratorEngine = {
  summon: (description: string) => Promise<void>
  pending: boolean
  usage: Usage | undefined
  /** The stored session has been read: until then summon would take a member for a visitor. */
  ready: boolean
}
