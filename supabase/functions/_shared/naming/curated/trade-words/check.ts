// `npx tsx supabase/functions/_shared/naming/curated/trade-words/check.ts`: lists what breaks the
// trade-word rules (format, unknown subjects, missing trades). Prints "ok" when clean.
import { ALL_TRADES } from '../../trades.ts'
import { parseTradeWords, TRADE_WORD_SOURCES } from './index.ts'

export function tradeWordProblems(): string[] {
  const problems: string[] = []
  const subjects = new Set(ALL_TRADES.map((t) => t.subject))
  const seen = new Set<string>()
  for (const [file, text] of Object.entries(TRADE_WORD_SOURCES)) {
    const { entries, problems: format } = parseTradeWords(text)
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
