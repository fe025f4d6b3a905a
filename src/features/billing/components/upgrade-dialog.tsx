import { Modal } from '@/components/ui/modal'
import { useDialogs } from '@/lib/dialogs'
import { DISCOUNT_PERCENT, LIST_PRICE_USD, PRICE_USD } from '@/lib/constants'

/** Names hidden from the caller's view; with none known, say what the unlock gives rather than invent a count. */
const lead = (lockedCount: number) =>
  lockedCount > 0
    ? `${lockedCount} ${lockedCount === 1 ? 'name is' : 'names are'} waiting behind the veil.`
    : `What one payment of $${PRICE_USD} gives you:`

/** The upgrade (paywall) dialog; mounted once by the layout and opened through useDialogs(). */
export function UpgradeDialog() {
  const { upgrade: lockedCount, closeUpgrade } = useDialogs()
  return (
    <Modal
      open={lockedCount !== null}
      onOpenChange={(open) => (open ? undefined : closeUpgrade())}
      title={`Unlock everything for $${PRICE_USD}`}
      description={lead(lockedCount ?? 0)}
    >
      <ul className="space-y-2 text-slate-200">
        <li>Unlimited generations</li>
        <li>Every name of every run revealed</li>
        <li>Lifetime access, one payment</li>
      </ul>
      {/* No checkout button until payments exist: a button that cannot take money would mislead. */}
      <p className="mt-4 text-sm text-slate-400">
        Limited time {DISCOUNT_PERCENT}% off: ${PRICE_USD} instead of ${LIST_PRICE_USD}. Payments are not live yet, so
        nothing can be bought here today.
      </p>
    </Modal>
  )
}
