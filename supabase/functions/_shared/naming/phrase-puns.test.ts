// deno test: sound-alike puns on familiar phrases (strategies/phrase-puns.ts). The unit tests use
// their own phrases and pronunciations, so they do not move when the curated lists change.
import { generateLexicon } from './engine.ts'
import { phrasePuns, soundsLike } from './strategies/phrase-puns.ts'
import { rejectReason } from './validate.ts'
import { assert, assertEquals } from './testing.ts'

const PHONES: Record<string, string> = {
  pier: 'P IH1 R', peer: 'P IH1 R', pressure: 'P R EH1 SH ER0', rule: 'R UW1 L', thumb: 'TH AH1 M', crumb: 'K R AH1 M',
  tried: 'T R AY1 D', dried: 'D R AY1 D', true: 'T R UW1', piece: 'P IY1 S', cake: 'K EY1 K', bake: 'B EY1 K', loaf: 'L OW1 F',
  thumbs: 'TH AH1 M Z', plum: 'P L AH1 M', honey: 'HH AH1 N IY0', money: 'M AH1 N IY0', time: 'T AY1 M',
}
const lookup = (w: string) => PHONES[w]?.split(' ')
const PHRASES = ['peer pressure', 'rule of thumb', 'tried and true', 'piece of cake', 'time is money']

Deno.test('phrase puns: a trade word that sounds the same or rhymes takes the phrase word\'s place', () => {
  const names = phrasePuns(['dried', 'crumb', 'pier'], PHRASES, lookup).map((p) => p.name)
  assertEquals(names[0], 'Pier Pressure', 'a homophone leads')
  assert(names.includes('Rule of Crumb') && names.includes('Dried & True'), names.join(', '))
  for (const n of names) assertEquals(rejectReason(n), null, n)
})

Deno.test('phrase puns: no pun from a word of another length, the same stem, or a phrase that already has a trade word', () => {
  assertEquals(soundsLike('honey', 'thumb', lookup), null, 'two syllables against one')
  assertEquals(soundsLike('thumbs', 'thumb', lookup), null, 'a plural is the same word')
  assertEquals(soundsLike('loaf', 'thumb', lookup), null, 'no rhyme')
  assertEquals(soundsLike('honey', 'money', lookup), 'rhyme')
  // "Piece of Bake" would pun on a phrase that already says cake.
  assertEquals(phrasePuns(['cake', 'bake'], PHRASES, lookup).map((p) => p.name), [])
  assertEquals(phrasePuns(['honey'], PHRASES, lookup).map((p) => p.name), ['Time Is Honey'])
  // A rhyme spelled too far from the phrase word loses the phrase: nap -> strap.
  assertEquals(phrasePuns(['strap'], ['cat nap'], (w) => ({ strap: ['S', 'T', 'R', 'AE1', 'P'], nap: ['N', 'AE1', 'P'], cat: ['K', 'AE1', 'T'] })[w]).map((p) => p.name), [])
})

Deno.test('phrase puns: a run carries at most one, with a reason that names the phrase', () => {
  for (const description of ['A family bakery selling rye bread and cinnamon buns', 'Tea shop with loose-leaf blends', 'A florist specialising in dried flower arrangements']) {
    for (const seed of [1, 2, 3]) {
      const puns = generateLexicon({ description, count: 8, seed }).filter((i) => i.rationale.includes('a play on "'))
      assert(puns.length <= 1, `${description}: ${puns.map((p) => p.name).join(', ')}`)
      for (const p of puns) assert(/a play on "[a-z ]+", with [a-z]+ from .+ for [a-z]+/.test(p.rationale), p.rationale)
    }
  }
})
