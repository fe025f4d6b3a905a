// deno test: names composed on the brief's own angle (strategies/angles.ts, angle-names.ts),
// against a small made-up lexicon so the rules hold whatever the writers put in the real one;
// the last tests check the real lexicon's format and that a run uses it.
import { angleProblems } from './curated/angles/check.ts'
import { parseAngles } from './curated/angles/index.ts'
import { tradeWordProblems } from './curated/trade-words/check.ts'
import { parseTradeWords, type TradeWords } from './curated/trade-words/index.ts'
import { generateLexicon } from './engine.ts'
import { rankAngles } from './angle-names.ts'
import { angleCandidates, angleShape, briefAngles } from './strategies/angles.ts'
import { buildVocab } from './trades.ts'
import { assert, assertEquals } from './testing.ts'

const LEXICON = parseAngles(`
rural, farm, ranch, countryside | pasture, back forty, fencepost, hayloft | the farms and ranches you serve
hilly, hill, steep | switchback, ridge, crest | the steep streets you climb
elderly, senior, older | grey muzzle, greymane, dotage | the older dogs you care for
`).angles
const WORDS = new Map<string, TradeWords>(parseTradeWords(`
plumbing | Plumbing, Pipeworks | pipe, valve, spigot, wrench, solder, siphon, pump, plunger
bikes | Cycles, Bike Hire | spoke, chain, crank, cog, pedal, saddle
`).entries.map((e) => [e.subject, e]))

const compose = (brief: string, seed = 1) => angleCandidates(buildVocab(brief), seed, LEXICON, WORDS)

Deno.test('angles: the brief\'s details find their images, in the order the brief names them', () => {
  const found = briefAngles(buildVocab('Electric bike rental in a hilly town for rural visitors'), LEXICON)
  assertEquals(found.map((a) => a.key), ['hilly', 'rural'])
  assertEquals(briefAngles(buildVocab('A plumbing company in the city'), LEXICON), [])
})

Deno.test('angles: a plumber for farms gets names on pasture and its own words, each saying why', () => {
  const names = compose('A plumbing company serving rural farms and ranches')
  const onAngle = names.filter((c) => /pasture|back forty|fencepost|hayloft/i.test(c.name))
  assert(onAngle.length > 0, 'no name on the rural angle')
  for (const c of onAngle) assert(c.why.includes('the farms and ranches you serve'), `reason does not say the angle: ${c.why}`)
  assert(names.some((c) => c.name === 'Back Forty Plumbing'), 'two-word image before the trade noun')
  assert(names.some((c) => c.name === 'Pipe & Pasture'), 'an image and a trade word as a pair, shorter first')
})

Deno.test('angles: one-word compounds read as new words (no dictionary word, no doubled seam)', () => {
  for (const brief of ['Mobile plumbing for older farmhouses on steep hills', 'Bike hire for seniors in the countryside']) {
    for (const c of compose(brief).filter((c) => angleShape(c) === 'word')) {
      const lower = c.name.toLowerCase()
      assert(/^[A-Z][a-z]{5,10}$/.test(c.name), `shape: ${c.name}`)
      const [image, word] = c.parts
      assert(image.at(-1) !== word[0], `doubled seam: ${c.name}`)
      assert(lower !== 'pipeline', `dictionary word: ${c.name}`)
    }
  }
})

Deno.test('angles: insider pairs alliterate; no angle still gives the trade\'s own pairs', () => {
  const pairs = compose('A plumbing company').filter((c) => angleShape(c) === 'trade pair')
  assert(pairs.length > 0, 'no trade pair')
  for (const c of pairs) {
    const [a, b] = c.name.split(' & ')
    assertEquals(a[0], b[0], `does not alliterate: ${c.name}`)
  }
})

Deno.test('angles: a run leads with at most five composed names, one idea each', () => {
  const cands = compose('A plumbing company serving rural farms and ranches on steep hills')
  const { front } = rankAngles(cands, null, 8)
  assert(front.length >= 3 && front.length <= 5, `front: ${front.map((c) => c.name)}`)
  const shapes = front.map(angleShape)
  assert(!shapes.includes('word'), `one-word joins only fill later runs: ${shapes}`)
  assert(!shapes.includes('trade pair'), `two trade words only fill later runs: ${front.map((c) => c.name)}`)
  for (const [s, most] of [['pair', 2], ['named', 2]] as const) assert(shapes.filter((x) => x === s).length <= most, `two ${s}: ${front.map((c) => c.name)}`)
  const words = front.flatMap((c) => c.parts)
  assertEquals(new Set(words).size, words.length, `a word twice: ${front.map((c) => c.name)}`)
})

