import { Modal } from '@/components/ui/modal'
import { useDialogs } from '@/lib/dialogs'
import { DISCOUNT_PERCENT, LIST_PRICE_USD, PRICE_USD } from '@/lib/constants'

/** The upgrade (paywall) dialog; mounted once by the layout and opened through useDialogs(). */
export function UpgradeDialog() {
  const { upgrade: lockedCount, closeUpgrade } = useDialogs()
  return (
    <Modal
      open={lockedCount !== null}
      onOpenChange={(open) => (open ? undefined : closeUpgrade())}
      title={`Unlock everything for $${PRICE_USD}`}
      description={`${lockedCount ?? 0} names are waiting behind the veil.`}
    >
      <ul className="space-y-2 text-slate-200">
        <li>Unlimited generations</li>
        <li>Real-time .com checks</li>
        <li>Lifetime access, one payment</li>
      </ul>
      <p className="mt-4 text-sm text-slate-400">
        Limited time {DISCOUNT_PERCENT}% off: ${PRICE_USD} instead of ${LIST_PRICE_USD}. Checkout opens here once
        payments are live.
      </p>
    </Modal>
  )
}
