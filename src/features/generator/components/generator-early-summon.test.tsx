import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { AuthProvider } from '@/lib/auth/auth-context'
import { DialogsProvider } from '@/lib/dialogs'
import type { GeneratorEngine } from '@/features/generator/engine'
import type { GeneratorLiveProps } from '@/features/generator/components/generator-live'
import { GeneratorPage } from '@/features/generator/components/generator-page'

// Stands in for the server half, which the route loads after the first paint: it reports in when told.
function slowServerHalf() {
  let report: GeneratorLiveProps['onEngine'] = () => {}
  const Live = ({ onEngine }: GeneratorLiveProps) => {
    report = onEngine
    return null
  }
  return { Live, arrive: (engine: GeneratorEngine) => act(() => report(engine)) }
}

function renderPage(Live: GeneratorPageLive) {
  render(
    <MemoryRouter initialEntries={['/generate']}>
      <AuthProvider>
        <DialogsProvider>
          <GeneratorPage Live={Live} />
        </DialogsProvider>
      </AuthProvider>
    </MemoryRouter>,
  )
}
type GeneratorPageLive = ReturnType<typeof slowServerHalf>['Live']

it('keeps a Summon pressed before the server half is in, and runs it once, when the session is known', async () => {
  const user = userEvent.setup()
  const server = slowServerHalf()
  const summon = vi.fn(() => Promise.resolve())
  renderPage(server.Live)
  await user.type(screen.getByLabelText('What vision are you birthing?'), 'a night bakery')
  await user.click(screen.getByRole('button', { name: 'Summon Names' }))
  expect(screen.getByRole('button', { name: 'Weaving names from the void...' })).toBeDisabled()

  server.arrive({ summon, pending: false, usage: undefined, ready: false })
  expect(summon).not.toHaveBeenCalled()
  server.arrive({ summon, pending: false, usage: undefined, ready: true })
  server.arrive({ summon, pending: true, usage: undefined, ready: true })
  expect(summon).toHaveBeenCalledTimes(1)
  expect(summon).toHaveBeenCalledWith('a night bakery')
})