Deno.test('angles: composed names keep the places the brief\'s tagged bank names leave, and one for variety', () => {
  const cands = compose('A plumbing company serving rural farms and ranches on steep hills')
  assert(rankAngles(cands, null, 8, 8, 5).front.length >= 3, 'five tagged names still leave three places')
  assertEquals(rankAngles(cands, null, 8, 8, 6).front.length, 2)
  assertEquals(rankAngles(cands, null, 8, 8, 7).front.length, 1)
  assertEquals(rankAngles(cands, null, 8, 8, 12).front.length, 1)
})

Deno.test('angles: no composed name up front on a word a tagged bank name of the run is made of', () => {
  const cands = compose('A plumbing company serving rural farms and ranches')
  assert(rankAngles(cands, null, 8).front.some((c) => c.parts.includes('pasture')), 'pasture leads without a reservation')
  const { front } = rankAngles(cands, null, 8, 8, 2, ['pasture'])
  assert(front.length >= 3 && !front.some((c) => c.parts.includes('pasture')), `front: ${front.map((c) => c.name)}`)
})

Deno.test('angles: a name the user has seen is not composed again', () => {
  const first = generateLexicon({ description: 'A plumbing company serving rural farms and ranches', count: 8 })
  const again = generateLexicon({ description: 'A plumbing company serving rural farms and ranches', count: 8, exclude: new Set(first.map((n) => n.name.toLowerCase())) })
  assertEquals(again.filter((n) => first.some((f) => f.name === n.name)), [])
})

Deno.test('angles: the real lexicon and trade words are well formed and cover every trade', () => {
  assertEquals(angleProblems(), [])
  assertEquals(tradeWordProblems(), [])
})

Deno.test('angles: with the real lexicon, a brief with a detail gets names on it', () => {
  const run = generateLexicon({ description: 'Mobile dog grooming van for anxious and elderly dogs', count: 8 })
  assert(run.filter((n) => n.strategy === 'angle').length >= 1, `angle names: ${run.map((n) => `${n.name}/${n.strategy}`)}`)
})

Deno.test('angles: composed and hand-written names alternate, so the free reveal is not all phrases', () => {
  const run = generateLexicon({ description: 'A plumbing company serving rural farms and ranches', count: 8 })
  const firstFour = run.slice(0, 4).map((n) => n.strategy)
  assert(firstFour.filter((s) => s === 'angle').length <= 2, `first four: ${run.slice(0, 4).map((n) => n.name)}`)
  assert(run.filter((n) => n.name.includes(' & ')).length <= 4, `more than four pairs: ${run.map((n) => n.name)}`)
})

Deno.test('angles: a plain one-word image never stands before the trade noun', () => {
  const named = compose('A plumbing company serving rural farms and ranches').filter((c) => angleShape(c) === 'named')
  assert(named.length > 0)
  for (const c of named) {
    const image = c.name.split(' ').slice(0, -1).join(' ').toLowerCase()
    assert(image.includes(' ') || image.length >= 8, `flat image: ${c.name}`)
  }
})

Deno.test('angles: "repair" is the work of the trade that mentions it, not a detail with images of its own', () => {
  // The judge read Pipe & Darning and Tinker & Tandem as a seamstress's and a tinker's words.
  for (const description of ['A plumbing company for emergency repairs, open day and night', 'Bike repair shop that also rents e-bikes to tourists']) {
    for (const seed of [1, 2, 3]) {
      const run = generateLexicon({ description, count: 8, seed }).map((i) => i.name)
      assert(!run.some((n) => /darning|tinker|rivet/i.test(n)), `${description} (seed ${seed}): ${run.join(', ')}`)
    }
  }
})

Deno.test('angles: a named place gives its images, and an adjective before another detail only narrows it', () => {
  const keys = (d: string) => briefAngles(buildVocab(d)).map((a) => a.key)
  assert(keys('Dog walking and pet sitting in Brooklyn').includes('brooklyn'), keys('Dog walking and pet sitting in Brooklyn').join())
  const highlands = keys('Wedding photographer in the Scottish Highlands')
  assert(highlands.includes('highlands') && !highlands.includes('scottish'), highlands.join())
})

Deno.test('angles: the names waiting behind the run open with words it has not used yet', () => {
  const cands = compose('A plumbing company serving rural farms and ranches on steep hills')
  const { front, rest } = rankAngles(cands, null, 8)
  const used = new Set(front.flatMap((c) => c.parts))
  const firstRepeat = rest.findIndex((c) => c.parts.some((w) => used.has(w)))
  assert(firstRepeat > 0, `the first waiting name repeats a word: ${rest.slice(0, 3).map((c) => c.name)}`)
  const opening = rest.slice(0, firstRepeat)
  const words = opening.flatMap((c) => c.parts)
  assertEquals(new Set(words).size, words.length, `a word twice among ${opening.map((c) => c.name)}`)
  assert(rest.slice(firstRepeat).every((c) => c.parts.some((w) => used.has(w) || words.includes(w))), 'a fresh name waits behind a repeat')
})
