// Read access to the generated word graph (data/lexicon.ts), parsed lazily on first use so
// importing the engine stays cheap for code paths that never generate.
import { LEXICON_DATA } from './data/lexicon.ts'

export interface WordInfo {
  word: string
  /** bit mask: 1 noun, 2 verb, 4 adjective, 8 adverb */
  pos: number
  /** rank in spoken-English frequency (1 = most common), 0 when unknown */
  rank: number
  syllables: number
  /** neighbour words, most evocative first */
  related: string[]
}

let table: Map<string, string[]> | null = null
let words: string[] = []

function load(): Map<string, string[]> {
  if (table) return table
  const lines = LEXICON_DATA.split('\n')
  words = lines.map((line) => line.slice(0, line.indexOf(',')))
  table = new Map(lines.map((line, i) => [words[i], line.split(',')]))
  return table
}

export function lookup(word: string): WordInfo | null {
  const fields = load().get(word)
  if (!fields) return null
  const [w, pos, rank, syl, rel] = fields
  return {
    word: w,
    pos: parseInt(pos, 16),
    rank: parseInt(rank, 36),
    syllables: Number(syl),
    related: rel ? rel.split('.').map((i) => words[parseInt(i, 36)]) : [],
  }
}

export function isWord(word: string): boolean {
  return load().has(word)
}

/** Spoken-frequency rank, or Infinity for words the lexicon does not know. */
export function rankOf(word: string): number {
  const fields = load().get(word)
  const r = fields ? parseInt(fields[2], 36) : 0
  return r > 0 ? r : Infinity
}

/** A WordNet neighbour in the brief's sense, as far as the graph tells: a plain noun that lists the word back. */
export function sameSenseNoun(word: string, rel: string, maxRank: number): boolean {
  const info = lookup(rel)
  // Nouns only: a neighbour that is also a verb (mash, pass) is usually the wrong sense; one the
  // graph does not link back (grinding -> atom, cloth -> hair) came through another sense.
  return !!info && info.pos === 1 && rankOf(rel) < maxRank && info.related.includes(word)
}
