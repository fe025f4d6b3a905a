import { beforeEach, describe, expect, it } from 'vitest'
import { setConsent, track, trackPageView } from '@/lib/analytics'
import { industryFor, provideIndustries } from '@/lib/analytics-industry'

const events = () => (window.dataLayer ?? []).filter((entry) => entry.event !== undefined)
/** gtag() commands, as plain arrays. */
const commands = () => (window.dataLayer ?? []).filter((entry) => entry.event === undefined).map((entry) => Array.from(entry as ArrayLike<unknown>))
const all = (value: 'granted' | 'denied') => ({ ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value })

it('pushes events with their payload to the data layer, creating it when absent', () => {
  delete window.dataLayer
  track('cta_click', { location: 'hero', label: 'start' })
  trackPageView('/about', 'About · BrandQuest')
  expect(events()).toEqual([
    { event: 'cta_click', location: 'hero', label: 'start' },
    { event: 'page_view', page_path: '/about', page_title: 'About · BrandQuest' },
  ])
})

it('denies all four consent types by default, before the first event', () => {
  delete window.dataLayer
  track('cta_click', { location: 'hero' })
  expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual(['consent', 'default', all('denied')])
  expect(window.dataLayer![1]).toEqual({ event: 'cta_click', location: 'hero' })
})

it('Accept grants all four and Decline denies all four, as Consent Mode updates, and the choice is stored', () => {
  setConsent('accepted')
  expect(window.localStorage.getItem('cookie-consent')).toBe('accepted')
  setConsent('declined')
  expect(window.localStorage.getItem('cookie-consent')).toBe('declined')
  expect(commands()).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('granted')],
    ['consent', 'update', all('denied')],
  ])
})

it('a stored choice is replayed right after the default on the next page load', () => {
  window.localStorage.setItem('cookie-consent', 'accepted')
  delete window.dataLayer
  track('cta_click')
  expect(commands()).toEqual([
    ['consent', 'default', all('denied')],
    ['consent', 'update', all('granted')],
  ])
})

it('sends no personal data before consent: no query strings, never an email address', () => {
  trackPageView('/success?session_id=cs_1&email=ada@example.com', 'Success')
  track('email_submit', { label: 'ada@example.com' })
  setConsent('accepted')
  trackPageView('/generate?utm_source=news&email=ada%40example.com&to=bo@example.org', 'Generate')
  expect(events()).toEqual([
    { event: 'page_view', page_path: '/success', page_title: 'Success' },
    { event: 'email_submit', label: '[email]' },
    { event: 'page_view', page_path: '/generate?utm_source=news&email=ada%40example.com&to=[email]', page_title: 'Generate' },
  ])
})

describe('a campaign landing (utm parameters)', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('is kept for the session and credited on generate_lead and purchase, not on other events', () => {
    trackPageView('/?utm_source=news&utm_medium=email&utm_campaign=spring', 'Home')
    trackPageView('/generate', 'Generate')
    track('generate_lead', { industry: 'bakery' })
    track('purchase', { value: 4, currency: 'USD' })
    track('cta_click', { location: 'hero', label: 'start' })
    const campaign = { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' }
    expect(events().filter((entry) => entry.event !== 'page_view')).toEqual([
      { event: 'generate_lead', industry: 'bakery', ...campaign },
      { event: 'purchase', value: 4, currency: 'USD', ...campaign },
      { event: 'cta_click', location: 'hero', label: 'start' },
    ])
  })

  it('adds nothing to a lead when the visitor came without one', () => {
    trackPageView('/generate', 'Generate')
    track('generate_lead', { industry: 'general' })
    expect(events().at(-1)).toEqual({ event: 'generate_lead', industry: 'general' })
  })

  it('reports the onboarding email arrival once per session, however often the page is viewed', () => {
    trackPageView('/generate?utm_source=onboarding&utm_medium=email&utm_campaign=day1', 'Generate')
    trackPageView('/generate?utm_source=onboarding&utm_medium=email&utm_campaign=day1', 'Generate')
    trackPageView('/?utm_source=onboarding&utm_medium=cpc', 'Home')
    expect(events().filter((entry) => entry.event === 'email_onboarding_arrival')).toEqual([
      { event: 'email_onboarding_arrival', source: 'onboarding', label: 'day1' },
    ])
  })
})

describe('the industry of a lead', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    provideIndustries(async () => [
      { slug: 'coffee-shop', label: 'Coffee Shop' },
      { slug: 'food-truck', label: 'Food Truck' },
      { slug: 'restaurant', label: 'Restaurant' },
      { slug: 'florist', label: 'Florist' },
      { slug: 'beauty-cosmetics', label: 'Beauty & Cosmetics' },
    ])
  })

  it('is the idea-page industry the brief names, the most specific one winning', async () => {
    expect(await industryFor('A cosy coffee shop by the station that also sells cake')).toBe('coffee-shop')
    expect(await industryFor('Two food trucks outside a restaurant')).toBe('food-truck')
    expect(await industryFor('A vegan BEAUTY & COSMETICS line')).toBe('beauty-cosmetics')
  })

  it('falls back to the idea page the visitor came through, then to general', async () => {
    expect(await industryFor('something for my neighbours')).toBe('general')
    trackPageView('/names/florist', 'Florist Name Ideas')
    trackPageView('/generate', 'Generate')
    expect(await industryFor('something for my neighbours')).toBe('florist')
    trackPageView('/names/not-a-trade', 'Not found')
    expect(await industryFor(undefined)).toBe('general')
  })

  it('is general, not an error, when the list cannot load', async () => {
    provideIndustries(() => Promise.reject(new Error('chunk failed')))
    expect(await industryFor('a coffee shop')).toBe('general')
  })
})
