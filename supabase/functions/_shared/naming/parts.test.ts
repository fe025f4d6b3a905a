// deno test: the small building blocks (blocklist, phonetics, validation, LLM output checks).
import { findOffensive, hasOffensiveWord } from './curated/blocklist.ts'
import { parseIdeas, extractJson } from './llm/prompt.ts'
import { pronounceability, syllabify } from './phonetics.ts'
import { blendForms } from './strategies/blend.ts'
import { parseBrief } from './text.ts'
import { assert, assertEquals } from './testing.ts'
import { normalizeName, rejectReason, toDomain } from './validate.ts'

Deno.test('blocklist: catches fragments inside names and across word joins, spares host words', () => {
  for (const bad of ['Shitbrew', 'BrewShit', 'PawAss', 'GrassHoleCock'.replace('Cock', 'Cocky'), 'FukBrew', 'Nazira', 'Mugly', 'Brewhore', 'CapeRapeseed', 'Analytixxx']) {
    assert(findOffensive(bad) !== null, `should block ${bad}`)
  }
  for (const ok of ['Classic', 'Glassnest', 'Peacock', 'Therapist', 'Grapevine', 'Cucumber', 'Shellfish', 'Titan', 'Analytics', 'Scrapbook', 'Saturday', 'Assist', 'Compass', 'Cocktail']) {
    assertEquals(findOffensive(ok), null, ok)
  }
  assert(hasOffensiveWord('What the fuck'))
  assert(!hasOffensiveWord('We assess classic passion'))
})

Deno.test('phonetics: syllables split where a namer would cut; gibberish scores low', () => {
  assertEquals(syllabify('nirvana'), ['nir', 'va', 'na'])
  assertEquals(syllabify('paradise'), ['pa', 'ra', 'dise'])
  assertEquals(syllabify('nightshift'), ['night', 'shift'])
  assertEquals(syllabify('little'), ['lit', 'tle'])
  for (const good of ['brewvana', 'plantopia', 'lumora', 'sprout']) assert(pronounceability(good) >= 0.85, good)
  for (const bad of ['brwvx', 'xqzt', 'aaaeee', 'kkkat']) assert(pronounceability(bad) < 0.5, bad)
})

Deno.test('blends: brew + nirvana gives Brewvana; plant + utopia gives Plantopia', () => {
  assert(blendForms('brew', 'nirvana').some((f) => f.form === 'brewvana'))
  assert(blendForms('plant', 'utopia', false).some((f) => f.form === 'plantopia'))
  assertEquals(blendForms('brew', 'relic'), [], 'nothing recognisable survives')
})

Deno.test('brief parsing: subject, audience and kind of venture', () => {
  const b = parseBrief('A productivity app for night owls')
  assertEquals(b.thing, 'productivity')
  assertEquals(b.audience, 'night owls')
  assertEquals(b.vibe, 'tech')
  assert(b.lemmas.includes('owl'), 'plural lemmatised')
  const c = parseBrief('a cold-brew coffee shop')
  assertEquals(c.thing, 'cold-brew coffee')
  assertEquals(c.tokens, ['cold', 'brew', 'coffee', 'shop'])
})

Deno.test('validation: letters only, 4-14 characters, nothing offensive', () => {
  assertEquals(normalizeName('Glacier Roast'), 'GlacierRoast')
  assertEquals(normalizeName('  Café Crème '), 'CafeCreme')
  assertEquals(normalizeName('Brew.io'), null)
  assertEquals(normalizeName('Brew2Go'), null)
  assertEquals(rejectReason('Abc'), 'length 4-14')
  assertEquals(rejectReason('Abcdefghijklmno'), 'length 4-14')
  assert(rejectReason('Shitbrew')?.startsWith('offensive'))
  assertEquals(rejectReason('Brewvana'), null)
  assertEquals(toDomain('BrewHaven'), 'brewhaven.com')
})

Deno.test('LLM output checks: drops invalid items, keeps good ones, prefixes rationales', () => {
  const ideas = parseIdeas(
    {
      names: [
        { name: 'Brewmance', slogan: 'x'.repeat(200), rationale: 'brew + romance' },
        { name: 'Brewmance', rationale: 'duplicate' },
        { name: 'Shown', rationale: 'already seen' },
        { name: 'No Rationale' },
        { name: 'Fine Name', slogan: 'Fine.', rationale: 'Fine Name — two words' },
        null,
        'string',
      ],
    },
    new Set(['shown']),
  )
  assertEquals(ideas.map((i) => i.name), ['Brewmance', 'FineName'])
  assertEquals(ideas[0].slogan, undefined, 'overlong slogan dropped')
  assertEquals(ideas[0].rationale, 'Brewmance — brew + romance')
  assertEquals(extractJson('```json\n{"names":[]}\n```'), { names: [] })
})
