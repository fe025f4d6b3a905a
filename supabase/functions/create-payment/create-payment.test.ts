import { assertEquals } from '../_shared/testing/assert.ts'
import type { Caller } from '../_shared/caller.ts'
import { HttpError } from '../_shared/http.ts'
import { createCreatePaymentHandler, returnUrl, type CheckoutRequest } from './create-payment.ts'

const APP = 'https://brandquest.app'
const ada: Caller = { id: '6f1c7a52-0000-4000-8000-000000000001', email: 'ada@example.com', emailConfirmed: true }

function setup(premium = false) {
  const created: CheckoutRequest[] = []
  const handler = createCreatePaymentHandler({
    appUrl: APP,
    getCaller: (token) => Promise.resolve(token === 'ada-token' ? ada : null),
    isPremium: () => Promise.resolve(premium),
    createCheckout: (request) => {
      created.push(request)
      return Promise.resolve('https://checkout.stripe.com/c/pay/cs_test_1')
    },
  })
  const post = (body: unknown, token?: string) =>
    handler(
      new Request('http://functions.local/create-payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    )
  return { post, created }
}

Deno.test('returnUrl keeps same-site paths and refuses everything else', () => {
  assertEquals(returnUrl(APP, '/generate?x=1#top'), 'https://brandquest.app/generate?x=1#top')
  for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'x', '/a b', '/\t/evil']) {
    let status = 0
    try {
      returnUrl(APP, path)
    } catch (error) {
      status = error instanceof HttpError ? error.status : -1
    }
    assertEquals(status, 400, path)
  }
})

Deno.test('a guest checkout prefills the email and carries it to /success', async () => {
  const { post, created } = setup()
  const response = await post({ source: 'paywall_modal', email: ' Grace@Example.com ', returnPath: '/pricing' })
  assertEquals(response.status, 200)
  assertEquals(await response.json(), { url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
  assertEquals(created, [
    {
      email: 'grace@example.com',
      userId: undefined,
      source: 'paywall_modal',
      successUrl: 'https://brandquest.app/success?session_id={CHECKOUT_SESSION_ID}&email=grace%40example.com',
      cancelUrl: 'https://brandquest.app/pricing',
    },
  ])
})

Deno.test('a signed-in checkout is tied to the account and its own email', async () => {
  const { post, created } = setup()
  const response = await post({ source: 'profile', email: 'someone-else@example.com' }, 'ada-token')
  assertEquals(response.status, 200)
  await response.body?.cancel()
  assertEquals(created[0].userId, ada.id)
  assertEquals(created[0].email, 'ada@example.com')
  assertEquals(created[0].cancelUrl, 'https://brandquest.app/')
})

Deno.test('an account that is already premium gets 409 and no checkout', async () => {
  const { post, created } = setup(true)
  const response = await post({ source: 'paywall_modal' }, 'ada-token')
  assertEquals(response.status, 409)
  assertEquals(await response.json(), { error: 'You already have lifetime access' })
  assertEquals(created.length, 0)
})
