import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PRICE_USD } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { usePremium, usePurchase } from '@/lib/queries/premium'
import { RefundSection } from '@/features/profile/components/refund-section'

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** The Premium Status card's body: the plan, the upgrade, and the purchase's refund state. */
export function PremiumStatus() {
  const { isPremium, loading } = usePremium()
  const purchase = usePurchase()
  const { openUpgrade } = useDialogs()
  if (loading) return <Spinner label="Loading your plan" />

  if (isPremium) {
    return (
      <div>
        <p className="font-semibold text-ember-300">★ Premium Member</p>
        <RefundSection purchase={purchase.data ?? null} />
      </div>
    )
  }
  const refundedAt = purchase.data?.refundedAt
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-200">Free Account</p>
        <Button size="sm" onClick={() => openUpgrade()}>
          Upgrade
        </Button>
      </div>
      {refundedAt ? (
        <p className="mt-3 text-sm text-slate-400">
          Your ${PRICE_USD} purchase was refunded on {longDate(refundedAt)}. Your history keeps every run.
        </p>
      ) : null}
    </div>
  )
}
