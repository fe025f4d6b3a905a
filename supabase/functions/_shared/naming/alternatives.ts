// On-brand fallbacks for a strong name whose .com is taken: the forms founders actually buy
// (getnotion.com, linearhq.com, figmaapp.com) before the close ccTLDs.
import { isDictionaryWord } from './dictionary.ts'
import { isWord } from './lexicon.ts'
import { NAME_MIN, compactName } from './validate.ts'

/** Alternative domains for a name, most on-brand first; a phrase's are built from its compact form. */
export function alternativeDomains(name: string): string[] {
  const base = compactName(name).toLowerCase()
  return [`get${base}.com`, `${base}hq.com`, `${base}app.com`, `${base}.co`, `${base}.io`]
}

/**
 * A name that is one dictionary word or a joined set phrase ("Harbor", "FigureEight", not
 * "HarborLight"). Its .com is almost always registered, so it must never be offered as if it were free.
 */
export function isBareWord(name: string): boolean {
  // One word: the lexicon's common words (the wider dictionary would also catch coinages that
  // happen to be rare words); camel case or words: a set phrase (FigureEight, Back Forty).
  const compact = compactName(name)
  return /[a-z][A-Z]/.test(compact) ? isDictionaryWord(compact) : isWord(compact.toLowerCase())
}

/** Names whose .com is almost surely taken (every short .com is): check alternatives up front. */
export function likelyTakenCom(name: string): boolean {
  return isBareWord(name) || compactName(name).length <= NAME_MIN
}
