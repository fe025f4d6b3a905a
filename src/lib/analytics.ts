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

type DataLayerEntry = AnalyticsPayload & { event: AnalyticsEvent }

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** Pushes one event to the tag-manager data layer; the tag manager (if any) forwards it. */
export function track(event: AnalyticsEvent, payload: AnalyticsPayload = {}): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event, ...payload })
}

export function trackPageView(path: string, title: string): void {
  track('page_view', { page_path: path, page_title: title })
}
