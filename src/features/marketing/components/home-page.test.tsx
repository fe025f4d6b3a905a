import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'

// Nothing checks a domain yet, so no sentence about a .com or a domain may claim a check, availability
// or that it can be registered. Each text block is split on sentence ends, not on the dot in ".com".
const blocks = () => [...document.querySelectorAll('h1, h2, h3, p, li, summary, dl > div')].map((el) => el.textContent ?? '')
const sentences = (text: string) => text.split(/[.!?](?=\s|$)/).map((s) => s.trim())
const domainClaim = /check|availab|register|claim|taken|\bown\b/i

describe.each(['a', 'b'])('home page with headline %s', (variant) => {
  it('makes no claim about checking domains', async () => {
    window.localStorage.setItem('bq_headline_variant', variant)
    renderRoute('/')
    await screen.findByRole('heading', { level: 1 })
    const claims = blocks()
      .flatMap(sentences)
      .filter((s) => /\.com|domain/i.test(s) && domainClaim.test(s))
    expect(claims).toEqual([])
    expect(document.body.textContent).not.toMatch(/\.com check|checked for every|real-time/i)
  })
})

it('does not promise a checkout that is not live yet', async () => {
  renderRoute('/')
  const pricing = await screen.findByRole('region', { name: 'Pricing' })
  expect(pricing).toHaveTextContent('$4')
  expect(pricing).toHaveTextContent(/checkout opens soon/i)
  expect(pricing.textContent).not.toMatch(/buy now|pay now|unlock everything/i)
})

it("'Find my name' leads to the generator's description box", async () => {
  renderRoute('/')
  expect(await screen.findByRole('link', { name: 'Find my name' })).toHaveAttribute('href', '/generate#describe')
})
