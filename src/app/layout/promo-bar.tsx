import { Link } from 'react-router-dom'
import { useKnownPremium } from '@/app/layout/premium-flag'
import { track } from '@/lib/analytics'

/**
 * The launch deal, for everyone who has not bought it. It is in the prerendered HTML and stays while
 * premium is being checked, so it never pushes the page down after the first paint; a member's
 * browser hides it by CSS from the start (see premium-flag.ts) and it goes once the server agrees.
 */
export function PromoBar() {
  if (useKnownPremium()) return null
  return (
    <Link
      to="/generate?upgrade=1"
      onClick={() => track('promo_bar_click', { location: 'promo_bar' })}
      className="block bg-gradient-to-r from-aura-600 via-aura-500 to-ember-500 px-4 py-2 text-center text-sm font-semibold text-white [html[data-premium]_&]:hidden"
    >
      Launch deal, 60% off, lifetime access for $4
    </Link>
  )
}
