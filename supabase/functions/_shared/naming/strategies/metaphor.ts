// Metaphors: a single image that stands for the idea (a productivity app for night owls ->
// Nocturne). Real words are rarely free as .com, but they are often the names founders love;
// the caller's availability check decides whether they survive.
import type { ConceptPool } from '../concepts.ts'
import type { Candidate } from '../types.ts'
import { cap, subject } from './shared.ts'

export function metaphors(pool: ConceptPool): Candidate[] {
  const out: Candidate[] = []
  const thing = subject(pool)
  const { audience, audienceLemmas } = pool.brief
  const phrasings = ['a fitting image for', 'a natural symbol for', 'an image that suits']
  pool.metaphors.forEach((m, i) => {
    const word = m.word.toLowerCase()
    if (!/^[a-z]{4,12}$/.test(word)) return
    // Speak to the audience only when the metaphor came from the audience ("night owls").
    const forWhom = audience && audienceLemmas.has(m.key) ? audience : thing
    const fit = `${phrasings[i % phrasings.length]} ${forWhom}`
    out.push({
      name: cap(word),
      strategy: 'metaphor',
      parts: [word],
      formation: m.why,
      why: fit,
      image: word,
      relevance: m.weight * 0.85,
    })
  })
  return out
}
