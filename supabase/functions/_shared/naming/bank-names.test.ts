// deno test: how hand-written bank names are served (against small made-up banks, so the rules
// are checked whatever the writers put in the real ones; banks.test.ts checks those).
import { loadBanks } from './banks/index.ts'
import { bank } from './banks/types.ts'
import { generateLexicon } from './engine.ts'
import { bankCandidates } from './bank-names.ts'
import { buildVocab } from './trades.ts'
import { assert, assertEquals } from './testing.ts'

const ICE = bank('ice cream', `
  Oatscoop | vegan oat | oat milk churned into a scoop | Scooped from oats.
  Festicone | festival | a cone for the festival field | Cones for the crowd.
  TruckleBell | truck | the cone that comes to you by truck | Follow the bell.
  Churnwell | - | churned well, every batch | Churned slow.
  Conemaker | - | the people who make the cones | Made cone by cone.
  Dripscoop | - | the first drip of a summer scoop | Catch the drip.
  Sprinklery | - | a shop full of sprinkles | Sprinkles on everything.
  Waffleworth | - | a waffle cone worth the wait | Worth the wait.
  Swirlabout | - | soft swirls on the move | Swirl it.
  Scoopward | - | forward to the next scoop | Onward, scoopward.
  Frostling | - | a small frosty treat | Little and cold.
  Meltaway | - | the melt of a summer cone | Before it melts.
  Sundrift | - | summer drifting by with a sundae | Drift in.
  Scoopwell | - | scoops done well | Scooped well.
`)
const STREET = bank('street food', `
  Icecart | ice | the ice cream wagon at the kerb | Cold from the wagon.
  Kerbkitchen | - | a kitchen at the kerb | Dinner at the kerb.
`)
// Names a writer might slip in that the engine's gates refuse.
const BAD = bank('ice cream', `
  Starbucks | - | a brand | x.
  Pawsome | - | a worn pun | x.
  Kettle | - | a bare word | x.
`)
const banks = loadBanks([ICE, STREET]).bySubject
const BRIEF = 'Vegan ice cream truck for summer festivals'
const run = (seed: number, exclude = new Set<string>()) => generateLexicon({ description: BRIEF, count: 8, seed, exclude }, banks, NO_ANGLES)
// How banks are served, without the composed angle names that sit between their names in a
// real run (angles.test.ts).
const NO_ANGLES = { angles: [], words: new Map() }
const bankRun = (seed: number) => generateLexicon({ description: BRIEF, count: 8, seed }, banks, NO_ANGLES)
const general = ICE.names.filter((n) => !n.angles.length).map((n) => n.name)

Deno.test('bank names matching the brief\'s angles lead, then the main trade\'s general names', () => {
  // The brief is about ice cream and street food both: Icecart matches through the ice-cream keys.
  const names = bankRun(1).map((i) => i.name)
  assertEquals(names.slice(0, 4).sort(), ['Festicone', 'Icecart', 'Oatscoop', 'TruckleBell'])
  assert(names.slice(4).every((n) => general.includes(n) || n === 'Kerbkitchen'), names.join(', '))
})

Deno.test('a bank name keeps its writer\'s reason and slogan', () => {
  const oat = bankRun(1).find((i) => i.name === 'Oatscoop')
  assertEquals(oat?.rationale, 'Oatscoop — oat milk churned into a scoop')
  assertEquals(oat?.slogan, 'Scooped from oats.')
})

Deno.test('a secondary trade\'s name matches through the main trade\'s keys, after the main trade\'s names', () => {
  // Two runs' worth of names: the first run leaves the general ice-cream names to the second.
  const pool = generateLexicon({ description: BRIEF, count: 8, poolSize: 16, seed: 1 }, banks).map((i) => i.name)
  assert(pool.includes('Icecart'), pool.join(', '))
  assert(!pool.includes('Kerbkitchen') || pool.indexOf('Kerbkitchen') > pool.indexOf('Icecart'), pool.join(', '))
})

Deno.test('different seeds show different general bank names', () => {
  const sets = [1, 2, 3, 4].map((seed) => run(seed).map((i) => i.name).filter((n) => general.includes(n)).sort().join(','))
  assert(new Set(sets).size >= 3, sets.join(' | '))
})

Deno.test('no two bank names on one tail word in a run', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const names = run(seed).map((i) => i.name)
    assert(!(names.includes('Scoopwell') && names.includes('Churnwell')), names.join(', '))
  }
})

Deno.test('when the bank is used up, composed names fill the run', () => {
  const all = new Set([...ICE.names, ...STREET.names].map((n) => n.name.toLowerCase()))
  const ideas = run(1, all)
  assertEquals(ideas.length, 8)
  assert(ideas.every((i) => !all.has(i.name.toLowerCase())), ideas.map((i) => i.name).join(', '))
})

