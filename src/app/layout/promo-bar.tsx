import { Link } from 'react-router-dom'
import { track } from '@/lib/analytics'
import { usePremium } from '@/lib/queries/premium'

/** The launch deal, for everyone who has not bought it; hidden until a member's premium status is known. */
export function PromoBar() {
  const { isPremium, loading } = usePremium()
  if (loading || isPremium) return null
  return (
    <Link
      to="/generate?upgrade=1"
      onClick={() => track('promo_bar_click', { location: 'promo_bar' })}
      className="block bg-gradient-to-r from-aura-600 via-aura-500 to-ember-500 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      Launch deal, 60% off, lifetime access for $4
    </Link>
  )
}
