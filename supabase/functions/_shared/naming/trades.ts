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
import { MAKE_TRADES } from './curated/trades-make.ts'
import { SERVE_TRADES } from './curated/trades-serve.ts'
import { LEISURE_TRADES } from './curated/trades-leisure.ts'
import { CUISINES_TRADES } from './curated/trades-cuisines.ts'
import { SERVICES_TRADES } from './curated/trades-services.ts'
import { LIFESTYLE_TRADES } from './curated/trades-lifestyle.ts'
import { LIGHT_TRADES } from './curated/light-trades/index.ts'
import type { Trade } from './curated/trade-types.ts'
import { FILLER_VERBS } from './curated/avoid-names.ts'
import { AMBIGUOUS_KEYS, AUDIENCE_WORDS, FORMAT_WORDS, VENTURE_WORDS, WEAK_KEYS } from './curated/weak-keys.ts'
import { lookup, rankOf, sameSenseNoun } from './lexicon.ts'
import { type Brief, lemmatize, parseBrief, stemOf } from './text.ts'

/** Trades written in full: keys, objects, puns, scenes, slogans and a name bank. */
export const FULL_TRADES: Trade[] = [...FOOD_TRADES, ...HOME_TRADES, ...PEOPLE_TRADES, ...WORK_TRADES, ...MAKE_TRADES, ...SERVE_TRADES, ...LEISURE_TRADES,
  ...CUISINES_TRADES, ...SERVICES_TRADES, ...LIFESTYLE_TRADES]
export const ALL_TRADES: Trade[] = [...FULL_TRADES, ...LIGHT_TRADES.map((l) => l.trade)]

/** `main`: the brief is about this trade (its puns, images and slogans apply), not only near it. */
/** `detail`: reached only after the brief's first connective (its audience, place or use). */
export interface TradeHit { trade: Trade; weight: number; main: boolean; detail?: boolean }
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
export const CLAUSE_BREAK = new Set('for that which who whose in with by serving near where to through between into about from at on so and during across throughout within via without around'.split(' '))

// A brief no trade covers keeps its longer nouns (telescope, wheelchair): their neighbours (scope,
// chair) and pairs are all it has.
const buildable = (w: string, max = 8) => w.length <= max && /^[a-z]{3,}$/.test(w) && !AVOID.has(w) && findOffensive(w) === null && !FILLER_VERBS.has(w)

/** Keys of two or more trades (studio: yoga and games) say nothing about which one a brief means. */
const SHARED_KEYS = (() => {
  const seen = new Map<string, number>()
  for (const t of ALL_TRADES) for (const k of new Set(t.keys)) seen.set(k, (seen.get(k) ?? 0) + 1)
  return new Set([...seen].filter(([, n]) => n > 1).map(([k]) => k))
})()
const isWeak = (key: string) => WEAK_KEYS.has(key) || SHARED_KEYS.has(key)

/** A key as the brief's tokens spell it: tokens drop one-letter words ("man with a van"). */
const keyText = (key: string) => ` ${key.split(/[\s-]+/).filter((w) => w.length > 1).join(' ')} `
/** Keys with a connective inside (bed and breakfast, wash and fold): the head must not be cut there. */
const JOINED_KEYS = [...new Set(ALL_TRADES.flatMap((t) => t.keys))].map((k) => keyText(k).trim().split(' ')).filter((ws) => ws.length > 1 && ws.some((w) => CLAUSE_BREAK.has(w)))
const contentWord = (t: string) => t.length > 2 && !STOPWORDS.has(t) && !VENTURE_WORDS.has(t) && !CATEGORY_WORDS[lemmatize(t)]

/**
 * Where the head (the words that name the trade) ends, and its head noun phrase when "X and Y
 * <noun>" shares one noun ("salsa and bachata dance lessons": dance lessons). The head runs to the
 * first connective, except across a key with a connective inside it, and across "and" when a
 * single word before it modifies the noun phrase after it; "puppy walking and cat sitting" are
 * two things, each with a noun of its own.
 */
function headOf(tokens: string[]): { end: number; noun: string[] } {
  const breakFrom = (from: number) => {
    const i = tokens.findIndex((t, j) => j >= from && CLAUSE_BREAK.has(t))
    return i < 0 ? tokens.length : i
  }
  let cut = breakFrom(0)
  let noun: string[] = []
  while (cut < tokens.length) {
    const span = JOINED_KEYS.map((ws) => {
      for (let i = Math.max(0, cut - ws.length + 1); i <= cut; i++) if (ws.every((w, k) => tokens[i + k] === w)) return i + ws.length
      return -1
    }).reduce((a, b) => Math.max(a, b), -1)
    if (span > cut) {
      cut = breakFrom(span)
      continue
    }
    const next = breakFrom(cut + 1)
    const right = tokens.slice(cut + 1, next).filter(contentWord)
    if (tokens[cut] === 'and' && tokens.slice(0, cut).filter(contentWord).length === 1 && right.length >= 2) {
      noun = right.slice(-2).map(lemmatize)
      cut = next
      continue
    }
    break
  }
  return { end: cut, noun }
}

