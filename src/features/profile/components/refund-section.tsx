import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { PRICE_USD, REFUND_DAYS } from '@/lib/constants'
import type { Purchase } from '@/lib/queries/premium'
import { useRequestRefund } from '@/features/profile/api/request-refund'

const SUPPORT_EMAIL = 'hello@brandquest.app'
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** The self-serve refund of a premium purchase: a button within 30 days, how to reach support after. */
export function RefundSection({ purchase }: { purchase: Purchase | null }) {
  const [confirming, setConfirming] = useState(false)
  const refund = useRequestRefund()
  if (!purchase) return null

  if (!purchase.refundable || !purchase.refundableUntil) {
    return (
      <p className="mt-3 text-sm text-slate-400">
        Refunds from the app are available for {REFUND_DAYS} days after purchase. For anything about your payment,
        write to <a href={`mailto:${SUPPORT_EMAIL}`} className="text-aura-300 underline">{SUPPORT_EMAIL}</a>.
      </p>
    )
  }

  async function confirm() {
    try {
      await refund.mutateAsync()
      toast.success('Refund on its way', { description: `Stripe returns your $${PRICE_USD} to the card you paid with.` })
      setConfirming(false)
    } catch (caught) {
      toast.error('Refund failed', {
        description: caught instanceof Error && caught.message ? caught.message : 'Something went wrong. Please try again.',
      })
      setConfirming(false)
    }
  }

  return (
    <div className="mt-3 text-sm text-slate-400">
      <p>
        Not what you hoped for? Refund yourself until {longDate(purchase.refundableUntil)}, no questions asked.
      </p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
        Request a refund
      </Button>
      <Modal
        open={confirming}
        onOpenChange={(open) => (refund.isPending ? undefined : setConfirming(open))}
        title={`Refund your $${PRICE_USD}?`}
        description="Stripe returns the full amount to your card. Premium ends right away; your history and its names stay."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={refund.isPending}>
            Keep lifetime access
          </Button>
          <Button onClick={() => void confirm()} disabled={refund.isPending} aria-busy={refund.isPending}>
            {refund.isPending ? 'Refunding...' : `Refund my $${PRICE_USD}`}
          </Button>
        </div>
      </Modal>
    </div>
  )
}
