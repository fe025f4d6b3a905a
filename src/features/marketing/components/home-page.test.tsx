import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../../tests/utils/render-route'

// Domains are checked with the registries when names are made, and a check is a snapshot: the page
// may say a domain is checked, never that one is guaranteed or always free. Each text block is split
// on sentence ends, not on the dot in ".com".
const blocks = () => [...document.querySelectorAll('h1, h2, h3, p, li, summary, dl > div')].map((el) => el.textContent ?? '')
const sentences = (text: string) => text.split(/[.!?](?=\s|$)/).map((s) => s.trim())
const overPromise = /guarantee|always|reserved|every [^,]*\b(?:free|available)\b/i

describe.each(['a', 'b'])('home page with headline %s', (variant) => {
  it('says domains are checked with the registries, and never promises one is free', async () => {
    window.localStorage.setItem('bq_headline_variant', variant)
    renderRoute('/')
    await screen.findByRole('heading', { level: 1 })
    const domainSentences = blocks()
      .flatMap(sentences)
      .filter((s) => /\.com|domain/i.test(s))
    expect(domainSentences.filter((s) => /checked with (?:its|the) registry/i.test(s)).length).toBeGreaterThanOrEqual(2)
    expect(domainSentences.filter((s) => overPromise.test(s))).toEqual([])
    const why = within(screen.getByRole('region', { name: 'Why this works' }))
    expect(why.getByText('checked with the registry').parentElement).toHaveTextContent('.com')
  })
})

it('sells the unlock honestly: the price, Stripe, the self-serve refund, and a way to pay', async () => {
  renderRoute('/')
  const pricing = await screen.findByRole('region', { name: 'Pricing' })
  expect(pricing).toHaveTextContent('$4')
  expect(pricing).toHaveTextContent('Stripe')
  expect(pricing).toHaveTextContent(/refund yourself from your Profile within 30 days/i)
  expect(pricing).not.toHaveTextContent(/opens soon|not live/i)
  expect(within(pricing).getByRole('link', { name: 'Unlock everything for $4' })).toHaveAttribute('href', '/generate?upgrade=1')
  const faq = screen.getByRole('region', { name: 'Questions' })
  expect(faq).not.toHaveTextContent(/opens soon/i)
  expect(faq).toHaveTextContent(/refund yourself from your Profile/i)
})

it("'Find my name' leads to the generator's description box", async () => {
  renderRoute('/')
  expect(await screen.findByRole('link', { name: 'Find my name' })).toHaveAttribute('href', '/generate#describe')
})

it('shows two story carousels, labelled as illustrative, and a real screenshot of results', async () => {
  renderRoute('/')
  const stories = await screen.findByRole('region', { name: 'Who it is for' })
  expect(stories).toHaveTextContent(/illustrative stories written by our team.*not customer reviews/i)
  const first = within(screen.getByRole('region', { name: 'Stories, first row' }))
  const second = within(screen.getByRole('region', { name: 'Stories, second row' }))
  expect(first.getAllByRole('listitem')).toHaveLength(7)
  expect(second.getAllByRole('listitem')).toHaveLength(11)
  // Attributed to a first name, a trade and a city; never a quote that pretends to be a customer's.
  expect(first.getAllByRole('listitem')[0]).toHaveTextContent(/Maya, cold-brew cart, Portland$/)
  expect(stories.querySelectorAll('blockquote, q')).toHaveLength(0)
  for (const item of [...first.getAllByRole('listitem'), ...second.getAllByRole('listitem')]) expect(item.textContent).not.toMatch(/^[“"]/)
  const preview = within(screen.getByRole('region', { name: 'How it works' })).getByRole('img')
  expect(preview).toHaveAttribute('src', '/product-preview.webp')
  expect(preview.getAttribute('alt')).toMatch(/eight name cards/)
})

it('says nothing untrue in the stories: 8 names a run, 3 free runs plus 5, $4 once', async () => {
  renderRoute('/')
  const text = (await screen.findByRole('region', { name: 'Who it is for' })).textContent ?? ''
  for (const [, count] of text.matchAll(/(\d+) names/g)) expect(count).toBe('8')
  for (const [, runs] of text.matchAll(/(\d+) (?:more )?free runs/g)) expect(['3', '5']).toContain(runs)
  for (const [price] of text.matchAll(/\$\d+/g)) expect(price).toBe('$4')
  expect(text).not.toMatch(/guarantee|always available|subscription fee|per month/i)
})
