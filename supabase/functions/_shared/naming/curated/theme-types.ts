// Themes map the words of a brief to imagery a namer would reach for. Written by hand: WordNet
// knows that coffee is a beverage, but not that it evokes crema, daybreak and slow mornings.
export interface Metaphor { word: string; why: string }
export interface Theme {
  /** lemmas (or two-word phrases) in a description that switch the theme on */
  keys: string[]
  /** short image words that names are built from */
  images: string[]
  /** standalone words that stand for the idea, with why they fit */
  metaphors: Metaphor[]
  /** finished slogan lines; {thing} is replaced by the subject of the brief */
  slogans: string[]
}

/** Compact constructor: words are space-separated, metaphors "word=why|word=why", slogans "|"-separated. */
export function T(keys: string, images: string, metaphors: string, slogans: string): Theme {
  return {
    keys: keys.split(',').map((k) => k.trim()).filter(Boolean),
    images: images.split(' ').filter(Boolean),
    metaphors: metaphors.split('|').filter(Boolean).map((m) => {
      const [word, why] = m.split('=')
      return { word: word.trim(), why: why.trim() }
    }),
    slogans: slogans.split('|').map((s) => s.trim()).filter(Boolean),
  }
}
