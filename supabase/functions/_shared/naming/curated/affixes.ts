// Endings, beginnings and image words that brand names are commonly built from, each with the
// impression it gives (used in rationales) and the kinds of venture it suits. Hand-written.
export type Vibe = 'tech' | 'retail' | 'service' | 'place' | 'product' | 'media' | 'any'

export interface Affix { text: string; gist: string; vibes: Vibe[] }

const A = (text: string, vibes: string, gist: string): Affix => ({ text, gist, vibes: vibes.split(' ') as Vibe[] })

// Suffixes are glued to a short concept word ("brew" + "ly"). Vowel-initial ones drop the
// concept's final vowel first so the join stays pronounceable.
export const SUFFIXES: Affix[] = [
  A('ly', 'tech service media', 'a light, friendly app-style ending'),
  A('ify', 'tech', 'an ending that says "makes it happen"'),
  A('io', 'tech', 'a crisp modern-tech ending'),
  A('ora', 'any', 'a soft, flowing ending that adds polish'),
  A('ara', 'product place retail', 'a warm ending with an open sound'),
  A('era', 'retail product media', 'an ending that hints at a whole era'),
  A('ista', 'retail place service', 'the barista ending, for someone devoted to the craft'),
  A('hive', 'media tech service', 'a busy, buzzing community'),
  A('nest', 'service place product', 'a cosy, safe home'),
  A('craft', 'retail product place', 'made with skill and care'),
  A('works', 'service place product', 'a workshop where things get done'),
  A('lab', 'tech product', 'a place for experiments and fresh ideas'),
  A('loop', 'tech media', 'a habit you come back to'),
  A('wise', 'service tech media', 'knowing and trusted'),
  A('mint', 'product tech', 'fresh and newly made'),
  A('spark', 'tech media service', 'a small spark that starts something'),
  A('a', 'any', 'a soft Latin-style ending'),
  A('o', 'any', 'a short, punchy ending'),
  A('ia', 'any', 'an ending that makes it sound like a place of its own'),
]

// Prefix-like first words that read as a promise.
export const PREFIXES: Affix[] = [
  A('ever', 'any', 'always there'),
  A('true', 'any', 'honest and real'),
  A('bright', 'any', 'bright and hopeful'),
  A('neo', 'tech', 'new, modern'),
  A('up', 'tech media', 'upward and improving'),
  A('wild', 'retail product media', 'untamed and lively'),
]

export interface Image { word: string; gist: string; vibes: Vibe[] }
const I = (word: string, vibes: string, gist: string): Image => ({ word, gist, vibes: vibes.split(' ') as Vibe[] })

// Second halves for compounds: places and images that lend a feeling to any concept word.
export const TAILS: Image[] = [
  I('haven', 'place service retail', 'a calm, safe place'),
  I('nest', 'service place product', 'a cosy home'),
  I('grove', 'place product', 'a quiet, green gathering place'),
  I('harbor', 'service place', 'a safe harbor'),
  I('house', 'place retail', 'a house devoted to the craft'),
  I('yard', 'place retail', 'a friendly neighbourhood yard'),
  I('loft', 'place retail', 'an airy creative loft'),
  I('nook', 'place product', 'a cosy corner'),
  I('den', 'place service', 'a snug den'),
  I('field', 'tech service', 'open ground to grow in'),
  I('forge', 'tech product', 'a place where things are shaped'),
  I('hub', 'tech media service', 'the centre where everything meets'),
  I('path', 'tech service media', 'a clear path forward'),
  I('wave', 'tech media', 'a rising wave'),
  I('bloom', 'product service', 'flourishing'),
  I('spring', 'product service', 'a fresh source'),
  I('mark', 'retail product', 'a mark of quality'),
  I('post', 'retail media', 'a trading post'),
  I('pilot', 'tech', 'a guide that steers'),
  I('stack', 'tech', 'everything stacked and ready'),
  I('base', 'tech service', 'solid ground'),
  I('kit', 'product tech', 'everything you need'),
  I('lane', 'retail service', 'a friendly lane'),
  I('well', 'service product', 'a deep well of it'),
  I('light', 'any', 'light and clarity'),
  I('leaf', 'product', 'something fresh and growing'),
  I('fox', 'any', 'clever and quick'),
  I('bird', 'tech media', 'light and free'),
  I('bee', 'service product', 'busy and sweet'),
  I('folk', 'service retail media', 'friendly people'),
  I('mate', 'service tech', 'a companion'),
  I('wise', 'service tech', 'wisdom'),
  I('joy', 'product service', 'joy'),
  I('lore', 'media retail', 'stories worth keeping'),
  I('craft', 'retail product', 'skilled making'),
  I('tide', 'any', 'a steady tide'),
  I('peak', 'tech service', 'the top'),
  I('spark', 'any', 'a spark'),
]

// Long evocative words that blend well: a concept overlaps a letter (plant + utopia ->
// Plantopia) or, for the famous few marked `swap`, replaces their first syllable
// (brew + nirvana -> Brewvana). `gist` explains the image.
export interface BlendTarget extends Image { swap: boolean }
const SWAP = new Set(['nirvana', 'paradise', 'emporium', 'euphoria'])

export const BLEND_TARGETS: BlendTarget[] = ([
  I('nirvana', 'any', 'pure bliss'),
  I('utopia', 'any', 'a perfect little world'),
  I('paradise', 'place product retail service', 'a paradise'),
  I('harmony', 'service media', 'harmony'),
  I('oasis', 'place service', 'an oasis'),
  I('galaxy', 'tech media', 'a whole galaxy of it'),
  I('odyssey', 'media service', 'an epic journey'),
  I('euphoria', 'product place', 'pure delight'),
  I('serenity', 'service', 'serenity'),
  I('symphony', 'media', 'many parts in harmony'),
  I('aroma', 'product place', 'an inviting aroma'),
  I('emporium', 'retail', 'a grand old store'),
  I('arcade', 'retail media', 'a lively arcade'),
  I('horizon', 'tech service', 'a wide horizon'),
  I('genius', 'tech', 'a stroke of genius'),
  I('avenue', 'retail service', 'a street of its own'),
  I('origin', 'product', 'where it all begins'),
  I('element', 'tech product', 'the essential element'),
  I('energy', 'tech product', 'energy'),
  I('magic', 'any', 'a touch of magic'),
  I('wonder', 'any', 'wonder'),
  I('alchemy', 'product', 'turning the ordinary into gold'),
  I('momentum', 'tech', 'momentum'),
  I('journey', 'service media', 'a journey'),
  I('eden', 'place product', 'a garden of plenty'),
  I('ovation', 'media service', 'applause'),
  I('lagoon', 'place', 'a calm lagoon'),
  I('cabana', 'place', 'a relaxed little hut'),
  I('atelier', 'retail product', 'an artisan workshop'),
  I('bazaar', 'retail', 'a bustling bazaar'),
  I('mosaic', 'media retail', 'many pieces making one picture'),
  I('cosmos', 'tech media', 'a whole universe'),
  I('nova', 'tech', 'a bright new star'),
  I('ritual', 'product place', 'a ritual'),
] as Image[]).map((t) => ({ ...t, swap: SWAP.has(t.word) }))
