import { Link } from 'react-router-dom'
import { track } from '@/lib/analytics'

export function PromoBar() {
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
