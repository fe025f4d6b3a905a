// A trade's own world, written by hand: the concrete things a namer in that trade reaches for
// (objects, tools, materials, places), what its people do, puns and images made for it, and
// slogans that sound like that trade. WordNet knows coffee is a beverage; it does not know a
// roaster listens for the second crack.
export interface Made { name: string; formation: string; why: string }
export interface Trade {
  /** lemmas or two-word phrases of a brief that switch the trade on */
  keys: string[]
  /** how rationales and slogans name the trade's work: "coffee", "candles" */
  subject: string
  /** concrete nouns, strongest first, short enough to build with */
  objects: string[]
  /** verbs the trade's people do all day */
  actions: string[]
  /** sound-alike puns made for this trade */
  puns: Made[]
  /** specific images from the trade ("SecondCrack") */
  scenes: Made[]
  slogans: string[]
}

const list = (s: string) => s.split(/\s+/).filter(Boolean)
function made(s: string): Made[] {
  return s.split('|').filter((x) => x.trim()).map((x) => {
    const [name, rest] = x.split('=')
    const [formation, why] = rest.includes(':') ? rest.split(':') : ['', rest]
    return { name: name.trim(), formation: formation.trim(), why: why.trim() }
  })
}

/** Compact constructor; puns are "Name=formation: why|…", scenes "Name=why|…", slogans "|"-separated. */
export function trade(keys: string, subject: string, objects: string, actions: string, puns: string, scenes: string, slogans: string): Trade {
  return {
    keys: keys.split(',').map((k) => k.trim()).filter(Boolean),
    subject,
    objects: list(objects),
    actions: list(actions),
    puns: made(puns),
    scenes: made(scenes),
    slogans: slogans.split('|').map((s) => s.trim()).filter(Boolean),
  }
}
