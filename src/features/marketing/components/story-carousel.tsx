import { useState, useSyncExternalStore, type CSSProperties } from 'react'
import type { Story } from '@/features/marketing/stories'

/** Spec §9: carousel speed 0.8, read as pixels per frame at 60 frames a second. */
export const CAROUSEL_SPEED = 0.8
const FRAMES_PER_SECOND = 60
// Cards have one fixed width at every screen size, so the loop's length is known without measuring.
const CARD_WIDTH_PX = 320
const GAP_PX = 16

/** Seconds for one copy of a list of `count` stories to scroll past at CAROUSEL_SPEED. */
export const loopSeconds = (count: number) => (count * (CARD_WIDTH_PX + GAP_PX)) / (CAROUSEL_SPEED * FRAMES_PER_SECOND)

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false

function StoryList({ stories, copy }: { stories: Story[]; copy: boolean }) {
  return (
    <ul aria-hidden={copy || undefined} className="flex shrink-0" style={{ gap: GAP_PX, paddingRight: GAP_PX }}>
      {stories.map((story) => (
        <li key={story.name} className="shrink-0 rounded-2xl border border-night-700 bg-night-900 p-5" style={{ width: CARD_WIDTH_PX }}>
          <p className="text-sm leading-relaxed text-slate-300">{story.story}</p>
          <p className="mt-4 text-sm font-semibold text-slate-100">
            {story.name}
            <span className="font-normal text-slate-400">
              , {story.trade}, {story.city}
            </span>
          </p>
        </li>
      ))}
    </ul>
  )
}

/**
 * One auto-scrolling row. The list is rendered twice and the track moves by half its width, so the
 * loop is seamless; the copy is hidden from screen readers. It pauses on hover and focus and never
 * moves for reduced motion; prerendered HTML is still (the server cannot know the preference).
 */
export function StoryCarousel({ label, stories, direction }: { label: string; stories: Story[]; direction: 'left' | 'right' }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true)

  const motion: CSSProperties = reduced
    ? {}
    : {
        animationName: 'marquee',
        animationDuration: `${loopSeconds(stories.length)}s`,
        animationTimingFunction: 'linear',
        animationIterationCount: 'infinite',
        animationDirection: direction === 'left' ? 'normal' : 'reverse',
        animationPlayState: hovered || focused ? 'paused' : 'running',
      }

  return (
    // Focusable so keyboard users can pause it too (WCAG 2.2.2).
    <section
      aria-label={label}
      tabIndex={0}
      className="overflow-hidden rounded-2xl py-2"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div data-testid="story-track" className="flex w-max" style={motion}>
        <StoryList stories={stories} copy={false} />
        <StoryList stories={stories} copy />
      </div>
    </section>
  )
}
