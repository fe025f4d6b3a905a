// deno test --allow-net=127.0.0.1: an LLM's realistic, partly bad output goes through the same
// checks as the offline engine's names before anyone sees it.
import { createOpenAiProvider } from './llm/openai.ts'
import { systemPrompt, userPrompt } from './llm/prompt.ts'
import { assert, assertEquals } from './testing.ts'

const NET = (await Deno.permissions.query({ name: 'net', host: '127.0.0.1' })).state === 'granted'

// What a model really sends back: chatter, markdown, duplicates in other cases, common words
// whose .com is long gone, a brand look-alike, stock endings, an overlong name, a name the user
// has already seen, and some good names.
const MESSY = [
  'Sure! Here are some names:\n```json\n',
  JSON.stringify({
    names: [
      { name: '**Kettlerun**', slogan: 'The kettle every roaster watches.', rationale: 'kettle + run: the kettle every roaster watches' },
      { name: 'Beanwright', slogan: 'Roasted by people who know beans.', rationale: 'bean + wright: a maker of coffee' },
      { name: 'BEANWRIGHT', slogan: 'Again.', rationale: 'bean + wright again' },
      { name: '1. Grindfolk', slogan: 'Ground for the neighbourhood.', rationale: 'grind + folk: the people who grind' },
      { name: 'Compass', slogan: 'Find your cup.', rationale: 'a compass points the way' },
      { name: 'Harbor', slogan: 'A safe cup.', rationale: 'a harbour for coffee lovers' },
      { name: 'Starbrewcks', slogan: 'Like the big one.', rationale: 'star + brew' },
      { name: 'Beanvana', slogan: 'Bliss.', rationale: 'bean + nirvana' },
      { name: 'Roastporium', slogan: 'All the roasts.', rationale: 'roast + emporium' },
      { name: 'TheVeryBestSmallBatchRoasters', slogan: 'Long.', rationale: 'says everything' },
      { name: '`Roastly`', slogan: 'Roasted this week.', rationale: 'roast + -ly: a friendly roaster' },
      { name: 'Perkolate', slogan: 'Lively cups.', rationale: 'perk + percolate: a lively cup' },
      { name: 'Crema Coast', slogan: 'Golden, then gone.', rationale: 'crema + coast: Portland coffee' },
      { name: 'SecondCrack', slogan: 'Listen for it.', rationale: 'the crackle that says the beans are ready' },
      { name: 'Mugsy', slogan: 'A mug for every morning.', rationale: 'mug + -sy: a friendly name' },
    ],
  }),
  '\n```\nLet me know if you want more!',
].join('')

Deno.test({
  name: 'LLM post-processing: markup stripped; duplicates, common words, fillers, brands, stock endings, overlong and seen names removed',
  ignore: !NET,
  async fn() {
    const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () =>
      Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: MESSY } }] }))
    try {
      const provider = createOpenAiProvider({ baseUrl: `http://127.0.0.1:${server.addr.port}/v1`, apiKey: 'k', model: 'm', timeoutMs: 3000 })
      const ideas = await provider.generate({ description: 'A small-batch coffee roaster in Portland', count: 8, exclude: new Set(['mugsy']) })
      const llm = ideas.filter((i) => i.strategy === 'llm').map((i) => i.name)
      assertEquals(llm.slice().sort(), ['Beanwright', 'Crema Coast', 'Grindfolk', 'Kettlerun', 'Perkolate', 'Roastly', 'SecondCrack'].sort())
      assertEquals(ideas.length, 8, 'topped up from the offline engine')
      for (const bad of ['compass', 'harbor', 'starbrewcks', 'beanvana', 'roastporium', 'mugsy']) {
        assert(!ideas.some((i) => i.name.toLowerCase() === bad), `${bad} must not be shown`)
      }
      // .com preference: a name whose .com is almost surely gone is ranked after the others.
      assert(ideas.every((i) => /^[a-z]+\.com$/.test(i.domain)))
    } finally {
      await server.shutdown()
    }
  },
})

Deno.test('the LLM prompt carries the judge\'s criteria and asks for spare names', () => {
  const system = systemPrompt()
  for (const words of ['concrete', 'object', 'pun', 'common', 'famous', 'same shape', '-vana']) {
    assert(system.includes(words), `system prompt mentions ${words}`)
  }
  assert(userPrompt({ description: 'a bakery', count: 8 }, 20).includes('Give 20 names'))
})
