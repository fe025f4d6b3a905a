import { useMutation } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/api-error'

export type CreatePaymentInput = { email?: string; source: string; returnPath: string }

/** create-payment: a Stripe Checkout Session for the $4 unlock; resolves its hosted checkout URL (or none). */
export async function createPayment(input: CreatePaymentInput): Promise<string | null> {
  const body = await invokeFunction<{ url?: unknown }>('create-payment', input)
  return typeof body?.url === 'string' && body.url ? body.url : null
}

export const useCreatePayment = () => useMutation({ mutationFn: createPayment })
