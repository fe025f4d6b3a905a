// deno test: the small building blocks (blocklist, phonetics, validation, LLM output checks).
import { findOffensive, hasOffensiveWord } from './curated/blocklist.ts'
import { parseIdeas, extractJson } from './llm/prompt.ts'
import { pronounceability, syllabify } from './phonetics.ts'
import { blendForms } from './strategies/blend.ts'
import { parseBrief } from './text.ts'
import { assert, assertEquals } from './testing.ts'
import { alternativeDomains, isBareWord, likelyTakenCom } from './alternatives.ts'
import { buildMemory } from './memory.ts'
import { compactName, nameKey, normalizeName, rejectReason, toDomain } from './validate.ts'

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
  assertEquals(normalizeName('Glacier Roast'), 'Glacier Roast')
  assertEquals(normalizeName('  Café Crème '), 'Cafe Creme')
  assertEquals(normalizeName('brewhaven'), 'Brewhaven')
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
  assertEquals(ideas.map((i) => i.name), ['Brewmance', 'Fine Name'])
  assertEquals(ideas[0].slogan, undefined, 'overlong slogan dropped')
  assertEquals(ideas[0].rationale, 'Brewmance — brew + romance')
  assertEquals(extractJson('```json\n{"names":[]}\n```'), { names: [] })
})

Deno.test('phrase names: 1-3 capitalised words or two joined by " & ", 4-22 characters, 4-20 compact letters', () => {
  for (const ok of ['Pipe & Pasture', 'Brett & Barrel', 'Back Forty Plumbing', 'Switchback Electric', 'Walkup Interiors', 'BrewHaven', 'Ab Cd']) {
    assertEquals(rejectReason(ok), null, ok)
  }
  const refused = [
    'Pipe  & Pasture', 'Pipe &Pasture', 'Pipe& Pasture', 'Pipe&Pasture', 'A & B & C', 'Pipe & Pasture Co', 'pipe & pasture',
    'Pipe & pasture', 'Back forty Plumbing', 'Back Forty Plumbing Co', ' Pipe & Pasture', 'Pipe & Pasture ', 'Back  Forty',
    'Pipe and', 'Pipe + Pasture', '<b>Pipe</b>', 'Pipe-Pasture', "Pipe's Pasture", 'Pipe\tPasture',
    // look-alikes and invisible characters: Cyrillic Р and а, fullwidth ＆, no-break and zero-width spaces
    '\u0420ipe & Pasture', 'Pipe & P\u0430sture', 'Pipe \uff06 Pasture', 'Pipe\u00a0& Pasture', 'Pipe\u200b & Pasture', 'Pi\u200bpe & Pasture',
    'Pipe & Pasture\u200d', '\ufeffBack Forty',
    // 23 characters; 22 characters but 21 compact letters; 22 with "&" (also 22 compact); 3 compact letters
    'Blackwater Bridgestones', 'Blackwater Bridgestone', 'Blackwater & Brookside', 'A Bc',
  ]
  for (const bad of refused) assert(rejectReason(bad) !== null, `should refuse ${JSON.stringify(bad)}`)
  assertEquals('Blackwater Bridgestones'.length, 23)
  assert(rejectReason('Blackwater Bridgestones') !== null, '23 characters')
  assertEquals(rejectReason('Blackwater Bridgeston'), null, '21 characters, 20 letters')
  assertEquals(rejectReason('Blackwater & Bridges'), null, '20 characters, 20 compact letters')
  assert(rejectReason('Shit & Barrel')?.startsWith('offensive'))
  assert(rejectReason('Bra Shit Co')?.startsWith('offensive'))
  // One token keeps the old rule.
  assertEquals(rejectReason('Abcdefghijklmno'), 'length 4-14')
})

