import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '../../../../tests/msw/server'
import { freeUsage } from '../../../../tests/msw/handlers'
import { seedSession } from '../../../../tests/utils/session'
import { describeIdea, freeRun, generateUrl, signedInAs, usageUrl } from '@/features/generator/testing/fixtures'


/** Every piece of text a reader or a screen reader gets from `root`: text nodes and labelling attributes. */
function textsIn(root: Element): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(attribute) ?? '')
  }
  return texts.map((text) => text.trim()).filter(Boolean)
}

/** Claims that domains are checked or available: the product does not check domains yet. */
const domainClaims = (root: Element) =>
  textsIn(root).filter((text) => /availab/i.test(text) || (/check/i.test(text) && /\.com|domain/i.test(text)))

it('the generator page, its results and its dialogs promise no domain checks and no working checkout', async () => {
  seedSession()
  signedInAs(false)
  let remaining = 1
  server.use(
    http.post(usageUrl, () => HttpResponse.json(freeUsage({ used: 3 - remaining, remaining }))),
    http.post(generateUrl, () => {
      remaining = 0
      return HttpResponse.json(freeRun)
    }),
  )
  const user = await describeIdea()
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  const results = await screen.findByRole('region', { name: 'Names from the depths' })
  // The page really shows what is checked: the headline, the run, the unlock card, the marketing sections.
  expect(within(results).getByRole('heading', { name: 'Brewvana' })).toBeInTheDocument()
  expect(within(results).getByRole('button', { name: 'Unlock now' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Why BrandQuest?' })).toBeInTheDocument()
  expect(domainClaims(screen.getByRole('main'))).toEqual([])

  await user.click(within(results).getByRole('button', { name: 'Unlock now' }))
  const upgrade = await screen.findByRole('dialog', { name: 'Unlock everything for $4' })
  expect(domainClaims(upgrade)).toEqual([])
  expect(upgrade).toHaveTextContent(/payments are not live yet/i)
  expect(within(upgrade).queryByRole('button', { name: /pay|checkout|buy|unlock/i })).not.toBeInTheDocument()
  await user.click(within(upgrade).getByRole('button', { name: 'Close' }))

  await screen.findByText('0 incantations remaining')
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  const freeUnlock = await screen.findByRole('dialog', { name: 'Get 5 free searches' })
  expect(domainClaims(freeUnlock)).toEqual([])
})
