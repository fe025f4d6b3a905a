import Stripe from 'stripe'
import { z } from 'zod'
import { parseEnv } from '../env.ts'

const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, { error: 'must be a Stripe secret or restricted key' }),
  // Production leaves it unset; the local stack points it at its Stripe fake.
  STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
})

const webhookEnvSchema = z.object({
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, { error: 'must be a webhook signing secret (whsec_…)' }),
})

/**
 * The official SDK over fetch, aimed at STRIPE_API_BASE_URL. A missing or malformed key fails the
 * function's boot with the list of problems.
 */
export function createStripe(read: (name: string) => string | undefined): Stripe {
  const env = parseEnv(stripeEnvSchema, read)
  const base = new URL(env.STRIPE_API_BASE_URL)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
  })
}

export function webhookSecret(read: (name: string) => string | undefined): string {
  return parseEnv(webhookEnvSchema, read).STRIPE_WEBHOOK_SECRET
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider()

/** Stripe's "No such …" for an id that does not exist (or belongs to another account). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404)
}

export type { Stripe }
