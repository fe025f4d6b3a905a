import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPage } from '@/app/error-page'
import { renderRoute } from '../../tests/utils/render-route'

const pages: [path: string, heading: string | RegExp][] = [
  ['/', /.+/],
  ['/generate', /^Great names/],
  ['/generate?utm_source=x&utm_medium=cpc&utm_campaign=launch', /^Great names/],
  ['/success', 'Verification Error'],
  ['/success?session_id=cs_test_1', 'Verifying Payment...'],
  ['/about', 'About BrandQuest'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/naming-tips', 'Naming Tips'],
  ['/business-names', 'Business Name Ideas'],
  ['/startup-names', 'Startup Name Ideas'],
  ['/names/coffee-shop', 'Coffee Shop Name Ideas'],
  ['/names/not-a-real-niche', 'Category not found'],
  ['/auth/callback', 'Completing authentication...'],
  ['/auth/reset-password', 'Set a new password'],
  ['/profile', 'Account Settings'],
  ['/history', 'Your History'],
]

describe('route table', () => {
  it.each(pages)('%s renders its page heading inside the layout', async (path, heading) => {
    renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('BrandQuest')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Privacy Policy')
  })

  it('renders the 404 page for unknown paths, logs the path and links home', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoute('/definitely/not/here')
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    // Logged from an effect, which may run a moment after the page has painted.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('404: no route for', '/definitely/not/here'))
  })

  it('pushes one page_view per navigation and scrolls to the top', async () => {
    const user = userEvent.setup()
    renderRoute('/about')
    await screen.findByRole('heading', { level: 1, name: 'About BrandQuest' })
    await user.click(screen.getAllByRole('link', { name: 'Terms of Service' })[0])
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })
    await waitFor(() =>
      expect(window.dataLayer?.filter((entry) => entry.event === 'page_view')).toEqual([
        { event: 'page_view', page_path: '/about', page_title: 'About · BrandQuest' },
        { event: 'page_view', page_path: '/terms', page_title: 'Terms of Service · BrandQuest' },
      ]),
    )
    expect(window.scrollTo).toHaveBeenCalledTimes(2)
  })

  it("lands on the generator with its description box focused from the hero's '#describe' link", async () => {
    renderRoute('/generate#describe')
    const box = await screen.findByLabelText('What vision are you birthing?')
    await waitFor(() => expect(box).toHaveFocus())
  })

  it('leaves focus alone on a plain visit to the generator', async () => {
    renderRoute('/generate')
    const box = await screen.findByLabelText('What vision are you birthing?')
    expect(box).not.toHaveFocus()
  })

  it('renders the router fallback when a page throws', async () => {
    function Broken(): never {
      throw new Error('boom')
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderRoute('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }])
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('boom')).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
