// Famous-brand look-alikes and stock phrases: names the judge reads as taken or as a slogan.
import { FAMOUS_BRANDS, STOCK_PHRASES, WORN_PUNS } from './curated/worn.ts'
import { isWord, rankOf } from './lexicon.ts'
import { editDistance } from './phonetics.ts'

/** A rough sound key, so a respelling of a brand (Oakly, Nyke) meets the brand (Oakley, Nike). */
export function soundKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/ck|c(?=[aou])|q/g, 'k')
    .replace(/c/g, 's')
    .replace(/z/g, 's')
    .replace(/x/g, 'ks')
    .replace(/ey$|ie$|ee$|y$/g, 'i')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1')
    .replace(/e$/, '')
}

const BRANDS = [...new Set(FAMOUS_BRANDS)]
const BRAND_KEYS = new Set(BRANDS.map(soundKey))
// A brand that is also an everyday word (Calm, Square) only blocks an exact match, which the
// bare-word rule refuses anyway; one letter off a dictionary word is just another word.
const DISTINCT = BRANDS.filter((b) => b.length >= 5 && !isWord(b))

/** Oakly (Oakley), Spotifye (Spotify), Blockly: a famous name, exactly, by one edit or by sound. */
export function isBrandAlike(name: string): boolean {
  const lower = name.toLowerCase()
  if (BRAND_KEYS.has(soundKey(lower))) return true
  // One edit leaves the first or the last letter in place; checking that first keeps this cheap.
  return lower.length >= 5 && DISTINCT.some((b) => Math.abs(b.length - lower.length) <= 1 && (b[0] === lower[0] || b.at(-1) === lower.at(-1)) && editDistance(lower, b) <= 1)
}

const PARTICLES = new Set(['up', 'out', 'in', 'on', 'off', 'back', 'over', 'down'])
const COMMON_RANK = 2500

/** LevelUp, NextStep, SquareFoot: two everyday words that already form a phrase or phrasal verb. */
export function isStockPhrase(name: string): boolean {
  const lower = name.toLowerCase()
  if (STOCK_PHRASES.has(lower)) return true
  // A common verb + particle is a phrasal verb (SettleUp, Buckleup, StepUp), not a brand.
  for (const p of PARTICLES) {
    const head = lower.slice(0, -p.length)
    if (lower.endsWith(p) && head.length >= 3 && isWord(head) && rankOf(head) < COMMON_RANK) return true
  }
  return false
}

/** A pun every namer has seen (Namastay, Brewtiful, Pawdicure). */
export const isWornPun = (name: string): boolean => WORN_PUNS.has(name.toLowerCase())
