// Per trade, the words composed names are built from (strategies/angles.ts): the plain nouns a
// real business name ends on ("Plumbing", "Roasters") and the trade's insider words ("foeder",
// "burnish", "levain") for pairs and compounds. Line format: `subject | Nouns | words`.
import foodHome from './food-home.ts'
import peopleWork from './people-work.ts'
import makeServeLeisure from './make-serve-leisure.ts'

export interface TradeWords { subject: string; nouns: string[]; words: string[] }

export function parseTradeWords(text: string): { entries: TradeWords[]; problems: string[] } {
  const entries: TradeWords[] = []
  const problems: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('//')) continue
    const fields = line.split('|').map((f) => f.trim())
    if (fields.length !== 3 || fields.some((f) => !f)) {
      problems.push(`not "subject | Nouns | words": ${line}`)
      continue
    }
    const list = (s: string) => s.split(',').map((x) => x.trim().replace(/\s+/g, ' ')).filter(Boolean)
    entries.push({ subject: fields[0], nouns: list(fields[1]), words: list(fields[2]).map((w) => w.toLowerCase()) })
  }
  return { entries, problems }
}

export const TRADE_WORD_SOURCES: Record<string, string> = { 'food-home': foodHome, 'people-work': peopleWork, 'make-serve-leisure': makeServeLeisure }
export const TRADE_WORDS: Map<string, TradeWords> = new Map(
  Object.values(TRADE_WORD_SOURCES).flatMap((t) => parseTradeWords(t).entries).map((e) => [e.subject, e]),
)
