// Per trade, the words composed names are built from (strategies/angles.ts): the plain nouns a
// real business name ends on ("Plumbing", "Roasters") and the trade's insider words ("foeder",
// "burnish", "levain") for pairs and compounds. Line format: `subject | Nouns | words`.
import foodHome from './food-home.ts'
import peopleWork from './people-work.ts'
import makeServeLeisure from './make-serve-leisure.ts'
import cuisines from './cuisines.ts'
import services from './services.ts'
import lifestyle from './lifestyle.ts'
import { readLines } from '../lines.ts'
import { LIGHT_TRADES } from '../light-trades/index.ts'

export interface TradeWords { subject: string; nouns: string[]; words: string[] }

const list = (s: string) => s.split(',').map((x) => x.trim().replace(/\s+/g, ' ')).filter(Boolean)

export function parseTradeWords(text: string): { entries: TradeWords[]; problems: string[] } {
  const { rows, problems } = readLines(text, 'subject | Nouns | words')
  return { entries: rows.map(([subject, nouns, words]) => ({ subject, nouns: list(nouns), words: list(words).map((w) => w.toLowerCase()) })), problems }
}

export const TRADE_WORD_SOURCES: Record<string, string> = { 'food-home': foodHome, 'people-work': peopleWork, 'make-serve-leisure': makeServeLeisure, cuisines, services, lifestyle }
// A light trade (curated/light-trades/) brings its words on its own line.
export const TRADE_WORDS: Map<string, TradeWords> = new Map([
  ...Object.values(TRADE_WORD_SOURCES).flatMap((t) => parseTradeWords(t).entries),
  ...LIGHT_TRADES.map(({ trade, nouns, words }) => ({ subject: trade.subject, nouns, words })),
].map((e) => [e.subject, e]))