/** A trade's key after the head's connective, not the place or audience (those weigh 0.65). */
const DETAIL_WEIGHT = 0.7

export function matchTrades(brief: Brief): TradeHit[] {
  const joined = ` ${brief.tokens.join(' ')} `
  const words = new Set([...brief.tokens, ...brief.lemmas])
  const subjectWords = new Set(brief.thing.toLowerCase().split(/[\s-]+/))
  // Briefs name their trade before the first connective ("plumbing company | serving rural
  // farms"); what follows is audience, place or detail.
  const { end, noun } = headOf(brief.tokens)
  const head = brief.tokens.slice(0, end)
  const headJoined = ` ${head.join(' ')} `
  const headWords = new Set(head.flatMap((t) => [t, lemmatize(t)]))
  // The head's own words for what the business is: "tattoo" in "a tattoo studio"; none in
  // "an app" or "helping small businesses".
  // Only nouns qualify: "handmade" or "hilly" colours a head, it does not change its subject.
  const headContent = head.map(lemmatize).filter((l) => l.length > 2 && !STOPWORDS.has(l) && !CATEGORY_WORDS[l] && !FILLER_VERBS.has(l) && !AVOID.has(l) && !VENTURE_WORDS.has(l) && ((lookup(l)?.pos ?? 1) & 1) !== 0)
  const nounJoined = ` ${noun.join(' ')} `
  const covered = phraseCover(brief.tokens)
  const hits: TradeHit[] = []
  // Per trade: named by a key in the head that is not a category word; named only by a category
  // word of the head ("booking software"); named only by audience words (kids, teens).
  const namedInHead = new Set<Trade>()
  const categoryInHead = new Set<Trade>()
  const audienceOnly = new Set<Trade>()
  const ambiguousOnly = new Set<Trade>()
  for (const trade of ALL_TRADES) {
    const ownWords = new Set(trade.keys.flatMap((k) => k.split(/[\s-]+/)))
    let best = 0
    let inHeadAtAll = false
    let onlyAudience = true
    let onlyAmbiguous = true
    for (const key of trade.keys) {
      const phrase = key.includes(' ') || key.includes('-')
      const text = keyText(key)
      const hit = phrase ? joined.includes(text) : words.has(key)
      if (!hit) continue
      // "Dog walking" is pet sitting, "board game" is toys: a one-word key (dog, game) that the
      // brief only uses inside another trade's phrase key does not name its own trade.
      if (!phrase && insideOtherPhrase(brief.tokens, key, trade, covered)) continue
      const inHead = phrase ? headJoined.includes(text) : headWords.has(key)
      // A generic key counts only as the whole head (every content word of the head is this
      // trade's), when the head says nothing of its own ("an app for bands"), or as the place a
      // side trade comes from ("in a coastal city"), which never makes it main.
      if (!phrase && isWeak(key)) {
        // "Camera gear" is photography's gear: a generic key after another trade's own key.
        if (modifiedByOther(brief.tokens, key, trade)) continue
        const wholeHead = inHead && headContent.every((w) => ownWords.has(w))
        if (!wholeHead && (inHead || headContent.length) && !brief.placeLemmas.has(key)) continue
      }
      inHeadAtAll ||= inHead || subjectWords.has(key)
      onlyAudience &&= AUDIENCE_WORDS.has(key)
      onlyAmbiguous &&= !phrase && AMBIGUOUS_KEYS.has(key)
      if (inHead && !CATEGORY_WORDS[key]) namedInHead.add(trade)
      if (inHead && CATEGORY_WORDS[key] && !isWeak(key)) categoryInHead.add(trade)
      // A category word ("agency") says what kind of venture, not what it is about; the
      // audience and the place colour a brief but are not its trade.
      const aside = brief.audienceLemmas.has(key) || brief.placeLemmas.has(key)
      // A key spanning a connective (bed and breakfast) or the head noun of "X and Y <noun>"
      // names the trade more surely than a word of the brief's subject.
      const surest = inHead && ((phrase && JOINED_KEYS.some((ws) => ` ${ws.join(' ')} ` === text)) || (noun.length > 0 && nounJoined.includes(` ${lemmatize(key)} `)))
      let w = surest ? 1.2 : CATEGORY_WORDS[key] ? 0.35 : subjectWords.has(key) ? 1.15 : inHead ? 1 : aside ? 0.65 : DETAIL_WEIGHT
      // A single word with another everyday sense (salsa, ink, sign) gives way to a surer key.
      if (!phrase && AMBIGUOUS_KEYS.has(key)) w = Math.min(w, 0.95)
      best = Math.max(best, w)
    }
    if (best <= 0) continue
    if (onlyAudience) audienceOnly.add(trade)
    if (onlyAmbiguous) ambiguousOnly.add(trade)
    hits.push({ trade, weight: onlyAudience ? Math.min(best, 0.65) : best, main: false, detail: !inHeadAtAll })
  }
  // A head whose own words name no trade is about the kind of venture it names, when that word
  // is a trade's own key (software, not a generic "brand"): "Booking software for clinics" is
  // software. A head of nothing but such a word ("Software that helps dental clinics plan staff
  // rotas") still names the venture, and the clinics after the connective are what it serves: it
  // ties with the surest other trade (both main), where the category word's low weight used to
  // drop it behind the dentists.
  if (namedInHead.size === 0 && categoryInHead.size > 0) {
    const lead = Math.max(0, ...hits.map((h) => h.weight))
    for (const h of hits) {
      if (categoryInHead.has(h.trade)) Object.assign(h, { weight: headContent.length > 0 ? 1 : Math.max(h.weight, lead), detail: false })
    }
  }
  // On a tie the trade the head names comes first: it says what the business is ("software
  // that helps restaurants" is software, and names end on its nouns, not "Kitchen").
  hits.sort((a, b) => b.weight - a.weight || Number(a.detail ?? false) - Number(b.detail ?? false))
  const top = hits[0]?.weight ?? 0
  // A place or audience hit (0.65: walking tours "in the Alps") stays as a side trade.
  const kept = hits.filter((h) => h.weight >= Math.min(0.9, top * 0.56)).slice(0, MAX_TRADES)
  // A trade met only after the connective (mugs sold at farmers markets) is what the business
  // sells to or through, not what it is, unless the head names nothing of its own ("an app
  // for splitting rent"): then the detail is what the business does. Audience words (kids,
  // teens) never make a trade main on their own.
  const headless = headContent.length === 0
  // A trade well behind the first (the farms a plumber serves) lends details, not the voice.
  for (const h of kept) h.main = h.weight >= top * MAIN_SHARE && (!h.detail || headless) && !audienceOnly.has(h.trade)
  // A venue or a show whose head names no trade ("a cosy neighbourhood cafe | serving
  // single-origin pour-overs", "a weekly podcast | where two teachers talk history") is about
  // what follows it: those trades lead, unless they are only the place or the customers ("in a
  // pub", "for runners"). A shop or a service is not ("a shop for left-handed tools, scissors and
  // kitchen gadgets" reviews no gadgets).
  const venueOrShow = head.some((t) => ['place', 'media'].includes(CATEGORY_WORDS[lemmatize(t)] ?? ''))
  if (venueOrShow && !kept.some((h) => h.main)) {
    const after = kept.filter((h) => h.weight >= DETAIL_WEIGHT && !audienceOnly.has(h.trade) && !ambiguousOnly.has(h.trade))
    for (const h of after) h.main = h.weight >= after[0].weight * MAIN_SHARE
  }
  for (const h of kept) if (!h.main) h.weight *= 0.75
  // Salsa beside dance lessons is the dance, not a sauce that lends its names; beside a surer
  // main trade ("photographers rent camera gear") an ambiguous word's trade is not main either.
  if (kept.some((h) => h.main && !ambiguousOnly.has(h.trade))) for (const h of kept) if (ambiguousOnly.has(h.trade)) h.main = false
  return kept.filter((h) => h.main || !ambiguousOnly.has(h.trade))
}

