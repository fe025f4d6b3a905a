import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { domainResult } from '../../../../tests/msw/handlers'
import { NameCard } from '@/features/generator/components/name-card'
import { answerWith, registry, renderCards } from '@/features/generator/testing/render-cards'

// Phrase names ("Pipe & Pasture") carry a space and "&"; their domains spell "&" as "and".
const phrase = {
  name: 'Pipe & Pasture',
  domain: 'pipeandpasture.com',
  slogan: 'Water where the herd is',
  rationale: 'pipe + pasture',
  domainStatus: domainResult('pipeandpasture.com', 'available'),
}

describe('a card for a phrase name', () => {
  it('shows the phrase and its domain, copies it whole, and checks more domains by its compact form', async () => {
    const user = userEvent.setup()
    const calls = registry((domains) => answerWith(domains.map((domain) => domainResult(domain, 'available'))))
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderCards(<NameCard result={phrase} />)

    const card = screen.getByRole('heading', { name: 'Pipe & Pasture' }).closest('li') as HTMLElement
    expect(within(card).getByText('pipeandpasture.com', { selector: 'span' })).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Copy Pipe & Pasture' }))
    expect(writeText).toHaveBeenCalledWith('Pipe & Pasture')

    await user.click(within(card).getByRole('button', { name: 'More domains for Pipe & Pasture' }))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toContain('pipeandpasture.co.uk')
    expect(await screen.findByText('pipeandpasture.io', { selector: 'span' })).toBeInTheDocument()
    expect(calls[0].every((domain) => /^pipeandpasture\.[a-z.]+$/.test(domain))).toBe(true)
  })
})
