import { readStored, writeStored } from '@/lib/storage'

export type AnalyticsEvent =
  | 'page_view'
  | 'popup_open'
  | 'popup_close'
  | 'email_submit'
  | 'begin_checkout'
  | 'purchase'
  | 'generate_lead'
  | 'cta_click'
  | 'headline_variant'
  | 'free_unlock_shown'
  | 'free_unlock_success'
  | 'unlock_click'
  | 'promo_bar_click'
  | 'pricing_unlock_click'
  | 'pricing_try_click'
  | 'email_onboarding_arrival'

export type AnalyticsPayload = {
  industry?: string
  trigger?: string
  source?: string
  variant?: string
  label?: string
  location?: string
  value?: number
  currency?: string
  page_path?: string
  page_title?: string
}

/**
 * An event, or a gtag() command such as ('consent', 'update', {...}), which tag managers only read
 * as the Arguments object itself; `event` is absent on commands.
 */
export type DataLayerEntry = AnalyticsPayload & { event?: AnalyticsEvent; readonly [index: number]: unknown }

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** Google Consent Mode v2: the four types the cookie banner decides together. */
export const CONSENT_TYPES = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const
export type ConsentChoice = 'accepted' | 'declined'

const consentState = (granted: boolean) =>
  Object.fromEntries(CONSENT_TYPES.map((type) => [type, granted ? 'granted' : 'denied'])) as Record<
    (typeof CONSENT_TYPES)[number],
    'granted' | 'denied'
  >

export function storedConsent(): ConsentChoice | null {
  const stored = readStored('cookieConsent')
  return stored === 'accepted' || stored === 'declined' ? stored : null
}

let initialised: DataLayerEntry[] | null = null

/**
 * The data layer, created on first use with consent denied by default (and the stored choice right
 * after), so a tag manager reading the queue meets the consent state before any event.
 */
function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? []
  if (initialised !== window.dataLayer) {
    initialised = window.dataLayer
    gtag('consent', 'default', consentState(false))
    const choice = storedConsent()
    if (choice) gtag('consent', 'update', consentState(choice === 'accepted'))
  }
  return window.dataLayer
}

// gtag.js's own shape: the call's Arguments object goes in as it is.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- tag managers ignore consent commands pushed as arrays
  dataLayer().push(arguments as unknown as DataLayerEntry)
}

const consentListeners = new Set<() => void>()

/** For useSyncExternalStore: told when the choice changes here or in another tab. */
export function subscribeConsent(listener: () => void): () => void {
  consentListeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    consentListeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The cookie banner's answer: stored, then pushed as a Consent Mode update for all four types. */
export function setConsent(choice: ConsentChoice): void {
  dataLayer() // the default goes first, before the choice is stored and would be replayed
  writeStored('cookieConsent', choice)
  gtag('consent', 'update', consentState(choice === 'accepted'))
  consentListeners.forEach((listener) => listener())
}

const EMAIL_LIKE = /[^\s/?&=]+@[^\s/?&=]+/g

/**
 * No personal data in events: an address never goes out, and until analytics is accepted a page is
 * reported by its path alone (query strings can carry ids and addresses).
 */
function scrub(payload: AnalyticsPayload): AnalyticsPayload {
  const consented = storedConsent() === 'accepted'
  const clean: AnalyticsPayload = { ...payload }
  if (clean.page_path !== undefined && !consented) clean.page_path = clean.page_path.replace(/[?#].*$/, '')
  for (const key of Object.keys(clean) as (keyof AnalyticsPayload)[]) {
    const value = clean[key]
    if (typeof value === 'string') (clean as Record<string, unknown>)[key] = value.replace(EMAIL_LIKE, '[email]')
  }
  return clean
}

/** Pushes one event to the tag-manager data layer; the tag manager (if any) forwards it. */
export function track(event: AnalyticsEvent, payload: AnalyticsPayload = {}): void {
  dataLayer().push({ event, ...scrub(payload) })
}

export function trackPageView(path: string, title: string): void {
  track('page_view', { page_path: path, page_title: title })
}
