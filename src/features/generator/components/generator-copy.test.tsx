import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '../../../../tests/msw/server'
import { seedSession } from '../../../../tests/utils/session'
import { checkDomainUrl, describeIdea, freeRun, generateUrl, revealed, signedInAs } from '@/features/generator/testing/fixtures'

// The page promises 'Available domains' because every revealed name arrives with its registry state:
// hold it to that. A card may say "available" only where the server said so, and every card says something.
it("the headline's 'Available domains' is backed by a real state on every revealed card", async () => {
  seedSession()
  signedInAs(false)
  let domainCalls = 0
  server.use(
    http.post(generateUrl, () => HttpResponse.json(freeRun)),
    http.post(checkDomainUrl, () => {
      domainCalls++
      return HttpResponse.json({ results: [] })
    }),
  )
  const user = await describeIdea()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Great names | Available domains | In seconds.')
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  const results = await screen.findByRole('region', { name: 'Names from the depths' })

  const expected: Record<string, RegExp> = {
    available: /^Available$/,
    taken: /^Taken( · expiring)?$/,
    premium: /^Premium( · \$[\d,]+)?$/,
    error: /^Error$/,
  }
  for (const name of revealed) {
    const card = within(results).getByRole('heading', { name: name.name }).closest('li') as HTMLElement
    expect(within(card).getByText(name.domain, { selector: 'span' })).toBeInTheDocument()
    const badge = within(card).getByRole('button', { name: expected[name.domainStatus.status] })
    expect(badge).toHaveAccessibleDescription(/checked \d+ s ago with the \.com registry|Not checked/)
    if (name.domainStatus.status !== 'available') expect(card).not.toHaveTextContent(/\bavailable\b/i)
  }
  // Locked cards: no name, so no domain claim and no check.
  expect(within(results).getAllByText('Premium Feature')).toHaveLength(4)
  expect(domainCalls).toBe(0)

  // How the checks are made, said next to them.
  expect(results).toHaveTextContent(/checked with its registry directly \(RDAP\), never through a registrar.s search/)
  expect(results).toHaveTextContent(/names you check are not logged/)
})
