import { expect, it } from 'vitest'
import { setConsent, track, trackPageView } from '@/lib/analytics'

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
