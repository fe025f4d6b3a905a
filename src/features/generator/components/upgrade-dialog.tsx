import { Modal } from '@/components/ui/modal'
import { DISCOUNT_PERCENT, LIST_PRICE_USD, PRICE_USD } from '@/lib/constants'

type UpgradeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; lockedCount: number }

export function UpgradeDialog({ open, onOpenChange, lockedCount }: UpgradeDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Unlock everything for $${PRICE_USD}`}
      description={`${lockedCount} names are waiting behind the veil.`}
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
