import { useEffect } from 'react'
import { Modal } from '@/components/ui/modal'
import { useDialogs } from '@/lib/dialogs'
import { usePremium } from '@/lib/queries/premium'
import { DISCOUNT_PERCENT, LIST_PRICE_USD, PRICE_USD, REFUND_DAYS } from '@/lib/constants'
import { CheckoutForm } from '@/features/billing/components/checkout-form'

/** Names hidden from the caller's view; with none known, say what the unlock gives rather than invent a count. */
const lead = (lockedCount: number) =>
  lockedCount > 0
    ? `${lockedCount} ${lockedCount === 1 ? 'name is' : 'names are'} waiting behind the veil.`
    : `What one payment of $${PRICE_USD} gives you:`

/** The upgrade (paywall) dialog; mounted once by the layout and opened through useDialogs(). */
export function UpgradeDialog() {
  const { upgrade: lockedCount, closeUpgrade } = useDialogs()
  const { isPremium } = usePremium()
  // A member following an old '?upgrade=1' link (or another tab's purchase landing) has nothing to buy.
  useEffect(() => {
    if (isPremium && lockedCount !== null) closeUpgrade()
  }, [isPremium, lockedCount, closeUpgrade])
  return (
    <Modal
      open={lockedCount !== null && !isPremium}
      onOpenChange={(open) => (open ? undefined : closeUpgrade())}
      title={`Unlock everything for $${PRICE_USD}`}
      description={lead(lockedCount ?? 0)}
    >
      <ul className="space-y-2 text-slate-200">
        <li>Unlimited generations</li>
        <li>Every name of every run revealed, earlier runs included</li>
        <li>Lifetime access, one payment</li>
      </ul>
      <p className="mt-4 text-sm text-slate-400">
        Limited time {DISCOUNT_PERCENT}% off: ${PRICE_USD} instead of ${LIST_PRICE_USD}. Paid securely through Stripe.{' '}
        {REFUND_DAYS}-day money-back guarantee: refund yourself from your Profile, no questions asked.
      </p>
      <CheckoutForm onDone={closeUpgrade} />
    </Modal>
  )
}
