// The last gate before a name leaves the engine (architecture §7): letters only, 4-14
// characters, no duplicates, nothing offensive. Applies to every provider's output.
import { findOffensive } from './curated/blocklist.ts'

export const NAME_MIN = 4
export const NAME_MAX = 14

/**
 * Brings a raw name (from an LLM, say) to our form: accents stripped, words joined in camel
 * case ("Brew Haven" -> "BrewHaven"). Returns null when anything but letters and spaces remains.
 */
export function normalizeName(raw: string): string | null {
  const ascii = raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim()
  if (!/^[A-Za-z]+(?:[ '-][A-Za-z]+){0,2}$/.test(ascii)) return null
  const words = ascii.split(/[ '-]/)
  const joined = words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('')
  return joined
}

/** Why a name is rejected, or null when it may be shown. */
export function rejectReason(name: string): string | null {
  if (!/^[A-Za-z]+$/.test(name)) return 'letters only'
  if (name.length < NAME_MIN || name.length > NAME_MAX) return `length ${NAME_MIN}-${NAME_MAX}`
  const bad = findOffensive(name)
  return bad ? `offensive fragment "${bad}"` : null
}

/** .com suggestion: the lower-cased name (validated names are letters only, so always legal). */
export function toDomain(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '') + '.com'
}
