import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import { createLexiconProvider, type NameIdea } from '../_shared/naming/mod.ts'
import { GENERAL_TOPIC, popupIdeasEmail, popupIdeasGenerator } from './popup-ideas.ts'

const idea = (name: string, rationale: string, slogan?: string): NameIdea => ({
  name,
  domain: `${name.toLowerCase()}.com`,
  rationale,
  strategy: 'blend',
  score: 0.5,
  ...(slogan ? { slogan } : {}),
})

Deno.test('the ideas email lists every name with its reason and links to the generator', () => {
  const ideas = [idea('Wickwax', 'wick + wax', 'Poured by hand.'), idea('Jarwright', 'jar + wright'), idea('Glowhaus', 'glow + haus')]
  const email = popupIdeasEmail('https://brandquest.test')('visitor@example.com', ideas)
  assertEquals(email.to, 'visitor@example.com')
  assertMatch(email.subject, /name ideas/i)
  for (const line of ['1. Wickwax — wick + wax. "Poured by hand."', '2. Jarwright — jar + wright.', '3. Glowhaus — glow + haus.']) {
    assertEquals(email.text.includes(line), true, `text has ${line}`)
  }
  assertMatch(email.text, /https:\/\/brandquest\.test\/generate/)
  // Domains are not checked on this path, so the email must not call any of them free.
  assertEquals(/available|is free|yours to register/i.test(email.text), false)
})

Deno.test('names and reasons are escaped in the HTML part', () => {
  const email = popupIdeasEmail('https://brandquest.test')('v@example.com', [idea('Brew', '<b>bold</b> & "quoted"')])
  assertEquals(email.html.includes('<b>bold</b>'), false)
  assertMatch(email.html, /&#60;b&#62;bold/)
})

Deno.test('the generator asks the engine for the topic, or the general brief, and gives 5 distinct names', async () => {
  const generate = popupIdeasGenerator(createLexiconProvider())
  for (const topic of ['handmade soy candles', null]) {
    const ideas = await generate(topic, 5)
    assertEquals(ideas.length, 5)
    assertEquals(new Set(ideas.map((i: NameIdea) => i.name.toLowerCase())).size, 5)
  }
  const asked: string[] = []
  const spy = popupIdeasGenerator({ name: 'spy', generate: (req: { description: string }) => (asked.push(req.description), Promise.resolve([])) })
  await spy(null, 5)
  await spy('a dog bakery', 5)
  assertEquals(asked, [GENERAL_TOPIC, 'a dog bakery'])
})
