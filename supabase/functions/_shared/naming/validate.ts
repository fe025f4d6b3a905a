// The last gate before a name leaves the engine (architecture §7): letters and the phrase shapes
// below only, bounded length, no duplicates, nothing offensive. Applies to every provider's output.
import { findOffensive } from './curated/blocklist.ts'

/** One-token names ("Brewvana", "BrewHaven"): 4-14 letters. */
export const NAME_MIN = 4
export const NAME_MAX = 14
/** Phrase names ("Back Forty Plumbing", "Pipe & Pasture"): display length, spaces and "&" included. */
export const PHRASE_MIN = 4
export const PHRASE_MAX = 22
/** ...and their compact form, the .com label: letters only, "&" written "and". */
export const COMPACT_MIN = 4
export const COMPACT_MAX = 20
export const PHRASE_WORDS_MAX = 3

const ONE_TOKEN = /^[A-Za-z]+$/
const WORD = '[A-Z][A-Za-z]*'
// 2-3 capitalised words with single spaces, or exactly two joined by " & ". Nothing else: no
// Unicode spaces or look-alikes, so what a user sees is exactly what the .com spells.
const PHRASE = new RegExp(`^(?:${WORD}(?: ${WORD}){1,${PHRASE_WORDS_MAX - 1}}|${WORD} & ${WORD})$`)

/** The name as letters only, "&" written "and": "Pipe & Pasture" -> "PipeandPasture". */
export function compactName(name: string): string {
  return name.replace(/&/g, 'and').replace(/[^A-Za-z]/g, '')
}

/**
 * The never-repeat key of a name. It must equal what record_generation stores in
 * shown_names.name_key (SQL lower(name)), or a shown name would not be recognised again.
 */
export function nameKey(name: string): string {
  return name.toLowerCase()
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Brings a raw name (from an LLM, say) to our form: accents stripped, each word capitalised, a
 * hyphen or apostrophe inside a word dropped ("O'Malley" -> "OMalley"), words kept as a phrase
 * ("back forty plumbing" -> "Back Forty Plumbing", "Brew&Barrel" -> "Brew & Barrel"). Returns null
 * for anything else (digits, dots, invisible characters, more than three words).
 */
export function normalizeName(raw: string): string | null {
  // NFKD turns no-break and other wide spaces into plain ones; zero-width characters stay and fail.
  const ascii = raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ *& */g, ' & ').replace(/ +/g, ' ').trim()
  const parts = ascii.split(' ')
  const joined = parts.length === 3 && parts[1] === '&'
  const words = joined ? [parts[0], parts[2]] : parts
  if (words.length > PHRASE_WORDS_MAX || !words.every((w) => /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(w))) return null
  const clean = words.map((w) => capitalise(w.replace(/['’-]/g, '')))
  return clean.join(joined ? ' & ' : ' ')
}

/** Why a name is rejected, or null when it may be shown. */
export function rejectReason(name: string): string | null {
  if (ONE_TOKEN.test(name)) {
    if (name.length < NAME_MIN || name.length > NAME_MAX) return `length ${NAME_MIN}-${NAME_MAX}`
  } else {
    if (!PHRASE.test(name)) return 'letters only, or up to 3 capitalised words (two may be joined by " & ")'
    if (name.length < PHRASE_MIN || name.length > PHRASE_MAX) return `length ${PHRASE_MIN}-${PHRASE_MAX}`
    const letters = compactName(name).length
    if (letters < COMPACT_MIN || letters > COMPACT_MAX) return `compact length ${COMPACT_MIN}-${COMPACT_MAX}`
  }
  // The compact form is the .com; the display form alone catches a fragment split by "and".
  const bad = findOffensive(compactName(name)) ?? findOffensive(name)
  return bad ? `offensive fragment "${bad}"` : null
}

/** .com suggestion: the compact form lower-cased ("Pipe & Pasture" -> pipeandpasture.com). */
export function toDomain(name: string): string {
  return compactName(name).toLowerCase() + '.com'
}
