// Slogans for names built from a trade: the trade's own hand-written lines, first those that
// pick up a word of the name ("Listen for the crack." for SecondCrack), then the rest of that
// trade's lines. No fill-in templates: a brief no trade covers gets a line only when its subject
// reads cleanly, and otherwise no slogan (none beats "Your bakery specialising, your way.").
import type { BankName } from './banks/types.ts'
import { TONE } from './bank-names.ts'
import { rankOf } from './lexicon.ts'
import type { Rng } from './rng.ts'
import { briefAngles } from './strategies/angles.ts'
import { lemmatize } from './text.ts'
import type { Vocab } from './trades.ts'
import type { Candidate } from './types.ts'

/** Template lines the judge and users saw through ("Your bakery, your way.", "Made with care."). */
export const STOCK_SLOGAN = /your way|without limits|beautifully simple|worth talking about|say hello to|the way (it|they) should be|made with care|built to last|start something good|specialising/i

const echoes = (line: string, words: string[]) => {
  const said = line.toLowerCase().match(/[a-z]+/g) ?? []
  return said.some((s) => words.some((w) => w.length >= 3 && (s === w || s.startsWith(w) || (s.length >= 4 && w.startsWith(s)))))
}

// A tag that is an everyday word (work, hand, week, love) says a detail only on its name, not in
// a line: "A long walk while you are at work." suits any dog walker. Rank in SUBTLEX, as banks/index.ts.
const EVERYDAY_RANK = 2500

/**
 * The details the trade's bank names are tagged for that this brief does not name (patent, for a
 * podcast on ancient Rome; sour, for a brewery in an old fire station): a trade line that says one
 * ("One forgotten patent per episode.", "Brewed slow, poured sour.") was written for another
 * business of the trade.
 */
function otherDetails(vocab: Vocab, banks: Map<string, BankName[]>): Set<string> {
  const said = new Set([...vocab.brief.tokens, ...vocab.brief.lemmas, ...briefAngles(vocab).flatMap(({ angle }) => angle.keys)])
  const out = new Set<string>()
  for (const { trade } of vocab.hits.filter((h) => h.main)) {
    for (const n of banks.get(trade.subject) ?? []) {
      for (const tag of n.angles) if (!TONE.has(tag) && !said.has(tag) && !said.has(lemmatize(tag)) && rankOf(tag) >= EVERYDAY_RANK) out.add(lemmatize(tag))
    }
  }
  return out
}

export function tradeSlogans(names: Candidate[], vocab: Vocab, rng: Rng, banks: Map<string, BankName[]> = new Map()): (string | undefined)[] {
  const other = otherDetails(vocab, banks)
  const offBrief = (line: string) => (line.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => other.has(lemmatize(w)))
  // Lines of a trade the brief only touches (its audience's) would describe another business.
  const lines = vocab.hits.filter((h) => h.main).flatMap(({ trade }) => rng.shuffle(trade.slogans)).filter((l) => !offBrief(l))
  const used = new Set<string>()
  const out: (string | undefined)[] = names.map(() => undefined)
  const give = (i: number, line: string | undefined) => {
    if (!line) return
    out[i] = line
    used.add(line)
  }
  names.forEach((c, i) => give(i, lines.find((l) => !used.has(l) && echoes(l, c.parts))))
  names.forEach((_, i) => {
    if (!out[i]) give(i, lines.find((l) => !used.has(l)))
  })
  // No fill-in line on the name's objects: round r12's runs showed users "Come for the duster, stay
  // for the broom." and "From crank to spoke.", lines of no business. A name the trade's lines run
  // out for has no slogan.
  if (!vocab.hits.length && /^[a-z]+s$/.test(vocab.subject)) {
    // A plain plural subject ("bikes") reads cleanly in a couple of lines; nothing else does.
    const spare = [`Good ${vocab.subject}, close to home.`, `${vocab.subject[0].toUpperCase()}${vocab.subject.slice(1)}, done properly.`]
    names.forEach((_, i) => {
      if (!out[i]) give(i, spare.find((l) => !used.has(l)))
    })
  }
  return out
}
