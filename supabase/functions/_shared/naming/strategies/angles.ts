// Names composed per brief from its particular angle: the judge shortlists names that join what
// is special about this client (rural farms, a hilly coastal town, elderly dogs) to the trade
// (Pipe & Pasture, Hillvolt, Greymuzzle), which a bank written without the brief cannot do for
// every client. The brief's detail words find images in the angle lexicon (curated/angles/);
// the trade gives its insider words and plain nouns (curated/trade-words/). Four shapes:
//   image + word in one word     Tidewick       (tide: the seaside town; wick: candles)
//   "Image & Word"               Pipe & Pasture
//   "Image Noun"                 Back Forty Plumbing
//   "Word & Word", alliterating  Brett & Barrel (two insider words; no angle needed)
import { ANGLES, type Angle } from '../curated/angles/index.ts'
import { TRADE_WORDS, type TradeWords } from '../curated/trade-words/index.ts'
import { findOffensive } from '../curated/blocklist.ts'
import { isBrandAlike } from '../brands.ts'
import { isDictionaryWord } from '../dictionary.ts'
import { isFiller } from '../fillers.ts'
import { syllableCount } from '../phonetics.ts'
import { CLAUSE_BREAK, type Vocab } from '../trades.ts'
import type { Candidate } from '../types.ts'
import { lemmatize } from '../text.ts'
import { cap, sameStem } from './shared.ts'
import { COMPACT_MAX, compactName, rejectReason } from '../validate.ts'

/** A detail of the brief and the angle it found. */
export interface BriefAngle { key: string; angle: Angle; at: number }

const IMAGES_PER_ANGLE = 4
const WORDS_PER_TRADE = 10
const SEED_JITTER = 0.06
const hashOf = (s: string) => [...s].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261)
const PHRASE_MAX = 22
// Blind judge, rounds A1-A2: a pair that alliterates reads as meant (Hive & Heather, Crag & Creel);
// one that does not was bad half as often again (38 % against 26 %). It ranks well ahead.
const ALLITERATION = 0.2

// Words that say how a business is run rather than what sets it apart (online, mobile, local):
// their images (parcel, wheel, doorstep) fit every such business. briefAngles lists them last;
// angleCandidates builds nothing on them.
// Repair is the work of most trades that mention it (plumbing, bikes, tyres): darning and solder
// judged as another trade's words there.
const FORMAT_ANGLES = new Set('repair repairs repairing fix-it online mobile app van boutique class classes lesson lessons course courses beginner beginners adult adults emergency urgent independent subscription handmade family family-run fresh rental wholesale local workshop small-batch small daily custom modern classic slow quick fun sweet minimal community digital shop'.split(' '))
export const isFormatAngle = (key: string) => FORMAT_ANGLES.has(key)
// The head ends at the first connective, as in trade matching; "and" joins two things of the head.
const HEAD_END = new Set([...CLAUSE_BREAK].filter((w) => w !== 'and'))

/**
 * Details of the brief the lexicon knows, one per angle: those that set the business apart first,
 * then format words, each group in the order the brief names them. A detail that names the
 * main trade in the brief's head (farm in "a farm shop") is its subject, not its angle; after
 * the head it is a detail even when the trade knows the word (sour beers, shot on film).
 */
export function briefAngles(v: Vocab, lexicon: Angle[] = ANGLES): BriefAngle[] {
  const tokens = v.brief.tokens
  const joined = ` ${tokens.join(' ')} `
  const lemmas = new Set(v.brief.lemmas)
  const tradeKeys = new Set(v.hits.filter((h) => h.main).flatMap((h) => h.trade.keys))
  const headEnd = (() => {
    const i = tokens.findIndex((t) => HEAD_END.has(t))
    return i < 0 ? tokens.length : i
  })()
  const found: BriefAngle[] = []
  // Token position of a key: the brief's word or its lemma; a two-word key as written.
  const positionOf = (key: string) => {
    if (key.includes(' ') || key.includes('-')) {
      const i = joined.indexOf(` ${key.replace('-', ' ')} `)
      return i < 0 ? -1 : joined.slice(0, i).trim().split(' ').filter(Boolean).length
    }
    const i = tokens.indexOf(key)
    return i >= 0 ? i : lemmas.has(key) ? tokens.findIndex((t) => lemmatize(t) === key) : -1
  }
  for (const angle of lexicon) {
    let best: BriefAngle | null = null
    for (const key of angle.keys) {
      const at = positionOf(key)
      if (at < 0 || (tradeKeys.has(key) && at < headEnd)) continue
      // The longest key wins a tie: "mobile app" over "mobile", "elderly dogs" over "elderly".
      if (!best || at < best.at || (at === best.at && key.length > best.key.length)) best = { key, angle, at }
    }
    if (best) found.push(best)
  }
  // A key inside a longer key found at the same place ("mobile" in "mobile app") is that one.
  const words = (a: BriefAngle) => a.key.split(/[ -]/).map((w, i) => `${a.at + i}:${w}`)
  // An adjective right before another detail only narrows it: "Scottish Highlands" is the
  // highlands (glen, loch), not Scotland at large (tartan, shortbread).
  const narrows = (a: BriefAngle) => /(ish|ese|ian|an)$/.test(a.key) && !a.key.includes(' ') && found.some((b) => b.at === a.at + 1)
  const kept = found.filter((a) => !narrows(a) && !found.some((b) => b !== a && b.key.length > a.key.length && words(a).every((w) => words(b).includes(w))))
  const weak = (a: BriefAngle) => (isFormatAngle(a.key) ? 1 : 0)
  return kept.sort((a, b) => weak(a) - weak(b) || a.at - b.at)
}

