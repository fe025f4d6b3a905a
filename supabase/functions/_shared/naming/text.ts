// Turns a one-sentence brief into words a namer can use: tokens, light lemmas, the subject
// ("cold-brew coffee"), the kind of venture ("shop") and the audience ("night owls").
import { CATEGORY_WORDS, STOPWORDS } from './curated/stopwords.ts'
import { isWord } from './lexicon.ts'
import type { Vibe } from './curated/affixes.ts'

export interface Brief {
  /** lower-cased ASCII words of the description, in order (hyphenated words split) */
  tokens: string[]
  /** content lemmas with stopwords removed, in order, deduplicated */
  lemmas: string[]
  /** the subject phrase as written, without articles and category, e.g. "cold-brew coffee" */
  thing: string
  /** who it is for, e.g. "night owls", or "" */
  audience: string
  /** lemmas of the audience phrase */
  audienceLemmas: Set<string>
  /** lemmas of a place the brief mentions ("in Brooklyn"): flavour, not the subject */
  placeLemmas: Set<string>
  /** lemmas that name the kind of venture (app, shop, service) */
  categories: string[]
  /** lemmas used as the verb of a relative clause ("that comes to your door"): actions, not things */
  verbLemmas: Set<string>
  vibe: Vibe
}

const IRREGULAR: Record<string, string> = {
  children: 'child', people: 'person', mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot',
  women: 'woman', men: 'man', wolves: 'wolf', leaves: 'leaf', knives: 'knife', lives: 'life',
  shelves: 'shelf', loaves: 'loaf', halves: 'half', selves: 'self', indices: 'index',
}

/** Strip accents and anything that is not a letter, so "Café" becomes "cafe" and emoji vanish. */
export function toAscii(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

export function lemmatize(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word]
  const tries: string[] = []
  // Plain -s first: "games" is "game", not "gam".
  if (word.endsWith('ies') && word.length > 4) tries.push(word.slice(0, -3) + 'y')
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) tries.push(word.slice(0, -1))
  if (word.endsWith('es') && word.length > 4) tries.push(word.slice(0, -2))
  if (word.endsWith('ing') && word.length > 5) {
    const stem = word.slice(0, -3)
    tries.push(stem, stem + 'e')
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) tries.push(stem.slice(0, -1))
  }
  if (word.endsWith('ed') && word.length > 4) {
    const stem = word.slice(0, -2)
    tries.push(stem, stem + 'e')
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) tries.push(stem.slice(0, -1))
  }
  // "grooming" is itself a WordNet noun; keep such words whole and let concepts add the stem.
  if (isWord(word) && !word.endsWith('s')) return word
  return tries.find((t) => isWord(t)) ?? word
}

/** The verb-like stem of an -ing/-er word if the lexicon knows it (grooming -> groom). */
export function stemOf(word: string): string | null {
  for (const suffix of ['ing', 'er', 'ers']) {
    if (word.endsWith(suffix) && word.length > suffix.length + 2) {
      const stem = word.slice(0, -suffix.length)
      for (const s of [stem, stem + 'e', stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : '']) if (s && isWord(s)) return s
    }
  }
  return null
}

const SPLITTERS = /\b(?:for|that|which|who|to help|helping|where|so|with|by|in|near|around|making|selling|offering|and)\b/

const RELATIVE = new Set(['that', 'which', 'who'])
const ADVERBS = new Set(['also', 'only', 'just', 'really', 'then', 'now', 'still', 'always', 'actually', 'even'])

export function parseBrief(description: string): Brief {
  const cased = description.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z'\s-]/g, ' ').replace(/\s+/g, ' ').trim()
  const ascii = cased.toLowerCase()
  // Acronyms keep their capitals in slogans ("AI tutor"); everything else is lower case.
  const acronyms = new Set(cased.split(/[\s-]+/).filter((w) => /^[A-Z]{2,4}s?$/.test(w)).map((w) => w.toLowerCase()))
  // "e-bikes" is both "ebikes" and "bikes": the one-letter prefix would otherwise be lost.
  const joined = [...ascii.matchAll(/\b([a-z])-([a-z]{3,})/g)].map((m) => m[1] + m[2])
  const tokens = [...ascii.split(/[\s-]+/), ...joined].map((t) => t.replace(/'s$|'/g, '')).filter((t) => /^[a-z]{2,}$/.test(t))
  const lemmas: string[] = []
  for (const t of tokens) {
    if (STOPWORDS.has(t)) continue
    const l = lemmatize(t)
    if (!STOPWORDS.has(l) && !lemmas.includes(l)) lemmas.push(l)
  }
  const categories = lemmas.filter((l) => CATEGORY_WORDS[l])
  const vibeCounts = new Map<Vibe, number>()
  for (const c of categories) vibeCounts.set(CATEGORY_WORDS[c], (vibeCounts.get(CATEGORY_WORDS[c]) ?? 0) + 1)
  const vibe = [...vibeCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'any'

  // Subject: text before the first connective; audience: the phrase after "for".
  const forMatch = ascii.match(/\bfor ((?:the |busy |)[a-z' -]+?)(?:$| (?:who|that|which|with|to|and|in|on|at|by|so)\b)/)
  const audienceWords = forMatch ? forMatch[1].replace(/^the /, '').trim().split(' ') : []
  const audience = audienceWords.length && audienceWords.length <= 4 ? audienceWords.join(' ') : ''
  const subjectWords = ascii.split(SPLITTERS)[0].trim().split(' ').filter((w) => w && !/^(a|an|the|my|our|your|its|i|we|online|new|small|local)$/.test(w))
  const thingWords = subjectWords.filter((w) => !CATEGORY_WORDS[w.replace(/s$/, '')] && !CATEGORY_WORDS[w] && !STOPWORDS.has(w) && (w.length >= 3 || acronyms.has(w)))
  const thing = thingWords.length >= 1 && thingWords.length <= 3 ? thingWords.map((w) => (acronyms.has(w) ? w.toUpperCase() : w)).join(' ') : ''
  const placeMatch = ascii.match(/\b(?:in|near|based in|located in|around) ([a-z' -]+?)(?:$| (?:for|who|that|which|with|to|and)\b)/)
  const placeWords = placeMatch ? placeMatch[1].replace(/^the /, '').split(' ').slice(0, 3) : []
  // The word after "that", "which" or "who" (past an adverb: "that also rents") is the clause's verb.
  const verbLemmas = new Set<string>()
  tokens.forEach((t, i) => {
    if (!RELATIVE.has(t)) return
    const next = ADVERBS.has(tokens[i + 1]) ? tokens[i + 2] : tokens[i + 1]
    if (next) verbLemmas.add(lemmatize(next))
  })
  return {
    tokens,
    lemmas,
    verbLemmas,
    placeLemmas: new Set(placeWords.map((w) => lemmatize(w))),
    thing,
    audience,
    audienceLemmas: new Set(audienceWords.map((w) => lemmatize(w))),
    categories,
    vibe,
  }
}
