import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { StoryCarousel, loopSeconds } from '@/features/marketing/components/story-carousel'
import { storiesFirstRow, storiesSecondRow } from '@/features/marketing/stories'

const track = () => screen.getByTestId('story-track')

function renderCarousel(direction: 'left' | 'right' = 'left', stories = storiesFirstRow) {
  return render(<StoryCarousel label="More stories" stories={stories} direction={direction} />)
}

function reducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia
}

afterEach(() => {
  vi.restoreAllMocks()
})

it('holds the 7 and 11 stories twice, the copy hidden from screen readers', () => {
  expect([storiesFirstRow.length, storiesSecondRow.length]).toEqual([7, 11])
  reducedMotion(false)
  renderCarousel('left', storiesSecondRow)
  const lists = within(track()).getAllByRole('list', { hidden: true })
  expect(lists).toHaveLength(2)
  expect(lists[0]).not.toHaveAttribute('aria-hidden')
  expect(lists[1]).toHaveAttribute('aria-hidden', 'true')
  expect(within(lists[0]).getAllByRole('listitem')).toHaveLength(11)
  expect(within(lists[1]).getAllByRole('listitem', { hidden: true })).toHaveLength(11)
  expect(screen.getAllByRole('listitem')).toHaveLength(11)
})

it('moves at 0.8 px a frame (48 px/s), the two rows in opposite directions', () => {
  // One copy of 7 cards is 7 × (320 + 16) px; at 48 px/s that is 49 s.
  expect(loopSeconds(7)).toBe(49)
  expect(loopSeconds(11)).toBe(77)
  reducedMotion(false)
  const { unmount } = renderCarousel('left')
  expect(track().style.animationName).toBe('marquee')
  expect(track().style.animationDuration).toBe('49s')
  expect(track().style.animationDirection).toBe('normal')
  unmount()
  renderCarousel('right')
  expect(track().style.animationDirection).toBe('reverse')
})

it('pauses while hovered or focused, and resumes after', () => {
  reducedMotion(false)
  renderCarousel()
  const region = screen.getByRole('region', { name: 'More stories' })
  expect(track().style.animationPlayState).toBe('running')
  fireEvent.mouseEnter(region)
  expect(track().style.animationPlayState).toBe('paused')
  fireEvent.mouseLeave(region)
  expect(track().style.animationPlayState).toBe('running')
  fireEvent.focus(region)
  expect(track().style.animationPlayState).toBe('paused')
  fireEvent.blur(region)
  expect(track().style.animationPlayState).toBe('running')
})

it('does not move at all for prefers-reduced-motion', () => {
  reducedMotion(true)
  renderCarousel()
  expect(track().style.animationName).toBe('')
})