const PHRASE_KEYS: { trade: Trade; words: string[] }[] = ALL_TRADES.flatMap((trade) =>
  trade.keys.filter((k) => /[\s-]/.test(k)).map((k) => ({ trade, words: keyText(k).trim().split(' ') })))

/** For each token, the trades whose phrase keys the brief spells across it. */
function phraseCover(tokens: string[]): Set<Trade>[] {
  const cover = tokens.map(() => new Set<Trade>())
  for (const { trade, words } of PHRASE_KEYS) {
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (words.every((w, k) => tokens[i + k] === w || lemmatize(tokens[i + k]) === w)) words.forEach((_, k) => cover[i + k].add(trade))
    }
  }
  return cover
}

const STRONG_KEY_TRADES: Map<string, Trade[]> = (() => {
  const m = new Map<string, Trade[]>()
  for (const t of ALL_TRADES) for (const k of t.keys) if (!/[\s-]/.test(k)) m.set(k, [...(m.get(k) ?? []), t])
  return new Map([...m].filter(([k]) => !isWeak(k)))
})()

function modifiedByOther(tokens: string[], key: string, trade: Trade): boolean {
  const at = tokens.flatMap((t, i) => (i > 0 && (t === key || lemmatize(t) === key) ? [i] : []))
  const otherKey = (w: string) => [w, lemmatize(w)].some((x) => (STRONG_KEY_TRADES.get(x) ?? []).some((t) => t !== trade))
  return at.length > 0 && at.every((i) => otherKey(tokens[i - 1]))
}

