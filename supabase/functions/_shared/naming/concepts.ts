// From a parsed brief to the raw material of names: weighted words (the brief's own, their
// WordNet neighbours, theme imagery), matching Latin/Greek roots, metaphors and slogan lines.
import { AVOID, findOffensive } from './curated/blocklist.ts'
import { ROOTS, type Root } from './curated/roots.ts'
import { LIFE_THEMES } from './curated/themes-life.ts'
import { WORK_THEMES } from './curated/themes-work.ts'
import { GENERAL_THEME } from './curated/theme-general.ts'
import { MORE_THEMES } from './curated/themes-more.ts'
import { hashString } from './rng.ts'
import type { Metaphor, Theme } from './curated/theme-types.ts'
import { lookup, rankOf, sameSenseNoun } from './lexicon.ts'
import { type Brief, parseBrief, stemOf } from './text.ts'
import { CATEGORY_WORDS } from './curated/stopwords.ts'

export type ConceptKind = 'core' | 'image' | 'related'
export interface Concept {
  word: string
  weight: number
  kind: ConceptKind
  /** the brief word or theme key it came from */
  origin: string
  /** words of one group say the same thing ("cold", "chill", "frost"); good pairs mix groups */
  group: string
}
export interface WeightedRoot { root: Root; weight: number; via: string }
export interface WeightedMetaphor extends Metaphor { weight: number; key: string }

export interface MatchedTheme { theme: Theme; weight: number; key: string }

export interface ConceptPool {
  brief: Brief
  /** every usable building word, best first, one entry per word */
  words: Concept[]
  themes: MatchedTheme[]
  roots: WeightedRoot[]
  metaphors: WeightedMetaphor[]
  /** the subject as rationales and slogans say it: "cold-brew coffee", "plants", "your idea" */
  subject: string
  /** true when the brief had nothing usable (only stopwords, emoji, another script) */
  generic: boolean
}

const ALL_THEMES = [...LIFE_THEMES, ...WORK_THEMES, ...MORE_THEMES]
const OTHER_SENSE = 0.3

function usable(word: string): boolean {
  return /^[a-z]{3,12}$/.test(word) && !AVOID.has(word) && findOffensive(word) === null
}

