// Blends (portmanteaus): two words fused where they share a letter or a sound, so the result
// reads as one new word: brew + nirvana -> Brewvana, plant + utopia -> Plantopia.
import type { Concept, ConceptPool } from '../concepts.ts'
import { BLEND_TARGETS } from '../curated/affixes.ts'
import { pronounceability, syllabify } from '../phonetics.ts'
import type { Rng } from '../rng.ts'
import type { Candidate } from '../types.ts'
import { blendables, cap, heads, isCategory, isGeneral, pairWhy, relevanceOf, sameStem, subject, vibeFits } from './shared.ts'

interface Target { word: string; gist: string; weight: number; swap: boolean; concept?: Concept }

export interface BlendForm { form: string; quality: number }

/**
 * Every blend of a into b that keeps a whole and enough of b to recognise it, with a quality:
 * a longer shared stretch, or a swapped syllable that sounds like a, reads as a pun rather
 * than a typo.
 */
export function blendForms(a: string, b: string, swapSyllable = true): BlendForm[] {
  const forms = new Map<string, number>()
  const put = (form: string, q: number) => forms.set(form, Math.max(forms.get(form) ?? 0, q))
  const syl = syllabify(b)
  const starts = new Set(syl.map((_, i) => syl.slice(0, i).join('').length))
  // Overlap: a's ending equals a stretch near b's start ("plant" + "utopia": the shared t).
  for (let k = Math.min(3, a.length - 1); k >= 1; k--) {
    const tail = a.slice(-k)
    for (let j = 0; j <= 2; j++) {
      if (b.slice(j, j + k) !== tail) continue
      // Enough of b must survive to be recognised ("relic" -> "lic" is not enough).
      const kept = b.length - j - k
      if (kept < 4 || kept < b.length * 0.6 || (k === 1 && j > 1)) continue
      // A single shared letter must start one of b's syllables (plan|t|opia), or the cut
      // lands mid-sound ("voice" + "learning" -> "Voicearning").
      if (k === 1 && !starts.has(j)) continue
      put(a + b.slice(j + k), (k >= 2 ? 1 : 0.8) * (j === 0 ? 1 : j === 1 ? 0.9 : 0.6))
    }
  }
  // Replace b's first syllable with a ("nir|vana" -> "brew" + "vana"); best when they rhyme.
  if (swapSyllable && syl.length >= 3) {
    const first = syl[0]
    const alike = a[0] === first[0] || a.slice(-2) === first.slice(-2) || a.match(/[aeiouy]+/)?.[0] === first.match(/[aeiouy]+/)?.[0]
    // Consonants piling up at the seam (Startradise, Nightvana) hide the famous word.
    const seam = (/[^aeiouwy]+$/.exec(a)?.[0] ?? '') + (/^[^aeiouy]+/.exec(b.slice(first.length))?.[0] ?? '')
    put(a + b.slice(first.length), (alike ? 0.95 : 0.8) * (seam.replace(/(.)\1/g, '$1').length >= 3 ? 0.85 : 1))
  }
  return [...forms].filter(([f]) => f.length - a.length >= 3 && f !== a + b && f !== b && !f.startsWith(b)).map(([form, quality]) => ({ form, quality }))
}

export function blends(pool: ConceptPool, rng: Rng): Candidate[] {
  const out: Candidate[] = []
  const thing = subject(pool)
  const starts = heads(pool, 14, 6).filter((c) => !isGeneral(pool, c)).slice(0, 12)
  const targets: Target[] = [
    // A seed-chosen subset, so "generate again" does not keep landing on -vana and -radise.
    ...rng.shuffle(BLEND_TARGETS.filter((t) => vibeFits(t.vibes, pool.brief.vibe)))
      .slice(0, Math.ceil(BLEND_TARGETS.length * 0.6))
      .map((t) => ({ word: t.word, gist: t.gist, weight: 0.5, swap: t.swap })),
    // The brief's own picture words, not its -ing forms (Wagrooming, Pawalking just smudge the
    // brief) nor loose WordNet neighbours unless no theme supplied pictures (Leafather).
    ...blendables(pool, 16)
      .filter((c) => !c.word.endsWith('ing') && (c.kind !== 'related' || pool.themes.length <= 1))
      .filter((c) => !isGeneral(pool, c) && !isCategory(pool, c))
      .map((c) => ({ word: c.word, gist: c.word, weight: c.weight, swap: false, concept: c })),
  ]
  for (const a of starts) {
    for (const t of targets) {
      if (sameStem(a.word, t.word) || t.concept?.origin === a.word || a.origin === t.word) continue
      // Two brief words fused ("dog" + "grooming") just restate the brief.
      if (a.kind === 'core' && t.concept?.kind === 'core') continue
      // Swapping a syllable only works on famous words (nirvana); on plain ones it garbles them.
      for (const { form, quality } of blendForms(a.word, t.word, t.swap)) {
        if (form.length < 5 || form.length > 11 || pronounceability(form) < 0.75) continue
        out.push({
          name: cap(form),
          strategy: 'blend',
          parts: [a.word, t.word],
          formation: `${a.word} + ${t.word}`,
          why: t.concept ? pairWhy(a, t.concept, thing) : `${thing} as ${t.gist}`,
          image: t.concept ? t.word : t.gist,
          relevance: relevanceOf(a.weight, t.weight),
          quality: t.concept && t.concept.group === a.group ? quality * 0.7 : quality,
          // The target's share of the name marks the family: "vana", "dise", "opia".
          tail: form.slice(a.word.length).slice(-4),
        })
      }
    }
  }
  return out
}