Deno.test('phrase names: compact form and .com use letters only with "&" as "and"', () => {
  assertEquals(compactName('Pipe & Pasture'), 'PipeandPasture')
  assertEquals(compactName('Back Forty Plumbing'), 'BackFortyPlumbing')
  assertEquals(toDomain('Pipe & Pasture'), 'pipeandpasture.com')
  assertEquals(toDomain('Back Forty Plumbing'), 'backfortyplumbing.com')
  assertEquals(toDomain('BrewHaven'), 'brewhaven.com')
  assertEquals(alternativeDomains('Pipe & Pasture'), [
    'getpipeandpasture.com', 'pipeandpasturehq.com', 'pipeandpastureapp.com', 'pipeandpasture.co', 'pipeandpasture.io',
  ])
  // "Figure Eight" is a set phrase: its .com is as taken as any dictionary word's.
  assert(isBareWord('Figure Eight'))
  assert(likelyTakenCom('Figure Eight'))
  assert(!isBareWord('Back Forty Plumbing'))
  assert(!likelyTakenCom('Pipe & Pasture'))
  // The never-repeat key is the one the database stores (lower(name)): the same for any casing.
  assertEquals(nameKey('Pipe & Pasture'), 'pipe & pasture')
  assertEquals(nameKey('pipe & pasture'), nameKey('Pipe & Pasture'))
})

Deno.test('phrase names: LLM output keeps its words, title-cased, "&" only where the model wrote it', () => {
  assertEquals(normalizeName('Brew & Barrel'), 'Brew & Barrel')
  assertEquals(normalizeName('brew & barrel'), 'Brew & Barrel')
  assertEquals(normalizeName('Brew&Barrel'), 'Brew & Barrel')
  assertEquals(normalizeName('back forty plumbing'), 'Back Forty Plumbing')
  assertEquals(normalizeName('Pipe and Pasture'), 'Pipe And Pasture')
  assertEquals(normalizeName("O'Malley Plumbing"), 'OMalley Plumbing')
  assertEquals(normalizeName('Kettle-run Coffee'), 'Kettlerun Coffee')
  assertEquals(normalizeName('Brew   Haven'), 'Brew Haven')
  for (const bad of ['Back Forty Plumbing Co', 'A & B & C', 'Brew & Barrel & Co', '& Barrel', 'Brew &', 'Brew\u200bHaven', 'Brew\u200b Haven', '\u0420ipe', 'Brew + Barrel', 'Brew\nHaven', '-Brew', "Brew'"]) {
    assertEquals(normalizeName(bad), null, JSON.stringify(bad))
  }
})

Deno.test('phrase names: the LLM check keeps them with their compact .com and drops their compact twins', () => {
  const ideas = parseIdeas(
    {
      names: [
        { name: 'Pipe & Pasture', rationale: 'pipe + pasture: a plumber for farms' },
        { name: 'PipeandPasture', rationale: 'the same .com' },
        { name: 'Back Forty Plumbing', rationale: 'back forty + plumbing' },
        { name: 'Shown Before', rationale: 'already seen' },
        { name: 'Pipe  &  Barrel', rationale: 'spaces collapse' },
      ],
    },
    new Set(['shownbefore']),
  )
  assertEquals(ideas.map((i) => [i.name, i.domain]), [
    ['Pipe & Pasture', 'pipeandpasture.com'],
    ['Back Forty Plumbing', 'backfortyplumbing.com'],
    ['Pipe & Barrel', 'pipeandbarrel.com'],
  ])
  assertEquals(ideas[0].rationale, 'Pipe & Pasture — pipe + pasture: a plumber for farms')
})

Deno.test('phrase names: a seen phrase steers the next run like a seen coinage', () => {
  const memory = buildMemory(['pipe & pasture'])
  assert(memory !== null, 'a phrase name is remembered')
  assertEquals(memory.starts.get('pipe'), 1)
  assertEquals(memory.ends.get('pasture'), 1)
  assertEquals(buildMemory(['Pipe & Pasture'])?.names, memory.names)
})
