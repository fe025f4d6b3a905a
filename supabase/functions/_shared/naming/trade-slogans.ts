// Slogans for names built from a trade: the trade's own hand-written lines, first those that
// pick up a word of the name ("Listen for the crack." for SecondCrack), then the rest of that
// trade's lines. No fill-in templates: a brief no trade covers gets a line only when its subject
// reads cleanly, and otherwise no slogan (none beats "Your bakery specialising, your way.").
import type { Rng } from './rng.ts'
import type { Vocab } from './trades.ts'
import type { Candidate } from './types.ts'

/** Template lines the judge and users saw through ("Your bakery, your way.", "Made with care."). */
export const STOCK_SLOGAN = /your way|without limits|beautifully simple|worth talking about|say hello to|the way (it|they) should be|made with care|built to last|start something good|specialising/i

const echoes = (line: string, words: string[]) => {
  const said = line.toLowerCase().match(/[a-z]+/g) ?? []
  return said.some((s) => words.some((w) => w.length >= 3 && (s === w || s.startsWith(w) || (s.length >= 4 && w.startsWith(s)))))
}

const OBJECT_LINES: ((a: string, b: string) => string)[] = [
  (a, b) => `From ${a} to ${b}.`,
  (a, b) => `Come for the ${a}, stay for the ${b}.`,
  (a, b) => `The ${a}, the ${b}, the lot.`,
]

export function tradeSlogans(names: Candidate[], vocab: Vocab, rng: Rng): (string | undefined)[] {
  // Lines of a trade the brief only touches (its audience's) would describe another business.
  const lines = vocab.hits.filter((h) => h.main).flatMap(({ trade }) => rng.shuffle(trade.slogans))
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
  // Then a line on the name's own object and another of the trade ("From bean to cup.").
  const objects = vocab.objects.filter((t) => t.kind === 'object' && vocab.hits.some((h) => h.main && h.trade === t.trade)).map((t) => t.word)
  let pattern = 0
  names.forEach((c, i) => {
    if (out[i] || !objects.length) return
    const a = c.parts.find((p) => objects.includes(p)) ?? objects[i % objects.length]
    const b = objects.find((o) => o !== a && !c.parts.includes(o) && ![...used].some((l) => l.toLowerCase().includes(` ${o}`)))
    if (!b) return
    const line = OBJECT_LINES[pattern++ % OBJECT_LINES.length](a, b)
    if (!used.has(line)) give(i, line)
  })
  if (!vocab.hits.length && /^[a-z]+s$/.test(vocab.subject)) {
    // A plain plural subject ("bikes") reads cleanly in a couple of lines; nothing else does.
    const spare = [`Good ${vocab.subject}, close to home.`, `${vocab.subject[0].toUpperCase()}${vocab.subject.slice(1)}, done properly.`]
    names.forEach((_, i) => {
      if (!out[i]) give(i, spare.find((l) => !used.has(l)))
    })
  }
  return out
}
