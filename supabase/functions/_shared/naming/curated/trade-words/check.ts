// `npx tsx supabase/functions/_shared/naming/curated/trade-words/check.ts`: lists what breaks the
// trade-word rules (format, unknown subjects, missing trades). Prints "ok" when clean.
import { ALL_TRADES } from '../../trades.ts'
import { parseTradeWords, TRADE_WORD_SOURCES } from './index.ts'
import { LIGHT_TRADE_SOURCES, parseLightTrades } from '../light-trades/index.ts'
import { FULL_TRADES } from '../../trades.ts'

export function tradeWordProblems(): string[] {
  const problems: string[] = []
  const subjects = new Set(ALL_TRADES.map((t) => t.subject))
  const seen = new Set<string>()
  // Light trades (curated/light-trades/) carry their words on their own line, and must not take
  // a key a full trade or another light trade already has: a shared key names neither.
  const fullKeys = new Set(FULL_TRADES.flatMap((t) => t.keys))
  const lightKeys = new Map<string, string>()
  const sources: [string, ReturnType<typeof parseTradeWords>][] = [
    ...Object.entries(TRADE_WORD_SOURCES).map(([file, text]) => [file, parseTradeWords(text)] as [string, ReturnType<typeof parseTradeWords>]),
    ...Object.entries(LIGHT_TRADE_SOURCES).map(([file, text]) => {
      const { entries, problems } = parseLightTrades(text)
      for (const { trade } of entries) {
        if (trade.keys.length < 2) problems.push(`${trade.subject}: fewer than 2 keys`)
        for (const k of trade.keys) {
          if (!/^[a-z][a-z' -]*[a-z]$/.test(k)) problems.push(`${trade.subject}: key "${k}" is not lower-case words`)
          if (fullKeys.has(k)) problems.push(`${trade.subject}: key "${k}" belongs to a full trade`)
          const other = lightKeys.get(k)
          if (other && other !== trade.subject) problems.push(`${trade.subject}: key "${k}" is also ${other}'s`)
          lightKeys.set(k, trade.subject)
        }
      }
      return [`light-trades/${file}`, { entries: entries.map(({ trade, nouns, words }) => ({ subject: trade.subject, nouns, words })), problems }] as [string, ReturnType<typeof parseTradeWords>]
    }),
  ]
  for (const [file, { entries, problems: format }] of sources) {
    problems.push(...format.map((p) => `${file}: ${p}`))
    for (const e of entries) {
      const at = `${file}: ${e.subject}`
      if (!subjects.has(e.subject)) problems.push(`${at}: not a trade subject`)
      if (seen.has(e.subject)) problems.push(`${at}: written twice`)
      seen.add(e.subject)
      if (e.nouns.length < 1) problems.push(`${at}: no nouns`)
      for (const n of e.nouns) if (!/^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/.test(n)) problems.push(`${at}: noun "${n}" is not one or two Capitalised words`)
      if (e.words.length < 8) problems.push(`${at}: fewer than 8 words`)
      for (const w of e.words) if (!/^[a-z]{3,9}$/.test(w)) problems.push(`${at}: word "${w}" is not 3-9 lower-case letters`)
    }
  }
  const missing = [...subjects].filter((s) => !seen.has(s))
  if (missing.length) problems.push(`trades without a line (${missing.length}): ${missing.join(', ')}`)
  return problems
}

if (import.meta.main ?? (typeof process !== 'undefined' && process.argv[1]?.endsWith('check.ts'))) {
  const problems = tradeWordProblems()
  console.log(problems.length ? problems.join('\n') : 'ok')
}
