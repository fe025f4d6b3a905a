import { expect, it } from 'vitest'
import { track, trackPageView } from '@/lib/analytics'

it('pushes events with their payload to the data layer, creating it when absent', () => {
  delete window.dataLayer
  track('cta_click', { location: 'hero', label: 'start' })
  trackPageView('/about', 'About · BrandQuest')
  expect(window.dataLayer).toEqual([
    { event: 'cta_click', location: 'hero', label: 'start' },
    { event: 'page_view', page_path: '/about', page_title: 'About · BrandQuest' },
  ])
})
