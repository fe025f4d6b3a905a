import { assertEquals } from '../_shared/testing/assert.ts'
import { createEmailToken } from '../_shared/email.ts'
import { createNewsletterConfirmHandler } from './newsletter-confirm.ts'

const appUrl = 'https://app.example'

function setup(confirmedHashes: string[]) {
  const asked: string[] = []
  const handler = createNewsletterConfirmHandler({
    appUrl,
    confirm: (tokenHash) => {
      asked.push(tokenHash)
      return Promise.resolve(confirmedHashes.includes(tokenHash))
    },
  })
  return { handler, asked }
}

const open = (handler: (r: Request) => Promise<Response>, query: string, method = 'GET') =>
  handler(new Request(`http://functions.local/newsletter-confirm${query}`, { method }))

Deno.test('a valid link confirms by the token hash and sends the browser back to the app', async () => {
  const { token, hash } = await createEmailToken()
  const { handler, asked } = setup([hash])
  const response = await open(handler, `?token=${token}`)
  assertEquals([response.status, response.headers.get('Location')], [303, `${appUrl}/?newsletter=confirmed`])
  assertEquals(asked, [hash])
})

Deno.test('an unknown or expired token goes to the invalid notice', async () => {
  const { token } = await createEmailToken()
  const { handler } = setup([])
  const response = await open(handler, `?token=${token}`)
  assertEquals([response.status, response.headers.get('Location')], [303, `${appUrl}/?newsletter=invalid`])
})

Deno.test('a malformed or missing token is invalid without asking the database', async () => {
  const { handler, asked } = setup([])
  for (const query of ['', '?token=', '?token=short', `?token=${'a'.repeat(44)}`, `?token=${'*'.repeat(43)}`]) {
    const response = await open(handler, query)
    assertEquals([response.status, response.headers.get('Location')], [303, `${appUrl}/?newsletter=invalid`], query)
  }
  assertEquals(asked, [])
})

Deno.test('only GET (and the CORS preflight) is served', async () => {
  const { handler } = setup([])
  const response = await open(handler, '', 'POST')
  assertEquals(response.status, 405)
  assertEquals(typeof (await response.json()).error, 'string')
})
