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
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
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

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>
const SESSION_UTM = 'bq_utm'
const SESSION_ONBOARDING = 'bq_onboarding_arrival'
const SESSION_IDEA = 'bq_idea_slug'
/** The events a campaign is credited with. */
const ATTRIBUTED: readonly AnalyticsEvent[] = ['generate_lead', 'purchase']

// sessionStorage can throw like localStorage (see lib/storage); analytics then simply has no memory.
function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // ignored: see readSession
  }
}

function sessionUtm(): Utm {
  try {
    const parsed: unknown = JSON.parse(readSession(SESSION_UTM) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    const stored = parsed as Record<string, unknown>
    return Object.fromEntries(UTM_KEYS.flatMap((key) => (typeof stored[key] === 'string' ? [[key, stored[key]]] : []))) as Utm
  } catch {
    return {}
  }
}

/** The idea page (/names/{slug}) this session saw last, for the industry of a later lead. */
export const sessionIdeaSlug = (): string | null => readSession(SESSION_IDEA)

/**
 * A landing with utm parameters replaces the session's campaign (a later page without them keeps it);
 * the onboarding email's arrival is reported once per session, however often the link is reloaded.
 */
function rememberLanding(path: string): void {
  const url = new URL(path, 'http://page.invalid')
  const idea = /^\/names\/([a-z0-9-]+)\/?$/.exec(url.pathname)
  if (idea) writeSession(SESSION_IDEA, idea[1])
  const utm: Utm = {}
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key)?.trim().slice(0, 100)
    if (value) utm[key] = value
  }
  if (!Object.keys(utm).length) return
  writeSession(SESSION_UTM, JSON.stringify(utm))
  if (utm.utm_medium === 'email' && utm.utm_source === 'onboarding' && !readSession(SESSION_ONBOARDING)) {
    writeSession(SESSION_ONBOARDING, 'true')
    track('email_onboarding_arrival', { source: utm.utm_source, label: utm.utm_campaign })
  }
}

/** Pushes one event to the tag-manager data layer; the tag manager (if any) forwards it. */
export function track(event: AnalyticsEvent, payload: AnalyticsPayload = {}): void {
  const campaign = ATTRIBUTED.includes(event) ? sessionUtm() : {}
  dataLayer().push({ event, ...scrub({ ...payload, ...campaign }) })
}

export function trackPageView(path: string, title: string): void {
  track('page_view', { page_path: path, page_title: title })
  rememberLanding(path)
}