Deno.test('names that fail the engine\'s gates are skipped at load and reported', () => {
  const loaded = loadBanks([BAD, ICE])
  assertEquals(loaded.skipped.map((s) => s.name).sort(), ['Kettle', 'Pawsome', 'Starbucks'])
  assert(!loaded.bySubject.get('ice cream')!.some((n) => n.name === 'Starbucks'))
})

Deno.test('a writer\'s template slogan is not shown: the name gets one of the trade\'s lines', () => {
  const lazy = bank('ice cream', 'Oatscoop | vegan | oat milk churned into a scoop | Ice cream, your way.')
  const loaded = loadBanks([lazy])
  assertEquals(loaded.skipped.map((s) => s.name), ['Oatscoop'])
  const oat = generateLexicon({ description: BRIEF, count: 8, seed: 1 }, loaded.bySubject, NO_ANGLES).find((i) => i.name === 'Oatscoop')
  assert(oat?.slogan && !/your way/i.test(oat.slogan), JSON.stringify(oat))
})

Deno.test('a name claiming an angle the brief does not name is not served; a tone-only tag is', () => {
  const parlour = bank('ice cream', `
    Crayoncone | family kids | a cone and a crayon for the little ones | Cones and crayons.
    Nonnascoop | family | the family's own recipe | Nonna's scoop.
  `)
  const names = generateLexicon({ description: 'Family-run ice cream parlour', count: 8, seed: 1 }, loadBanks([parlour]).bySubject).map((i) => i.name)
  assert(names.includes('Nonnascoop') && !names.includes('Crayoncone'), names.join(', '))
})

Deno.test('a side trade reached through the brief\'s place lends its names for that place first', () => {
  const alps = bank('mountain walks', `
    Hutslipper | alps | the slippers waiting at every Alpine hut | Boots off, slippers on.
    Ridgeline | - | the line of a ridge | Walk the ridge.
  `)
  const trips = bank('trips', ['Mapfold', 'Stilegate', 'Inkpass', 'Rucksnack', 'Lacetrek', 'Routebook', 'Pacewise', 'Hillcard', 'Tripwick', 'Bootmap']
    .map((n) => `${n} | - | a walking trip | Walk on.`).join('\n'))
  const names = generateLexicon({ description: 'Luxury travel agency planning walking tours in the Alps', count: 8, seed: 1 }, loadBanks([trips, alps]).bySubject).map((i) => i.name)
  assert(names.includes('Hutslipper') && !names.includes('Ridgeline'), names.join(', '))
})

Deno.test('a bank name built on a filler word the brief itself uses is not served for that brief', () => {
  // "single" in single-origin is how the brief says it, not what the roaster is: Singlehill reads
  // as the brief's filler echoed back (the rule composed names already keep).
  const coffee = loadBanks([bank('coffee', `
    Singlehill | single origin | single + hill: coffee from one slope | One hill.
    Kettlerun | - | the kettle's run | Pour.
  `)]).bySubject
  const served = (description: string) => generateLexicon({ description, count: 8, seed: 1 }, coffee).map((i) => i.name)
  assert(!served('A small-batch coffee roaster that sells single-origin beans online').includes('Singlehill'))
  assert(served('A coffee roaster').includes('Kettlerun'))
})

Deno.test('a root many banks share is served up front by three of them at most', () => {
  // Every bank has a -side name and two on words of their own: the -side names would otherwise lead five
  // unrelated runs (the judge's filler rule: no root in the lists of more than 3 briefs).
  const briefs: [string, string][] = [
    ['coffee', 'a coffee roaster'], ['candles', 'a candle shop'], ['gardens', 'a landscaping company'],
    ['bikes', 'a bike repair shop'], ['cars', 'a car detailing van'],
  ]
  const own: [string, string, string][] = [
    ['Mugside', 'Beanpour', 'Kettlerun'], ['Tubside', 'Wickglow', 'Waxmoon'], ['Loamside', 'Rakeloft', 'Sodhop'],
    ['Bermside', 'Spokeset', 'Chainpip'], ['Driveside', 'Buffnest', 'Polishpup'],
  ]
  const made = loadBanks(briefs.map(([subject], i) => bank(subject, own[i].map((n) => `${n} | - | a name | x.`).join('\n')))).bySubject
  const sideRuns = briefs.filter(([, description]) => {
    const first = generateLexicon({ description, count: 8, seed: 1 }, made).slice(0, 3).map((i) => i.name)
    return first.some((n) => n.endsWith('side'))
  })
  assert(sideRuns.length <= 3, `-side leads ${sideRuns.length} runs`)
})

