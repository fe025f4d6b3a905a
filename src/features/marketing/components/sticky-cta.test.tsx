import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { StickyCta } from '@/features/marketing/components/sticky-cta'

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })
}

const cta = () => screen.queryByRole('link', { name: 'Find my name' })

it('appears only once the page has scrolled more than 500px, and leads to the description box', () => {
  render(
    <MemoryRouter>
      <StickyCta />
    </MemoryRouter>,
  )
  expect(cta()).toBeNull()
  scrollTo(500)
  expect(cta()).toBeNull()
  scrollTo(501)
  expect(cta()).toHaveAttribute('href', '/generate#describe')
  scrollTo(120)
  expect(cta()).toBeNull()
})

it('steps aside when the footer is in view, so it never hides the footer', () => {
  render(
    <MemoryRouter>
      <StickyCta />
      <footer data-testid="footer" />
    </MemoryRouter>,
  )
  const footer = screen.getByTestId('footer')
  footer.getBoundingClientRect = () => ({ top: window.innerHeight + 10 }) as DOMRect
  scrollTo(900)
  expect(cta()).not.toBeNull()
  footer.getBoundingClientRect = () => ({ top: window.innerHeight - 40 }) as DOMRect
  scrollTo(1200)
  expect(cta()).toBeNull()
})
