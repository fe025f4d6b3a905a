import { useSyncExternalStore } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { setConsent, storedConsent, subscribeConsent, type ConsentChoice } from '@/lib/analytics'

/** Set on <html> before the first paint by the prerender's guard script when a choice is stored. */
export const CONSENT_ANSWERED_ATTRIBUTE = 'data-consent-answered'

/**
 * Spec §4: asks until a choice is stored in `cookie-consent`, then pushes it as a Consent Mode
 * update. On phones it sits above the menu bar rather than over it.
 */
export function CookieBanner() {
  // The server snapshot says "not answered": the banner is in the prerendered HTML, so a first
  // visitor sees it with the page's first paint instead of it arriving late (and becoming the
  // largest paint) after hydration. Visitors who chose never see it: CSS hides it from the first
  // paint (the guard script marks <html>) and hydration removes it.
  const choice = useSyncExternalStore(subscribeConsent, storedConsent, () => null)
  if (choice !== null) return null

  const choose = (answer: ConsentChoice) => setConsent(answer)
  return (
    <section
      aria-label="Cookie choice"
      className="fixed inset-x-2 bottom-[4.5rem] z-40 [html[data-consent-answered]_&]:hidden mx-auto max-w-2xl rounded-2xl border border-night-600 bg-night-900 p-4 shadow-2xl md:bottom-4"
    >
      <p className="text-sm text-slate-300">
        May we use analytics and advertising cookies to learn which pages and ads bring people here? Nothing like that
        runs until you accept, and declining changes nothing you can use. Details in our{' '}
        <Link to="/privacy" className="text-aura-300 underline hover:text-aura-200">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => choose('declined')}>
          Decline
        </Button>
        <Button size="sm" onClick={() => choose('accepted')}>
          Accept
        </Button>
      </div>
    </section>
  )
}
