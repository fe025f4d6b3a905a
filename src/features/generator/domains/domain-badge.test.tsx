import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { domainResult } from '../../../../tests/msw/handlers'
import { LockedCard, NameCard } from '@/features/generator/components/name-card'
import { revealed } from '@/features/generator/testing/fixtures'
import { answerWith, registry, renderCards } from '@/features/generator/testing/render-cards'

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement
const [brewvana, coldcraft, nitrova, steepwell] = revealed

describe('the badge on a revealed card', () => {
  it('shows the state generate-names sent, in words, without a second call', async () => {
    const calls = registry(() => answerWith([]))
    renderCards(revealed.map((result) => <NameCard key={result.name} result={result} />))

    expect(within(card('Brewvana')).getByRole('button', { name: 'Available' })).toBeInTheDocument()
    expect(within(card('Brewvana')).getByRole('link', { name: 'Buy brewvana.com' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(card('Coldcraft')).getByText('getcoldcraft.com')).toBeInTheDocument()
    expect(within(card('Coldcraft')).getByRole('button', { name: 'Taken · expiring' })).toBeInTheDocument()
    expect(within(card('Coldcraft')).queryByRole('link', { name: /buy/i })).not.toBeInTheDocument()
    expect(within(card('Nitrova')).getByRole('button', { name: 'Premium · $2,400' })).toBeInTheDocument()
    // A timeout is an error with the registrar's search as the way forward, never 'Available'.
    const error = card('Steepwell')
    expect(within(error).getByRole('button', { name: 'Error' })).toBeInTheDocument()
    expect(within(error).queryByText(/available/i)).not.toBeInTheDocument()
    expect(within(error).getByRole('link', { name: 'Search registrar for steepwell.com' })).toHaveAttribute(
      'href',
      steepwell.domainStatus.affiliateUrl,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual([])
  })

  it('says where and when on hover and on focus', async () => {
    const user = userEvent.setup()
    renderCards(<NameCard result={brewvana} />)
    const badge = screen.getByRole('button', { name: 'Available' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    await user.hover(badge)
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^checked 4\d s ago with the \.com registry \(RDAP\)$/)
    expect(badge).toHaveAccessibleDescription(/^checked 4\d s ago with the \.com registry \(RDAP\)$/)
    await user.unhover(badge)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    await user.tab() // the copy button
    await user.tab()
    expect(badge).toHaveFocus()
    expect(screen.getByRole('tooltip')).toHaveTextContent(/checked 4\d s ago/)
  })

  it('explains an error instead of a time', async () => {
    const user = userEvent.setup()
    renderCards(<NameCard result={steepwell} />)
    await user.hover(screen.getByRole('button', { name: 'Error' }))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not checked: timeout.')
  })

  it('checks a domain that came without a state, and shows a failed check as an error', async () => {
    const calls = registry(async () => {
      await delay(30)
      return HttpResponse.json({ error: 'Upstream trouble' }, { status: 503 })
    })
    const { domainStatus: _, ...bare } = coldcraft
    renderCards(<NameCard result={bare} />)
    expect(screen.getByText('Checking…')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Error' })).toBeInTheDocument()
    expect(screen.queryByText(/available/i)).not.toBeInTheDocument()
    expect(calls).toEqual([['getcoldcraft.com']])
  })
})

describe('a locked card', () => {
  it("shows 'Premium Feature', makes no call, and its More domains leads to the unlock", async () => {
    const user = userEvent.setup()
    const calls = registry(() => answerWith([]))
    const onUnlock = vi.fn()
    renderCards(<LockedCard index={5} onUnlock={onUnlock} />)
    const locked = screen.getByRole('listitem', { name: 'Locked name 5' })
    expect(within(locked).getByText('Premium Feature')).toBeInTheDocument()
    await user.click(within(locked).getByRole('button', { name: /more domains/i }))
    expect(onUnlock).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual([])
  })
})

describe('Buy', () => {
  let open: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockReturnValue(null)
  })

  it('asks the registry again, however fresh the state, then opens the registrar in a new tab', async () => {
    const user = userEvent.setup()
    const calls = registry(async (domains) => {
      await delay(30)
      return answerWith([domainResult(domains[0], 'available', { checkedAt: new Date().toISOString(), affiliateUrl: 'https://registrar.test/fresh' })])
    })
    renderCards(<NameCard result={brewvana} />)
    await user.dblClick(screen.getByRole('link', { name: 'Buy brewvana.com' }))
    expect(await screen.findByText('Checking…')).toBeInTheDocument()
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open).toHaveBeenCalledWith('https://registrar.test/fresh', '_blank', 'noopener,noreferrer')
    expect(calls).toEqual([['brewvana.com']])
    expect(screen.getByRole('button', { name: 'Available' })).toBeInTheDocument()
  })

  it('stays on the page and says so when the domain was taken in the meantime', async () => {
    const user = userEvent.setup()
    registry((domains) => answerWith([domainResult(domains[0], 'taken', { checkedAt: new Date().toISOString() })]))
    renderCards(<NameCard result={brewvana} />)
    await user.click(screen.getByRole('link', { name: 'Buy brewvana.com' }))
    expect(await screen.findByRole('button', { name: 'Taken' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('brewvana.com was registered since it was checked: it is no longer available.')
    expect(screen.queryByRole('link', { name: 'Buy brewvana.com' })).not.toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })

  it('does not send anyone to buy on a failed re-check', async () => {
    const user = userEvent.setup()
    registry(() => HttpResponse.json({ error: 'Too many domain checks. Please wait a moment and try again.' }, { status: 429 }))
    renderCards(<NameCard result={nitrova} />)
    await user.click(screen.getByRole('link', { name: 'Buy nitrova.com' }))
    expect(await screen.findByRole('button', { name: 'Error' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/Could not confirm that nitrova\.com is still free \(Too many domain checks/)
    expect(screen.getByRole('link', { name: 'Search registrar for nitrova.com' })).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })
})
