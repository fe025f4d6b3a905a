// Light trades: the long tail of businesses no full trade (curated/trades-*.ts, with a name bank)
// covers — knife sharpening, freight audits, lactation support. One line each,
// `keys | subject | Nouns | words`: the keys switch a brief on as a full trade's do, and the
// words feed composed names (strategies/angles.ts, concrete.ts). No bank, puns or slogans: a
// run for such a brief is composed from its own trade's familiar words instead of a neighbour's.
import type { Trade } from '../trade-types.ts'
import { readLines } from '../lines.ts'
import homeWork from './home-work.ts'
import peopleHealth from './people-health.ts'
import foodMake from './food-make.ts'
import businessTech from './business-tech.ts'
import leisureMedia from './leisure-media.ts'
import placesGoods from './places-goods.ts'
import moreMakers from './more-makers.ts'
import moreServices from './more-services.ts'

export const LIGHT_TRADE_SOURCES: Record<string, string> = {
  'home-work': homeWork, 'people-health': peopleHealth, 'food-make': foodMake,
  'business-tech': businessTech, 'leisure-media': leisureMedia, 'places-goods': placesGoods,
  'more-makers': moreMakers, 'more-services': moreServices,
}

export interface LightTrade { trade: Trade; nouns: string[]; words: string[] }

const list = (s: string) => s.split(',').map((x) => x.trim().replace(/\s+/g, ' ')).filter(Boolean)

export function parseLightTrades(text: string): { entries: LightTrade[]; problems: string[] } {
  const { rows, problems } = readLines(text, 'keys | subject | Nouns | words', 4)
  const entries = rows.map(([keys, subject, nouns, words]) => {
    const w = list(words).map((x) => x.toLowerCase())
    const trade: Trade = { keys: list(keys).map((k) => k.toLowerCase()), subject, objects: w.slice(0, 10), actions: [], puns: [], scenes: [], slogans: [] }
    return { trade, nouns: list(nouns), words: w }
  })
  return { entries, problems }
}

export const LIGHT_TRADES: LightTrade[] = Object.values(LIGHT_TRADE_SOURCES).flatMap((t) => parseLightTrades(t).entries)
