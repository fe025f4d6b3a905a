import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { domainResult } from '../../../../tests/msw/handlers'
import { NameCard } from '@/features/generator/components/name-card'
import { MORE_DOMAINS_TLDS } from '@/features/generator/domains/tlds'
import { revealed } from '@/features/generator/testing/fixtures'
import { answerWith, registry, renderCards } from '@/features/generator/testing/render-cards'

const brewvana = revealed[0]
const toggle = () => screen.getByRole('button', { name: 'More domains for Brewvana' })
const row = (domain: string) => screen.getByText(domain, { selector: 'span' }).closest('li') as HTMLElement
const now = () => new Date().toISOString()

/** The registry's word on every domain but the last two extensions, which it leaves out. */
const mostlyAnswered = (domains: string[]) =>
  answerWith(
    domains.slice(0, -2).map((domain) => domainResult(domain, domain.endsWith('.io') || domain.endsWith('.com') ? 'taken' : 'available', { checkedAt: now() })),
  )

describe('More domains', () => {
  it('checks nothing until the first expand, then every extension in one call, once', async () => {
    const user = userEvent.setup()
    const calls = registry(async (domains) => {
      await delay(30)
      return mostlyAnswered(domains)
    })
    renderCards(<NameCard result={brewvana} />)
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual([])

    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(`Checking ${MORE_DOMAINS_TLDS.length} domains`)).toBeInTheDocument()
    expect(await screen.findByText('brewvana.io', { selector: 'span' })).toBeInTheDocument()
    expect(calls).toEqual([MORE_DOMAINS_TLDS.map((tld) => `brewvana.${tld}`)])
    expect(calls[0]).toHaveLength(55)

    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!
    expect(panel).toHaveClass('max-h-[200px]', 'overflow-y-auto')
    expect(within(panel).getAllByRole('listitem')).toHaveLength(55)
    expect(within(row('brewvana.io')).getByRole('button', { name: 'Taken' })).toBeInTheDocument()
    expect(within(row('brewvana.ai')).getByRole('button', { name: 'Available' })).toBeInTheDocument()
    // Left out of the answer: an error, never a guess.
    for (const domain of ['brewvana.in', 'brewvana.gg']) {
      expect(within(row(domain)).getByRole('button', { name: 'Error' })).toBeInTheDocument()
    }

    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    await user.click(toggle())
    expect(within(panel).getAllByRole('listitem')).toHaveLength(55)
    expect(calls).toHaveLength(1)
  })

  it("shares answers with the card: the panel's newer word on the .com changes the card's badge", async () => {
    const user = userEvent.setup()
    registry(mostlyAnswered)
    renderCards(<NameCard result={brewvana} />)
    const card = screen.getByRole('heading', { name: 'Brewvana' }).closest('li') as HTMLElement
    expect(within(card).getAllByRole('button', { name: 'Available' })).toHaveLength(1)
    await user.click(toggle())
    await screen.findByText('brewvana.io', { selector: 'span' })
    // The card's own line and the panel's .com row now both say taken.
    expect(within(card).getAllByText('brewvana.com', { selector: 'span' })).toHaveLength(2)
    expect(within(card).getAllByRole('button', { name: 'Taken' }).length).toBeGreaterThanOrEqual(2)
    expect(within(card).queryByRole('link', { name: 'Buy brewvana.com' })).not.toBeInTheDocument()
  })

  it('shows the error message and can try again', async () => {
    const user = userEvent.setup()
    let fail = true
    const calls = registry((domains) =>
      fail ? HttpResponse.json({ error: 'Too many domain checks. Please wait a moment and try again.' }, { status: 429 }) : mostlyAnswered(domains),
    )
    renderCards(<NameCard result={brewvana} />)
    await user.click(toggle())
    expect(await screen.findByText('Could not check more domains: Too many domain checks. Please wait a moment and try again.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('brewvana.io', { selector: 'span' })).toBeInTheDocument()
    expect(calls).toHaveLength(2)
  })

  it('asks again only for the extensions the registries did not answer in time', async () => {
    const user = userEvent.setup()
    const calls = registry((domains) =>
      domains.length > 2 ? mostlyAnswered(domains) : answerWith(domains.map((domain) => domainResult(domain, 'available', { checkedAt: now() }))),
    )
    renderCards(<NameCard result={brewvana} />)
    await user.click(toggle())
    await user.click(await screen.findByRole('button', { name: 'Check the 2 unanswered again' }))
    for (const domain of ['brewvana.in', 'brewvana.gg']) {
      expect(await within(row(domain)).findByRole('button', { name: 'Available' })).toBeInTheDocument()
    }
    expect(calls).toHaveLength(2)
    expect(calls[1]).toEqual(['brewvana.in', 'brewvana.gg'])
    expect(screen.queryByRole('button', { name: /unanswered again/ })).not.toBeInTheDocument()
  })

  it("says 'No results' when the answer holds none", async () => {
    const user = userEvent.setup()
    registry(() => answerWith([]))
    renderCards(<NameCard result={brewvana} />)
    await user.click(toggle())
    expect(await screen.findByText('No results')).toBeInTheDocument()
  })

  it('re-checks before Buy from a panel row too', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const calls = registry((domains) =>
      domains.length > 1 ? mostlyAnswered(domains) : answerWith([domainResult(domains[0], 'taken', { checkedAt: now() })]),
    )
    renderCards(<NameCard result={brewvana} />)
    await user.click(toggle())
    await user.click(await screen.findByRole('link', { name: 'Buy brewvana.ai' }))
    expect(await within(row('brewvana.ai')).findByRole('button', { name: 'Taken' })).toBeInTheDocument()
    expect(calls.at(-1)).toEqual(['brewvana.ai'])
    expect(open).not.toHaveBeenCalled()
  })
})
