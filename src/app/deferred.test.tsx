import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Deferred } from '@/app/deferred'

const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>
const loadHello = () => Promise.resolve(Hello)
// A chunk that cannot be fetched, as after a deploy removed the old files.
const loadMissing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'))

describe('Deferred', () => {
  it('shows the fallback, then the loaded part with its props', async () => {
    render(<Deferred load={loadHello} fallback={<p>Loading</p>} props={{ who: 'Ada' }} />)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  })

  it('says so and offers a reload when a part cannot be loaded, instead of waiting forever', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<Deferred load={loadMissing} fallback={<p>Loading</p>} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Part of this page did not load.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
