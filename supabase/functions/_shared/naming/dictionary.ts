// Is a name a plain English word or set phrase? (data/dictionary.ts, built from WordNet and SUBTLEX.)
// Such a name reads as a word, not a brand, and its .com is almost surely taken: the judge marks
// Portcullis, Pelmet and FigureEight bad however well they fit the trade.
import { DICTIONARY_WORDS } from './data/dictionary.ts'

let words: Set<string> | null = null

/** "FigureEight" -> true ("figureeight" is WordNet's "figure eight"); "Kettlerun" -> false. */
export function isDictionaryWord(name: string): boolean {
  words ??= new Set(DICTIONARY_WORDS.split('\n'))
  return words.has(name.toLowerCase())
}
