// Every hand-written name bank, by trade subject, held to the engine's own gates at load: a name
// that fails one (a bare dictionary word, a brand look-alike, a worn pun, a filler root) is
// skipped and listed in SKIPPED so banks.test.ts can report it to the writers.
import { isBrandAlike, isStockPhrase, isWornPun } from '../brands.ts'
import { FILLER_ROOTS, isFiller, rootsOf } from '../fillers.ts'
import { STOCK_SLOGAN } from '../trade-slogans.ts'
import { compactName, rejectReason } from '../validate.ts'
import { isDictionaryWord } from '../dictionary.ts'
import { rankOf } from '../lexicon.ts'
import { FOOD_BANKS } from './food/index.ts'
import { HOME_BANKS } from './home/index.ts'
import { PEOPLE_BANKS } from './people/index.ts'
import { WORK_BANKS } from './work/index.ts'
import { MAKE_BANKS } from './make/index.ts'
import { SERVE_BANKS } from './serve/index.ts'
import { LEISURE_BANKS } from './leisure/index.ts'
import { CUISINES_BANKS } from './cuisines/index.ts'
import { SERVICES_BANKS } from './services/index.ts'
import { LIFESTYLE_BANKS } from './lifestyle/index.ts'
import type { Bank, BankName } from './types.ts'

export const ALL_BANKS: Bank[] = [...FOOD_BANKS, ...HOME_BANKS, ...PEOPLE_BANKS, ...WORK_BANKS, ...MAKE_BANKS, ...SERVE_BANKS, ...LEISURE_BANKS,
  ...CUISINES_BANKS, ...SERVICES_BANKS, ...LIFESTYLE_BANKS]

/** A name the engine does not serve, or (reason "slogan only…") serves without its slogan. */
export interface Skipped { subject: string; name: string; reason: string }

// Words among the most frequent this many in SUBTLEX are everyday words (fresh is 1,226, coffee 599).
const PLAIN_RANK = 2500

/** Why the engine refuses a hand-written name, or null when it may be served. */
export function bankNameProblem(name: string): string | null {
  const invalid = rejectReason(name)
  if (invalid) return invalid
  if (/(.)\1\1/i.test(name)) return 'three letters in a row'
  if (isWornPun(name)) return 'worn pun'
  // Portcullis, Towpath, FigureEight: the judge reads a plain word or set phrase as no brand at all.
  if (isDictionaryWord(compactName(name))) return 'dictionary word or set phrase'
  if (isStockPhrase(name)) return 'stock phrase'
  // "Fresh Coffee": a phrase of everyday words describes a business, it does not name one; an
  // insider word carries it (Parchment Row, Foeder House).
  const words = name.split(/ & | /)
  if (words.length > 1 && words.every((w) => rankOf(w.toLowerCase()) < PLAIN_RANK)) return 'phrase of everyday words'
  if (isBrandAlike(name)) return 'brand look-alike'
  // isFiller also covers the older brand list, stock endings and bare dictionary words.
  if (isFiller(name)) return 'bare word, filler or brand'
  const filler = rootsOf(name).find((r) => FILLER_ROOTS.has(r))
  if (filler) return `filler root "${filler}"`
  return null
}

export interface LoadedBanks {
  bySubject: Map<string, BankName[]>
  skipped: Skipped[]
}

/** Gates every name; a name already served by an earlier bank is skipped too (one name, one trade). */
export function loadBanks(banks: Bank[]): LoadedBanks {
  const bySubject = new Map<string, BankName[]>()
  const skipped: Skipped[] = []
  const owner = new Map<string, string>()
  for (const bank of banks) {
    const names = bySubject.get(bank.subject) ?? []
    for (const n of bank.names) {
      const key = n.name.toLowerCase()
      const taken = owner.get(key)
      const reason = taken ? `also in ${taken}` : bankNameProblem(n.name)
      if (reason) {
        skipped.push({ subject: bank.subject, name: n.name, reason })
        continue
      }
      owner.set(key, bank.subject)
      // A template line ("…, your way.") is dropped, not the name: it gets one of the trade's lines.
      if (STOCK_SLOGAN.test(n.slogan)) {
        skipped.push({ subject: bank.subject, name: n.name, reason: `slogan only: stock phrase in "${n.slogan}"` })
        names.push({ ...n, slogan: '' })
        continue
      }
      names.push(n)
    }
    bySubject.set(bank.subject, names)
  }
  return { bySubject, skipped }
}

export const BANKS: LoadedBanks = loadBanks(ALL_BANKS)