Deno.test('a name on a root many banks share still leads when it is tagged for a detail the brief names', () => {
  // Five banks end a name in -lane (the candle bank is not one of the three that keep the root up
  // front); the candle one is tagged "bath" and a bath-candle brief names it.
  const subjects = ['coffee', 'candles', 'gardens', 'bikes', 'cars']
  const sides = ['Muglane', 'Tublane', 'Loamlane', 'Bermlane', 'Drivelane']
  const own = ['Wickglow', 'Waxmoon', 'Flamejar', 'Meltpour']
  const made = loadBanks(subjects.map((subject, i) => bank(subject, [
    `${sides[i]} | ${subject === 'candles' ? 'bath' : '-'} | a name | x.`,
    ...(subject === 'candles' ? own.map((n) => `${n} | - | a name | x.`) : []),
  ].join('\n')))).bySubject
  const first = generateLexicon({ description: 'Scented candles for the bath', count: 8, seed: 1 }, made, NO_ANGLES).slice(0, 2).map((i) => i.name)
  assert(first.includes('Tublane'), first.join(', '))
})

Deno.test('a name tagged with another word of the brief\'s angle line is served; a tag the line lacks is not', () => {
  const yoga = loadBanks([bank('yoga', `
    Bumpflow | pregnancy | flow for the bump | Flow with the bump.
    Seniorstretch | seniors | gentle stretches for later life | Stretch at any age.
    Matwell | - | a mat for every body | Roll out the mat.
  `)]).bySubject
  const names = generateLexicon({ description: 'Yoga studio for pregnant women', count: 3, seed: 1 }, yoga, NO_ANGLES).map((i) => i.name)
  assert(names.includes('Bumpflow'), names.join(', '))
  assert(!names.includes('Seniorstretch'), names.join(', '))
})

Deno.test('a side trade reached through the customers lends no name for another word of their angle line', () => {
  // "farms" is on the rural line with "ranch": a farm bank's ranch name would name the customers' business.
  const made = loadBanks([
    bank('window cleaning', `Squeakpane | - | a pane that squeaks clean | Clean to the squeak.`),
    bank('farm', `Cloverherd | ranch | a herd on clover | A herd raised on clover.`),
  ]).bySubject
  for (const seed of [1, 2, 3]) {
    const names = generateLexicon({ description: 'Window cleaning for farms', count: 8, seed }, made, NO_ANGLES).map((i) => i.name)
    assert(!names.includes('Cloverherd'), names.join(', '))
  }
})

Deno.test('a starred general name is served before the trade\'s unstarred ones', () => {
  const made = loadBanks([bank('ice cream', `
    Churnwell | - | churned well, every batch | Churned slow.
    Dripscoop | - | the first drip of a summer scoop | Catch the drip.
    Waffleworth | - | a waffle cone worth the wait | Worth the wait.
    *Piermelt | - | a cone melting on the pier | Eat it before the pier does.
  `)]).bySubject
  for (const seed of [1, 2, 3, 4, 5]) {
    const first = generateLexicon({ description: 'an ice cream shop', count: 8, seed }, made, NO_ANGLES).find((i) => i.strategy === 'bank')
    assertEquals(first?.name, 'Piermelt', `seed ${seed}`)
  }
})

Deno.test('a hyphenated or closed-up tag matches the brief\'s words however it writes them', () => {
  const candles = bank('candles', `
    Refillwick | zero-waste | a wick in a refilled jar | Refill, relight.
    Tinlid | plasticfree | a tin lid, no plastic | Tin, not plastic.
    Waxdrip | - | the drip down a pillar candle | Let it drip.
  `)
  const only = loadBanks([candles]).bySubject
  const served = (description: string) => generateLexicon({ description, count: 8, seed: 3 }, only, NO_ANGLES).map((i) => i.name)
  // The brief's tokens split at hyphens: without the joined forms neither tag could ever match.
  assert(served('A zero-waste candle shop').includes('Refillwick'))
  assert(served('Plastic-free candles in tins').includes('Tinlid'))
  assert(served('Zero waste candles').includes('Refillwick'))
  // A tag still claims nothing the brief does not say.
  const plain = served('Hand-poured candles')
  assert(!plain.includes('Refillwick') && !plain.includes('Tinlid'), plain.join(', '))
})

