import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderRoute } from '../../../../tests/utils/render-route'
import { server } from '../../../../tests/msw/server'
import { TEST_SUPABASE_URL, domainResult } from '../../../../tests/msw/handlers'

export const generateUrl = `${TEST_SUPABASE_URL}/functions/v1/generate-names`
export const checkDomainUrl = `${TEST_SUPABASE_URL}/functions/v1/check-domain`
export const usageUrl = `${TEST_SUPABASE_URL}/rest/v1/rpc/my_usage`
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Revealed names as generate-names sends them: each with its offered domain's state (one of each kind). */
export const revealed = [
  { name: 'Brewvana', domain: 'brewvana.com', slogan: 'Calm in every cup', rationale: 'brew + nirvana', domainStatus: domainResult('brewvana.com', 'available') },
  { name: 'Coldcraft', domain: 'getcoldcraft.com', rationale: 'cold + craft', domainStatus: domainResult('getcoldcraft.com', 'taken', { expiring: true }) },
  { name: 'Nitrova', domain: 'nitrova.com', slogan: 'New energy, slowly made', domainStatus: domainResult('nitrova.com', 'premium', { price: 2400 }) },
  { name: 'Steepwell', domain: 'steepwell.com', domainStatus: domainResult('steepwell.com', 'error', { reason: 'timeout' }) },
]
/** A free user's run as generate-names answers it: 4 names and 4 placeholders. */
export const freeRun = { id: 'gen-1', names: [...revealed, { locked: true }, { locked: true }, { locked: true }, { locked: true }] }
/** A premium user's run: all 8 revealed. */
export const premiumRun = {
  id: 'gen-2',
  names: [...revealed, ...['Driftbean', 'Nightroast', 'Slowpour', 'Cuppora'].map((name) => ({
      name,
      domain: `${name.toLowerCase()}.com`,
      domainStatus: domainResult(`${name.toLowerCase()}.com`, 'available'),
    })),
  ],
}

export const signedInAs = (premium: boolean) =>
  server.use(http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, () => HttpResponse.json({ hasPremium: premium })))

/** Opens /generate and types an idea; returns the user-event handle. */
export async function describeIdea(text = 'a cold-brew coffee shop') {
  const user = userEvent.setup()
  renderRoute('/generate')
  // The page is a lazy chunk: the first render in a file can take a while on a busy machine.
  await user.type(await screen.findByLabelText('What vision are you birthing?', {}, { timeout: 5000 }), text)
  return user
}
