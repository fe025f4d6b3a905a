// Name banks: brandable names a namer wrote by hand for one trade, each with the angles of a brief
// that make it especially apt, a plain-words reason and a slogan. The engine serves them first for
// briefs in that trade (banks/index.ts), and composes from the trade's vocabulary when a bank runs dry.

export interface BankName {
  /** display form: one word or two written together (CamelCase), 4-14 letters; or a phrase of 2-3 capitalised words (validate.ts) */
  name: string
  /** lower-case words a brief may contain that make this name especially apt ("vegan", "truck"); empty = any brief of the trade */
  angles: string[]
  /** how the name ties to the business, in plain words */
  why: string
  slogan: string
  /** a critic would shortlist it (`*` before the name): served before the trade's other names */
  star?: boolean
}

export interface Bank {
  /** the trade's `subject` in curated/trades-*.ts, exactly ("coffee", "the sea") */
  subject: string
  names: BankName[]
}

/**
 * One name per line: `Name | angles | why | slogan`; angles space-separated or "-" for none; a `*` before
 * the name marks one a critic would shortlist for the trade (round r4, bench/names).
 * Blank lines and lines starting with # are ignored. Throws on a malformed line so a typo fails tests.
 */
export function bank(subject: string, text: string): Bank {
  const names: BankName[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const parts = line.split('|').map((p) => p.trim())
    if (parts.length !== 4 || parts.some((p) => !p)) throw new Error(`bank ${subject}: malformed line "${line}"`)
    const [marked, angles, why, slogan] = parts
    const star = marked.startsWith('*')
    const name = star ? marked.slice(1).trim() : marked
    names.push({ name, angles: angles === '-' ? [] : angles.toLowerCase().split(/\s+/), why, slogan, ...(star ? { star } : {}) })
  }
  return { subject, names }
}