Deno.test('a bank with seven names tagged for the brief\'s detail serves them, beside one composed name', () => {
  const rural = loadBanks([bank('plumbing', `
    Hayloft Pipes | rural farm | pipes up to the hayloft | Water to the loft.
    Troughflow | rural farm | the trough that fills itself | The trough never runs dry.
    Fencepost Plumbing | rural | a plumber who knows the fenceposts | Out past the fenceposts.
    Pumpyard | rural farm | the pump in the yard | Your yard pump, fixed.
    Meadowtap | rural | a tap at the meadow's edge | Taps for the back field.
    Barnvalve | rural farm | the valve in the barn | Barn water, sorted.
    Cisternlane | rural | the cistern down the lane | Down the lane, on time.
    Copperbend | - | a bend of copper pipe | Bent to fit.
  `)]).bySubject
  const ideas = generateLexicon({ description: 'A plumbing company serving rural farms', count: 8, seed: 1 }, rural)
  const shown = ideas.map((i) => `${i.name}/${i.strategy}`).join(', ')
  // One of the seven may give way to a composed name on the same word (Tap & Hayloft, Meadowtap).
  assert(ideas.filter((i) => i.strategy === 'bank' && i.name !== 'Copperbend').length >= 6, shown)
  assertEquals(ideas.filter((i) => i.strategy === 'angle').length, 1, shown)
})

Deno.test('a tag matched only through the brief\'s angle line comes after the brief\'s own words and is no detail of it', () => {
  const yoga = loadBanks([bank('yoga', `
    Bumpflow | pregnancy | flow for the bump | Flow with the bump.
    Ninemoons | pregnant | nine moons of waiting | Nine moons, one mat.
    Matwell | - | a mat for every body | Roll out the mat.
  `)]).bySubject
  for (const seed of [1, 2, 3, 4]) {
    const served = bankCandidates(buildVocab('Yoga studio for pregnant women'), yoga, seed)
    assertEquals(served.map((c) => c.name).slice(0, 2), ['Ninemoons', 'Bumpflow'], `seed ${seed}`)
    assertEquals(served.map((c) => !!c.detail), [true, false, false])
  }
})

Deno.test('a brief that rules a thing out ("dairy-free") does not bring the names tagged with it', () => {
  const ice = loadBanks([bank('ice cream', `
    Parlourpail | farm dairy cow | from the milking parlour to the cone | From one parlour to the other.
    Oatchurn | vegan dairyfree | oat milk churned | No dairy, all churn.
    Churnwell | - | churned well, every batch | Churned slow.
  `)]).bySubject
  for (const brief of ['Dairy-free ice cream van', 'Dairy free ice cream van']) {
    const served = bankCandidates(buildVocab(brief), ice, 1).map((c) => c.name)
    assert(!served.includes('Parlourpail'), `${brief}: ${served}`)
    assertEquals(served[0], 'Oatchurn', brief)
  }
  assert(bankCandidates(buildVocab('Dairy farm ice cream'), ice, 1).some((c) => c.name === 'Parlourpail'))
})

Deno.test('a detail name on a word many banks use still comes before the trade\'s general names', async () => {
  const { ALL_TRADES } = await import('./trades.ts')
  // Twenty banks end names on -board: the word is worn, and general names on it go last.
  const others = ALL_TRADES.map((t) => t.subject).filter((s) => s !== 'software').slice(0, 20)
  const made = loadBanks([
    bank('software', `
      Triageboard | clinic clinics | triage on one board | Every patient, on the board.
      Chorebot | - | a bot for the chores | The boring part, done.
      Quietcode | - | code that keeps quiet | Runs without a sound.
    `),
    ...others.map((s, i) => bank(s, `${['Vel', 'Mar', 'Tov', 'Pim', 'Sul', 'Rak', 'Dov', 'Fen', 'Gal', 'Hol', 'Jun', 'Kel', 'Lom', 'Nor', 'Pel', 'Rin', 'Sav', 'Tam', 'Wel', 'Yor'][i]}board | - | a board | On board.`)),
  ]).bySubject
  const served = bankCandidates(buildVocab('Software for clinics'), made, 1).map((c) => c.name)
  assert(served.includes('Chorebot') && served.includes('Quietcode'), served.join(', '))
  assertEquals(served[0], 'Triageboard', served.join(', '))
})

Deno.test('a hyphenated one-letter prefix still matches its tag ("e-bikes" finds the ebike names)', () => {
  const BIKES = bank('bikes', `
    Plugpedal | ebike ebikes | plug it in, then pedal | Charge it, pedal it.
    Chainwise | - | a chain that knows its way | Oiled and off.
  `)
  const pool = loadBanks([BIKES]).bySubject
  const tagged = bankCandidates(buildVocab('A bike shop that rents e-bikes'), pool, 7).filter((c) => c.detail).map((c) => c.name)
  assertEquals(tagged, ['Plugpedal'])
})
