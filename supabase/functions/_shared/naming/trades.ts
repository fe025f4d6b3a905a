// From a brief to the concrete world of its trade: which trades it belongs to (curated/trades-*)
// and the objects and actions names are built from. Words of the brief that name a thing no
// trade lists (a van, a station, a festival) join as extra objects; a brief no trade covers
// falls back to its own nouns and their WordNet neighbours.
import { AVOID, findOffensive } from './curated/blocklist.ts'
import { CATEGORY_WORDS, STOPWORDS } from './curated/stopwords.ts'
import { FOOD_TRADES } from './curated/trades-food.ts'
import { HOME_TRADES } from './curated/trades-home.ts'
import { PEOPLE_TRADES } from './curated/trades-people.ts'
import { WORK_TRADES } from './curated/trades-work.ts'
import type { Trade } from './curated/trade-types.ts'
import { FILLER_VERBS } from './curated/avoid-names.ts'
import { lookup, rankOf } from './lexicon.ts'
import { type Brief, lemmatize, parseBrief } from './text.ts'

export const ALL_TRADES: Trade[] = [...FOOD_TRADES, ...HOME_TRADES, ...PEOPLE_TRADES, ...WORK_TRADES]

/** `main`: the brief is about this trade (its puns, images and slogans apply), not only near it. */
export interface TradeHit { trade: Trade; weight: number; main: boolean }
export interface Term {
  word: string
  weight: number
  /** "coffee", or the brief word itself for a brief noun */
  subject: string
  /** 'key': the brief's own word for the trade's subject (dog, soy): fine in a pair or with an
   * ending, odd with a role ("the people behind the dog") */
  kind: 'object' | 'action' | 'key'
  trade: Trade | null
}

export interface Vocab {
  brief: Brief
  hits: TradeHit[]
  objects: Term[]
  actions: Term[]
  /** how slogans and rationales name the business: "coffee", "candles" */
  subject: string
}

const MAX_TRADES = 3
const PER_TRADE = 8
const MAIN_SHARE = 0.9
const CLAUSE_BREAK = new Set('for that which who whose in with by serving near where to through between into about from at on so and'.split(' '))

const buildable = (w: string) => /^[a-z]{3,8}$/.test(w) && !AVOID.has(w) && findOffensive(w) === null && !FILLER_VERBS.has(w)

export function matchTrades(brief: Brief): TradeHit[] {
  const joined = ` ${brief.tokens.join(' ')} `
  const words = new Set([...brief.tokens, ...brief.lemmas])
  const subjectWords = new Set(brief.thing.toLowerCase().split(/[\s-]+/))
  // Briefs name their trade before the first connective ("plumbing company | serving rural
  // farms"); what follows is audience, place or detail.
  const cut = brief.tokens.findIndex((t) => CLAUSE_BREAK.has(t))
  const head = cut < 0 ? brief.tokens : brief.tokens.slice(0, cut)
  const headJoined = ` ${head.join(' ')} `
  const headWords = new Set(head.flatMap((t) => [t, lemmatize(t)]))
  const hits: TradeHit[] = []
  for (const trade of ALL_TRADES) {
    let best = 0
    for (const key of trade.keys) {
      const phrase = key.includes(' ') || key.includes('-')
      const hit = phrase ? joined.includes(` ${key.replace('-', ' ')} `) : words.has(key)
      if (!hit) continue
      // A category word ("studio", "agency") says what kind of venture, not what it is about;
      // the audience and the place colour a brief but are not its trade.
      const inHead = phrase ? headJoined.includes(` ${key.replace('-', ' ')} `) : headWords.has(key)
      const aside = brief.audienceLemmas.has(key) || brief.placeLemmas.has(key)
      const w = CATEGORY_WORDS[key] ? 0.35 : subjectWords.has(key) ? 1.15 : inHead ? 1 : aside ? 0.65 : 0.7
      best = Math.max(best, w)
    }
    if (best > 0) hits.push({ trade, weight: best, main: false })
  }
  hits.sort((a, b) => b.weight - a.weight)
  const top = hits[0]?.weight ?? 0
  // A place or audience hit (0.65: walking tours "in the Alps") stays as a side trade.
  const kept = hits.filter((h) => h.weight >= Math.min(0.9, top * 0.56)).slice(0, MAX_TRADES)
  // A trade well behind the first (the farms a plumber serves) lends details, not the voice.
  for (const h of kept) {
    h.main = h.weight >= top * MAIN_SHARE
    if (!h.main) h.weight *= 0.75
  }
  return kept
}

/** Concrete nouns of the brief that are not trade keys, fillers or category words ("van", "station"). */
function briefNouns(brief: Brief, hits: TradeHit[]): string[] {
  const known = new Set(hits.flatMap((h) => [...h.trade.keys, ...h.trade.objects, ...h.trade.actions]))
  return brief.lemmas.filter((l) => {
    if (!buildable(l) || known.has(l) || hits.some((h) => h.trade.subject.includes(l)) || CATEGORY_WORDS[l] || STOPWORDS.has(l) || brief.audienceLemmas.has(l)) return false
    const info = lookup(l)
    // Only things: words that can be verbs or adjectives ("converted", "rural") make flat names.
    return !!info && info.pos === 1 && rankOf(l) < 20000
  })
}

export function buildVocab(description: string): Vocab {
  const brief = parseBrief(description)
  const hits = matchTrades(brief)
  const objects: Term[] = []
  const actions: Term[] = []
  const seen = new Set<string>()
  const push = (list: Term[], term: Term) => {
    if (seen.has(term.word) || !buildable(term.word)) return
    seen.add(term.word)
    list.push(term)
  }
  // The brief's own short, concrete trade words come first (soy for candles, bun for a bakery).
  for (const { trade, weight, main } of hits) {
    if (!main) continue
    for (const key of trade.keys) {
      const info = lookup(key)
      if (key.length <= 5 && !CATEGORY_WORDS[key] && info && (info.pos & 1) && brief.lemmas.includes(key) && !trade.objects.includes(key)) {
        push(objects, { word: key, weight: weight * 1.02, subject: trade.subject, kind: 'key', trade })
      }
    }
  }
  // Interleave trades so a two-trade brief (candles + seaside) lends words from both.
  for (let i = 0; i < PER_TRADE; i++) {
    for (const { trade, weight } of hits) {
      const decay = 1 - i * 0.04
      const o = trade.objects[i]
      if (o) push(objects, { word: o, weight: weight * decay, subject: trade.subject, kind: 'object', trade })
      const a = trade.actions[i]
      if (a) push(actions, { word: a, weight: weight * 0.9 * decay, subject: trade.subject, kind: 'action', trade })
    }
  }
  for (const noun of briefNouns(brief, hits)) {
    push(objects, { word: noun, weight: hits.length ? 0.75 : 1, subject: noun, kind: 'object', trade: null })
    if (hits.length) continue
    // No trade: WordNet neighbours (parts, kinds) widen a brief we have no vocabulary for.
    for (const rel of (lookup(noun)?.related ?? []).slice(0, 6)) {
      const info = lookup(rel)
      if (info && (info.pos & 1) && !(info.pos & 8) && rankOf(rel) < 15000) push(objects, { word: rel, weight: 0.6, subject: noun, kind: 'object', trade: null })
    }
  }
  const subject = hits[0]?.trade.subject ?? (objects[0]?.subject || 'your idea')
  return { brief, hits, objects, actions, subject }
}