export function buildConcepts(description: string): ConceptPool {
  const brief = parseBrief(description)
  const words = new Map<string, Concept>()
  const add = (word: string, weight: number, kind: ConceptKind, origin: string, group = origin) => {
    if (!usable(word)) return
    const prev = words.get(word)
    if (!prev || prev.weight < weight) words.set(word, { word, weight, kind, origin, group })
  }

  // The brief's own words: the subject counts most, the audience a little less, and category
  // words ("app", "shop") least, since "Shopify"-style names say little about the idea.
  const coreWeight = (lemma: string) =>
    CATEGORY_WORDS[lemma] ? 0.3 : brief.placeLemmas.has(lemma) ? 0.45 : brief.audienceLemmas.has(lemma) ? 0.9 : 1
  const core = brief.lemmas.filter((l) => /^[a-z]{3,14}$/.test(l))
  for (const lemma of core) {
    add(lemma, coreWeight(lemma), 'core', lemma)
    const stem = stemOf(lemma)
    if (stem) add(stem, coreWeight(lemma) * 0.95, 'core', lemma)
  }

  // Themes switched on by single words or two-word phrases of the brief.
  const joined = ` ${brief.tokens.join(' ')} `
  const lemmaSet = new Set([...core, ...brief.tokens])
  const themes: MatchedTheme[] = []
  for (const theme of ALL_THEMES) {
    let best = 0
    let matched = ''
    for (const key of theme.keys) {
      const phrase = key.includes(' ') || key.includes('-')
      const hit = phrase ? joined.includes(` ${key.replace('-', ' ')} `) : lemmaSet.has(key)
      if (!hit) continue
      const w = phrase ? 1.1 : coreWeight(key)
      if (w > best) [best, matched] = [w, key]
    }
    if (best > 0) themes.push({ theme, weight: best, key: matched })
  }
  themes.sort((a, b) => b.weight - a.weight)
  const generic = core.filter((l) => !CATEGORY_WORDS[l]).length === 0 && themes.length === 0
  themes.push({ theme: GENERAL_THEME, weight: generic ? 0.9 : 0.3, key: 'your idea' })

  for (const { theme, weight, key } of themes) {
    theme.images.forEach((img, i) => add(img, weight * 0.8 * (1 - i * 0.02), 'image', key))
  }
  // A brief word joins the group of the theme it switched on ("cold" belongs with "frost").
  for (const c of words.values()) {
    if (c.kind !== 'core') continue
    const hit = themes.find(({ theme, key }) => key.split(/[\s-]/).includes(c.word) || theme.keys.includes(c.word) || theme.images.includes(c.word))
    if (hit) c.group = hit.key
  }
  // WordNet neighbours widen the net for briefs no theme covers.
  for (const lemma of core) {
    // Neighbours of a vulgar word are mostly its vulgar synonyms.
    if (!usable(lemma) && (AVOID.has(lemma) || findOffensive(lemma))) continue
    const info = lookup(lemma)
    if (!info) continue
    const base = coreWeight(lemma) * 0.55
    const group = words.get(lemma)?.group ?? lemma
    info.related.forEach((rel, i) => {
      // Rarer neighbours ("gam" for game) confuse more than they evoke, and only things make
      // pictures: words that can be adverbs ("close", "enough" for walking) or only verbs
      // ("prepare" for grooming) give names like Enoughly.
      const pos = lookup(rel)?.pos ?? 1
      if (rel.length < 4 || rel.length > 9 || rankOf(rel) > 15000 || (pos & 1) === 0 || (pos & 8) !== 0) return
      // A neighbour that is also a verb (mash for grinding) or that the graph does not link back
      // (atom for grinding) likely came through another sense (MashJoy): it builds only when the
      // brief has nothing better, as a last resort for a large pool.
      add(rel, base * (1 - i / 16) * (sameSenseNoun(lemma, rel, 15000) ? 1 : OTHER_SENSE), 'related', lemma, group)
    })
  }

  // Roots whose meaning matches a word of the pool.
  const roots: WeightedRoot[] = []
  for (const root of ROOTS) {
    let best = 0
    let via = ''
    for (const tag of root.tags) {
      const c = words.get(tag)
      if (c && c.weight > best) {
        best = c.weight
        via = c.word
      }
    }
    // Roots reached only through loose WordNet neighbours drift off topic (coffee -> tree -> silva).
    if (best >= 0.5) roots.push({ root, weight: best, via })
  }
  roots.sort((a, b) => b.weight - a.weight)

  const metaphors: WeightedMetaphor[] = []
  for (const { theme, weight, key } of themes) {
    let list = theme.metaphors
    // The all-purpose metaphors would show up in every run; offer two, chosen by the brief.
    if (theme === GENERAL_THEME) {
      const start = hashString(description) % list.length
      list = [list[start], list[(start + 1) % list.length]]
    }
    for (const m of list) metaphors.push({ ...m, weight, key })
  }

  const sorted = [...words.values()].sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
  return {
    brief,
    subject: (!generic && subjectPhrase(brief.thing || mainNoun(brief, sorted))) || 'your idea',
    words: sorted,
    themes,
    roots: roots.slice(0, 10),
    metaphors,
    generic,
  }
}

// Single-noun subjects read as plurals in slogans ("better plants"), unless uncountable.
const MASS = new Set(
  'yoga meditation pilates dental cozy coffee tea food music clothing art fashion software data money health wine beer bread skincare furniture travel fitness beauty security energy finance productivity wellness education learning design marketing photography jewelry candy chocolate gear equipment hardware insurance advice care childcare daycare pet'.split(' '),
)

function subjectPhrase(thing: string): string {
  if (!thing || thing.includes(' ')) return thing
  if (MASS.has(thing) || /(ing|ity|ness|ion|ism|ics|s)$/.test(thing)) return thing
  // Adjectives ("dental", "cozy") do not pluralise; only plain nouns do.
  const info = lookup(thing)
  if (info && (info.pos & 1) === 0) return thing
  return thing.endsWith('y') && !/[aeiou]y$/.test(thing) ? thing.slice(0, -1) + 'ies' : /(ch|sh|x|z)$/.test(thing) ? thing + 'es' : thing + 's'
}

/** Without a clean subject phrase, the first plain noun of the brief stands in ("game"). */
function mainNoun(brief: Brief, words: Concept[]): string {
  const core = words.filter((c) => c.kind === 'core' && c.weight > 0.3)
  const noun = brief.lemmas.find((l) => core.some((c) => c.word === l) && ((lookup(l)?.pos ?? 1) & 5) === 1)
  return noun ?? core[0]?.word ?? ''
}
