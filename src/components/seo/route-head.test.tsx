import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render-route'

const head = () => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
  robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
})

describe('per-route head in the SPA', () => {
  it('gives each public page its own title, description, canonical and social tags as the app navigates', async () => {
    const { router } = renderRoute('/about')
    await screen.findByRole('heading', { level: 1, name: 'About BrandQuest' })
    await waitFor(() => expect(head().canonical).toBe('https://brandquest.app/about'))
    expect(head()).toMatchObject({ title: 'About · BrandQuest', ogTitle: 'About · BrandQuest', robots: null })
    const aboutDescription = head().description

    await router.navigate('/names/coffee-shop')
    await screen.findByRole('heading', { level: 1, name: 'Coffee Shop Name Ideas' })
    await waitFor(() => expect(head().canonical).toBe('https://brandquest.app/names/coffee-shop'))
    expect(head()).toMatchObject({
      title: 'Coffee Shop Name Ideas · BrandQuest',
      description: 'Warm, easy-to-say coffee shop names to put on a cup, a window and a loyalty card.',
      ogTitle: 'Coffee Shop Name Ideas · BrandQuest',
      ogImage: 'https://brandquest.app/og/names/coffee-shop.png',
    })

    await router.navigate('/names/bakery')
    await waitFor(() => expect(head().canonical).toBe('https://brandquest.app/names/bakery'))
    expect(head().title).toBe('Bakery Name Ideas · BrandQuest')

    await router.navigate('/naming-tips')
    await waitFor(() => expect(head().canonical).toBe('https://brandquest.app/naming-tips'))
    expect(head().description).not.toBe(aboutDescription)
    expect(head().ogTitle).toBe('Naming Tips · BrandQuest')
  })

  it('keeps account pages and unknown categories out of the index, without a canonical', async () => {
    const { router } = renderRoute('/terms')
    await waitFor(() => expect(head().canonical).toBe('https://brandquest.app/terms'))
    await router.navigate('/names/no-such-trade')
    await screen.findByText(/We couldn't find that category/)
    await waitFor(() => expect(head().robots).toBe('noindex'))
    expect(head().canonical).toBeNull()
    await router.navigate('/history')
    await screen.findByRole('heading', { level: 1, name: 'Your History' })
    expect(head()).toMatchObject({ canonical: null, robots: 'noindex' })
  })
})
