// On-brand fallbacks for a strong name whose .com is taken: the forms founders actually buy
// (getnotion.com, linearhq.com, figmaapp.com) before the close ccTLDs.
import { isWord } from './lexicon.ts'
import { NAME_MIN } from './validate.ts'

/** Alternative domains for a name, most on-brand first. */
export function alternativeDomains(name: string): string[] {
  const base = name.toLowerCase()
  return [`get${base}.com`, `${base}hq.com`, `${base}app.com`, `${base}.co`, `${base}.io`]
}

/**
 * A name that is one dictionary word ("Harbor", not "HarborLight"). Its .com is almost always
 * registered, so it must never be offered as if it were free.
 */
export function isBareWord(name: string): boolean {
  return !/[a-z][A-Z]/.test(name) && isWord(name.toLowerCase())
}

/** Names whose .com is almost surely taken (every short .com is): check alternatives up front. */
export function likelyTakenCom(name: string): boolean {
  return isBareWord(name) || name.length <= NAME_MIN
}
