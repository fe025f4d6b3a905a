// Public contract of the naming engine, shared by every provider and by callers
// (generate-names, the CLI, the bench).

/** 'bank': a name a namer wrote by hand for the trade (banks/); 'angle': composed from the brief's angle (strategies/angles.ts) */
export type Strategy = 'compound' | 'blend' | 'affix' | 'clip' | 'respell' | 'metaphor' | 'roots' | 'llm' | 'bank' | 'angle'

export interface NameIdea {
  /** display form, letters only, 4-14 characters, e.g. "Brewvana" or "BrewHaven" */
  name: string
  /** lower-cased name + ".com"; letters, digits and hyphens only before the TLD */
  domain: string
  slogan?: string
  /** one line: how the name was formed and why it fits */
  rationale: string
  strategy: Strategy
  /** 0..1, higher is better; comparable within one run */
  score: number
}

export interface NamingRequest {
  description: string
  /** how many names the caller will show */
  count: number
  /**
   * How many ranked ideas to return (>= count, default count). Over-generate when the caller
   * wants to prefer names whose .com is free: the first `count` ideas are the engine's own
   * pick; re-pick from the whole pool with `pickIdeas()` to keep variety.
   */
  poolSize?: number
  /** same description + same seed -> same names (lexicon provider) */
  seed?: number
  /** lower-cased names already shown to this user; never returned again */
  exclude?: Set<string>
  signal?: AbortSignal
}

export interface NamingProvider {
  readonly name: string
  generate(req: NamingRequest): Promise<NameIdea[]>
}

/** Internal: a name before it is scored, selected and given a slogan. */
export interface Candidate {
  name: string
  strategy: Strategy
  /** lower-cased source words, for duplicate and variety checks */
  parts: string[]
  /** "brew + nirvana" */
  formation: string
  /** "the calm of a perfect cup" */
  why: string
  /** a noun the slogan can lean on ("bliss", "light") */
  image?: string
  /** 0..1: how strongly the parts evoke the brief */
  relevance: number
  /** 0..1: how cleanly the formation worked (a blend on a shared sound beats a forced one) */
  quality?: number
  /**
   * The name's template family, as the lower-case start or end it shares with its siblings: a
   * root, prefix or clipped front ("lum", "ever", "vint"); a blend tail, suffix or tail word
   * ("vana", "ora", "haven"). "Generate again" steers away from families the user has seen.
   */
  head?: string
  tail?: string
  /** a hand-written name's own slogan (banks/) */
  slogan?: string
  /** a hand-written name's place in the brief's bank order (bank-names.ts): it ranks above composed names */
  bankRank?: number
  /** A bank name on a word many banks share (-side in 14): it waits until the run's own-word names are used. */
  sharedWord?: boolean
  /** A bank name tagged for a detail the brief names (bank-names.ts): the blind judge's best-rated kind. */
  detail?: boolean
  /** a composed angle name's shape (strategies/angles.ts): word, pair, named or trade pair */
  shape?: string
}
