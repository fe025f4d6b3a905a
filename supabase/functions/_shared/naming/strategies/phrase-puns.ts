// Sound-alike puns on familiar phrases: one word of a phrase everyone knows gives way to a word of
// the client's trade that sounds the same or rhymes with it ("peer pressure" -> Pier Pressure for
// a seaside newsletter, "rule of thumb" -> Rule of Crumb for a bakery). The expert lists the blind
// judge ranked first carry one or two such puns; a pun only works when the phrase is instantly
// familiar, so phrases come from a curated list (curated/phrases.ts) and sounds from the CMU
// pronouncing dictionary (data/sounds.ts, built by supabase/scripts/build-sounds.ts).
import PHRASES from '../curated/phrases.ts'
import { SOUNDS } from '../data/sounds.ts'
import { isBrandAlike } from '../brands.ts'
import { isDictionaryWord } from '../dictionary.ts'
import { findOffensive } from '../curated/blocklist.ts'
import type { Candidate } from '../types.ts'
import { cap, sameStem } from './shared.ts'
import { compactName, CONNECTORS, rejectReason } from '../validate.ts'
import { editDistance } from '../phonetics.ts'

export interface Pun { name: string; phrase: string; swapped: string; word: string; homophone: boolean }

let phones: Map<string, string[]> | null = null
function phonesOf(word: string, table = SOUNDS): string[] | undefined {
  if (!phones) phones = new Map(table.split('\n').filter(Boolean).map((l) => { const [w, ...p] = l.split(' '); return [w, p] }))
  return phones.get(word)
}

const vowel = (p: string) => /\d$/.test(p)
const bare = (p: string) => p.replace(/\d$/, '')
/** From the last vowel with main stress to the end, without stress marks: T R AY1 D -> AY D. */
function rhymeOf(p: string[]): string {
  let at = -1
  p.forEach((x, i) => { if (/1$/.test(x)) at = i })
  if (at < 0) at = p.findIndex(vowel)
  return p.slice(Math.max(0, at)).map(bare).join(' ')
}
const syllables = (p: string[]) => p.filter(vowel).length

/** How `word` can stand in for `target`: 'same' (pier/peer), 'rhyme' (crumb/thumb) or null. */
export function soundsLike(word: string, target: string, lookup: (w: string) => string[] | undefined = phonesOf): 'same' | 'rhyme' | null {
  if (word === target || sameStem(word, target)) return null
  const a = lookup(word)
  const b = lookup(target)
  if (!a || !b || syllables(a) !== syllables(b)) return null
  if (a.map(bare).join(' ') === b.map(bare).join(' ')) return 'same'
  // A rhyme that changes only the first sound keeps the phrase recognisable; the word must not
  // just be the phrase word with a letter added (pressure/depressure).
  return rhymeOf(a) === rhymeOf(b) && !target.endsWith(word) && !word.endsWith(target) ? 'rhyme' : null
}

function display(words: string[]): string | null {
  // "bread and butter" -> "Bread & Butter"; "and" elsewhere would need a fourth word.
  const parts = words.length === 3 && words[1] === 'and' ? [cap(words[0]), '&', cap(words[2])] : words.map((w, i) => (i > 0 && CONNECTORS.has(w) ? w : cap(w)))
  const name = parts.join(' ')
  return rejectReason(name) ? null : name
}

interface Slot { phrase: string; words: string[]; at: number }
const CURATED = PHRASES.split('\n').map((l) => l.trim()).filter(Boolean)
let curatedIndex: Map<string, Slot[]> | null = null

/** Phrase words by rhyme and syllable count, so a run looks up its trade words instead of scanning every phrase. */
function indexPhrases(phrases: string[], lookup: (w: string) => string[] | undefined): Map<string, Slot[]> {
  const index = new Map<string, Slot[]>()
  for (const phrase of phrases) {
    const words = phrase.split(' ')
    words.forEach((target, at) => {
      const p = lookup(target)
      if (!p || target.length < 3 || CONNECTORS.has(target) || target === 'and') return
      const key = `${syllables(p)}:${rhymeOf(p)}`
      index.set(key, [...(index.get(key) ?? []), { phrase, words, at }])
    })
  }
  return index
}

/**
 * Every pun of `words` (the trade's own, strongest first) on the curated phrases. Homophones lead
 * rhymes; a phrase already containing a trade word, a result that is itself a set phrase or a
 * brand, and anything offensive are dropped.
 */
export function phrasePuns(words: string[], phrases?: string[], lookup: (w: string) => string[] | undefined = phonesOf): Pun[] {
  const index = phrases ? indexPhrases(phrases, lookup) : (curatedIndex ??= indexPhrases(CURATED, lookup))
  const own = new Set(words)
  const out: Pun[] = []
  for (const word of words) {
    const p = lookup(word)
    if (!p) continue
    for (const { phrase, words: ws, at } of index.get(`${syllables(p)}:${rhymeOf(p)}`) ?? []) {
      if (ws.some((w) => own.has(w))) continue
      const how = soundsLike(word, ws[at], lookup)
      // The phrase must still read through the new word: "Train of Bot" has lost "thought".
      if (!how || editDistance(word, ws[at]) > Math.max(2, Math.ceil(ws[at].length / 2))) continue
      const name = display(ws.map((w, j) => (j === at ? word : w)))
      if (!name) continue
      const compact = compactName(name).toLowerCase()
      if (isDictionaryWord(compact) || isBrandAlike(compact) || findOffensive(compact)) continue
      out.push({ name, phrase, swapped: ws[at], word, homophone: how === 'same' })
    }
  }
  const rank = (p: Pun) => (p.homophone ? 0 : 1) * 100 + words.indexOf(p.word)
  return out.sort((a, b) => rank(a) - rank(b) || a.name.length - b.name.length || a.name.localeCompare(b.name))
}

/** Pun candidates for the engine: the reason names the phrase and what the swapped word stands for. */
export function punCandidates(words: string[], subject: string): Candidate[] {
  return phrasePuns(words).slice(0, 12).map((p, i) => ({
    name: p.name,
    strategy: 'angle',
    parts: [p.word, p.swapped],
    formation: '',
    why: `a play on "${p.phrase}", with ${p.word} from ${subject} for ${p.swapped}`,
    relevance: (p.homophone ? 0.95 : 0.88) - 0.01 * i,
    quality: 1,
    head: p.word,
    tail: p.swapped,
    image: p.phrase,
    shape: 'pun',
  }))
}