function insideOtherPhrase(tokens: string[], key: string, trade: Trade, cover: Set<Trade>[]): boolean {
  const at = tokens.flatMap((t, i) => (t === key || lemmatize(t) === key ? [i] : []))
  return at.length > 0 && at.every((i) => [...cover[i]].some((other) => other !== trade))
}

/** Concrete nouns of the brief that are not trade keys, fillers or category words ("van", "station"). */
function briefNouns(brief: Brief, hits: TradeHit[], own: boolean): string[] {
  const known = new Set(hits.flatMap((h) => [...h.trade.keys, ...h.trade.objects, ...h.trade.actions]))
  // A closed compound the lexicon lacks (sailcloth, sketchbook) still gives its two things.
  const lemmas = own ? brief.lemmas.flatMap((l) => (lookup(l) ? [l] : splitCompound(l))) : brief.lemmas
  return lemmas.filter((l) => {
    if (!buildable(l, own ? 10 : 8) || brief.verbLemmas.has(l) || FORMAT_WORDS.has(l) || known.has(l) || hits.some((h) => h.trade.subject.includes(l)) || CATEGORY_WORDS[l] || STOPWORDS.has(l) || brief.audienceLemmas.has(l) || (own && brief.placeLemmas.has(l))) return false
    const info = lookup(l)
    // Only things: words that can be verbs or adjectives ("converted", "rural") make flat names.
    // A brief no trade covers has only its own words: there a noun that is also a verb (net,
    // mirror) is still the thing the business works with.
    // Not a word that can be an adjective either: "Parcel & Japanese" pairs a thing with a quality.
    if (own) return !!info && (info.pos & 1) !== 0 && (info.pos & 12) === 0 && rankOf(l) < 30000
    return !!info && info.pos === 1 && rankOf(l) < 20000
  })
}

const isNoun = (w: string) => ((lookup(w)?.pos ?? 0) & 1) !== 0 && rankOf(w) < 30000
function splitCompound(word: string): string[] {
  // The lemmatizer leaves a plural it does not know as it is (sketchbooks).
  for (const w of word.endsWith('s') ? [word, word.slice(0, -1)] : [word]) {
    for (let i = 3; i <= w.length - 3; i++) {
      const a = w.slice(0, i)
      const b = w.slice(i)
      if (isNoun(a) && isNoun(b)) return [a, b]
    }
  }
  return []
}

export function buildVocab(description: string): Vocab {
  const brief = parseBrief(description)
  const hits = matchTrades(brief)
  const objects: Term[] = []
  const actions: Term[] = []
  const seen = new Set<string>()
  const push = (list: Term[], term: Term) => {
    if (seen.has(term.word) || !buildable(term.word, term.trade ? 8 : 10)) return
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
  const hasMain = hits.some((h) => h.main)
  for (const noun of briefNouns(brief, hits, !hasMain)) {
    push(objects, { word: noun, weight: hasMain ? 0.75 : 1, subject: noun, kind: 'object', trade: null })
    // Without a trade, the thing in a brief's -ing noun is its own word too (grinding: grind).
    const stem = hasMain || !noun.endsWith('ing') ? null : stemOf(noun)
    if (stem && ((lookup(stem)?.pos ?? 0) & 1) !== 0) push(objects, { word: stem, weight: 0.95, subject: stem, kind: 'object', trade: null })
  }
  // No trade: WordNet neighbours widen a brief we have no vocabulary for. They mix senses
  // (mirror: faithful; hire: boss), so they come after every noun of the brief, and the
  // concrete patterns build only on the brief's own nouns (strategies/concrete.ts).
  if (!hasMain) {
    for (const noun of objects.filter((o) => !o.trade).map((o) => o.word)) {
      for (const rel of (lookup(noun)?.related ?? []).slice(0, 6)) {
        if (sameSenseNoun(noun, rel, 15000)) push(objects, { word: rel, weight: 0.6, subject: noun, kind: 'object', trade: null })
      }
    }
  }
  const subject = hits.find((h) => h.main)?.trade.subject ?? (objects.find((o) => !o.trade)?.subject || objects[0]?.subject || 'your idea')
  return { brief, hits, objects, actions, subject }
}