/** The main trades' words for composing, or the brief's own nouns when no trade covers it. */
function tradeWordsOf(v: Vocab, words: Map<string, TradeWords>): TradeWords[] {
  const mains = v.hits.filter((h) => h.main).map((h) => words.get(h.trade.subject)).filter((t): t is TradeWords => !!t)
  if (mains.length) return mains
  const own = v.objects.filter((o) => !o.trade && o.subject === o.word).map((o) => o.word).slice(0, 4)
  return own.length ? [{ subject: v.subject, nouns: [], words: own }] : []
}

const onset = (w: string) => /^[^aeiou]*/.exec(w)?.[0] || w[0]
const alliterates = (a: string, b: string) => a[0] === b[0] && (onset(a) === onset(b) || onset(a).length <= 1 || onset(b).length <= 1)

/** Shorter sound first, as people say pairs: "Pipe & Pasture", "Husk & Lid". */
function pairOrder(a: string, b: string): [string, string] {
  const sa = syllableCount(a)
  const sb = syllableCount(b)
  return sa < sb || (sa === sb && a.length <= b.length) ? [a, b] : [b, a]
}

const clean = (compact: string) => findOffensive(compact) === null && !isBrandAlike(compact)

/** One-word compounds must read as one new word: no doubled letter across the seam, no dictionary word. */
function joinable(image: string, word: string): boolean {
  const name = image + word
  if (image.length > 7 || word.length > 7 || name.length < 6 || name.length > 11) return false
  if (image === word || image.endsWith(word) || word.startsWith(image)) return false
  if (image.at(-1) === word[0] || /(.)\1\1/.test(name)) return false
  // Two vowels across the seam blur where one word ends (Cocoaoak).
  if (/[aeiouy]$/.test(image) && /^[aeiou]/.test(word)) return false
  return !isDictionaryWord(name) && clean(name) && !isFiller(cap(name))
}

/** Letters of the .com a phrase name gets: "Pipe & Pasture" -> pipeandpasture. */
const letters = (name: string) => compactName(name).length
// A long phrase is hard to say and to type as a .com: a little lower for every letter past 14.
const longer = (name: string) => 0.01 * Math.max(0, letters(name) - 14)

type Shape = 'word' | 'pair' | 'named' | 'trade pair'

function candidate(name: string, parts: string[], shape: Shape, formation: string, why: string, relevance: number): Candidate {
  // The reason already says both halves: no separate formation in the rationale.
  return { name, strategy: 'angle', parts, formation: '', why, relevance, quality: 1, head: parts[0], tail: parts.at(-1), image: formation, shape }
}

/**
 * Every composed angle name for the brief, best first. Relevance falls with the detail's place
 * in the brief, the image's and the word's rank in their lists, and length.
 */
