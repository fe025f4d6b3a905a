// The rule-based idea generator of spec §9. Deterministic and offline, so idea pages can be
// prerendered and a crawler sees the same ideas a visitor does.
export const IDEA_SUFFIXES = [
  'ly', 'ify', 'able', 'io', 'co', 'hub', 'lab', 'works', 'lane', 'craft', 'haus', 'press', 'nest', 'spot', 'port',
] as const

export const IDEAS_PER_SEED = 8
export const MAX_IDEAS = 120

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function ideasForSeed(word: string): string[] {
  const fusedAndSpaced = IDEA_SUFFIXES.flatMap((suffix) => [`${word}${suffix}`, `${word} ${capitalize(suffix)}`])
  return [word, `${word} & Co`, `${word} Studio`, ...fusedAndSpaced].slice(0, IDEAS_PER_SEED)
}

/** Ideas in seed order: at most 8 per seed, generation stops past 120, duplicates dropped ignoring case. */
export function generateIdeas(seeds: readonly string[]): string[] {
  const all: string[] = []
  for (const seed of seeds) {
    all.push(...ideasForSeed(seed.trim()))
    if (all.length > MAX_IDEAS) break
  }
  const seen = new Set<string>()
  const unique = all.filter((idea) => {
    const key = idea.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return unique.slice(0, MAX_IDEAS)
}