export function angleCandidates(v: Vocab, seed: number, lexicon: Angle[] = ANGLES, words: Map<string, TradeWords> = TRADE_WORDS): Candidate[] {
  const trades = tradeWordsOf(v, words)
  if (!trades.length) return []
  const angles = briefAngles(v, lexicon).slice(0, 3)
  const out: Candidate[] = []
  const subject = v.subject
  // The same detail in many briefs (city, small) would bring the same image every time: the
  // seed rotates the first images (and trade words), all strong, so runs of unrelated briefs do
  // not share one.
  const rotate = <T>(list: T[], n: number) => {
    const k = Math.min(n, list.length)
    const r = k ? seed % k : 0
    return [...list.slice(r, k), ...list.slice(0, r), ...list.slice(k)]
  }
  for (const [ai, { angle, key }] of angles.entries()) {
    const images = rotate(angle.images.slice(0, IMAGES_PER_ANGLE + 1), 3).slice(0, IMAGES_PER_ANGLE)
    // A format word's images (parcel for online, chalk for classes) fit any such business: the
    // judge rejected most of them (Chalk Pottery, Window Sauce Co). They build nothing.
    if (isFormatAngle(key)) continue
    for (const [ii, image] of images.entries()) {
      const base = 1 - 0.1 * ai - 0.05 * ii
      const single = !image.includes(' ')
      for (const t of trades) {
        for (const [wi, word] of rotate(t.words.slice(0, WORDS_PER_TRADE + 2), 4).slice(0, WORDS_PER_TRADE).entries()) {
          // Tide & Tidewater, Wick & Wickerwork: one word inside the other says it twice.
          if (image.split(' ').some((w) => w.startsWith(word.slice(0, 4)) || word.startsWith(w.slice(0, 4)) || sameStem(w, word))) continue
          if (v.brief.tokens.includes(word) && angle.keys.includes(word)) continue
          const rel = base - 0.025 * wi
          const says = `${cap(image)}: ${angle.gloss}. ${cap(word)}: a word from ${t.subject === subject ? subject : t.subject}`
          if (single && joinable(image, word)) {
            out.push(candidate(cap(image + word), [image, word], 'word', `${image} + ${word}`, says, rel - 0.01 * Math.max(0, image.length + word.length - 8)))
          }
          if (single) {
            const [a, b] = pairOrder(image, word)
            const name = `${cap(a)} & ${cap(b)}`
            if (clean(a + 'and' + b) && letters(name) <= COMPACT_MAX) out.push(candidate(name, [image, word], 'pair', `${a} & ${b}`, says, rel - 0.04 + (alliterates(a, b) ? ALLITERATION : 0) - longer(name)))
          }
        }
        // Only the first trade says what the business is (candles, not "the sea", for candles by the sea).
        // A plain one-word image before a noun reads flat (Coal Yoga, Moss Cleaning); a scene (Back
        // Forty, Signal Box) or a compound image (Switchback, Tidewater) carries the name.
        const scene = image.includes(' ') || image.length >= 8
        for (const [ni, noun] of (t === trades[0] && scene ? t.nouns.slice(0, 2) : []).entries()) {
          const name = `${image.split(' ').map(cap).join(' ')} ${noun}`
          if (name.length > PHRASE_MAX || letters(name) > COMPACT_MAX || image.split(' ').some((w) => noun.toLowerCase().includes(w))) continue
          if (!clean(name.replace(/\s/g, '').toLowerCase())) continue
          out.push(candidate(name, [image.replace(' ', ''), noun.toLowerCase()], 'named', image, `${cap(image)}: ${angle.gloss}. ${noun}: what you do`, base - 0.03 - 0.03 * ni - longer(name)))
        }
      }
    }
  }
  // Two insider words that alliterate (Brett & Barrel) need no angle: every brief of the trade.
  for (const t of trades.slice(0, 1)) {
    // The seed rotates the strongest words too, so "generate again" and other seeds differ.
    const words = rotate(t.words.slice(0, 14), 4)
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        if (!alliterates(words[i], words[j]) || sameStem(words[i], words[j])) continue
        const [a, b] = pairOrder(words[i], words[j])
        const name = `${cap(a)} & ${cap(b)}`
        if (!clean(a + 'and' + b) || letters(name) > COMPACT_MAX) continue
        out.push(candidate(name, [a, b], 'trade pair', `${a} & ${b}`, `${cap(a)} and ${b}: two words from ${t.subject}, said together`, 0.8 - 0.02 * (i + j) - longer(name)))
      }
    }
  }
  // Three words at most (validate.ts): "Soft Voice Pet Care" is a sentence, not a name. Names
  // within a few hundredths of each other trade places by seed, so another run is another list.
  const jitter = (name: string) => (((hashOf(name) ^ seed) >>> 0) % 1000) / 1000 * SEED_JITTER
  for (const c of out) c.relevance += jitter(c.name)
  return out.filter((c) => !rejectReason(c.name)).sort((a, b) => b.relevance - a.relevance || a.name.localeCompare(b.name))
}

/** Shape of an angle name: one word, a pair with the angle, a pair of trade words, or an image before the trade's noun. */
export function angleShape(c: Candidate): Shape {
  return (c.shape as Shape | undefined) ?? 'word'
}
