import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type RefObject } from 'react'
import { NavLink } from 'react-router-dom'
import { mobileNav } from '@/app/layout/nav-links'
import { MenuIcon, roundButton, toggleSpot } from '@/app/layout/radial-menu-parts'

// Bubbles sit on a quarter circle above-left of the toggle, one angle per link (0° points left,
// 90° straight up; the first clears the bottom of the screen). The angles are spaced so that the
// radius below, the smallest at which every pair of bubbles is BUBBLE_SIZE + BUBBLE_GAP apart
// across or down, stays near 213 px: not even the bubbles' square boxes overlap, and the fan fits
// a 320 px phone.
const BUBBLE_SIZE = 64
const BUBBLE_GAP = 8
const ANGLES_DEG = [3, 23, 47, 70, 90] // Home, About, Tips, Business, Startups
const directions = ANGLES_DEG.map((deg) => ({ x: Math.cos((deg * Math.PI) / 180), y: Math.sin((deg * Math.PI) / 180) }))
const RADIUS = Math.ceil(
  Math.max(
    ...directions.flatMap((a, i) =>
      directions.slice(i + 1).map((b) => (BUBBLE_SIZE + BUBBLE_GAP) / Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))),
    ),
  ),
)

/** CSS for bubble `index`, centred on its point of the circle around the toggle's centre. */
const bubblePosition = (index: number) => {
  const { x, y } = directions[index]
  return {
    width: BUBBLE_SIZE,
    height: BUBBLE_SIZE,
    left: `calc(50% - ${x * RADIUS + BUBBLE_SIZE / 2}px)`,
    top: `calc(50% - ${y * RADIUS + BUBBLE_SIZE / 2}px)`,
  }
}

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  contentId: string
  /** The toggle (rendered by RadialMenu before this loads), which gets focus back on close. */
  toggle: RefObject<HTMLButtonElement | null>
}

/**
 * The open menu: a modal (Radix Dialog: backdrop, Escape, focus moved in and given back, the page
 * behind inert) whose links fan out on a non-overlapping arc. Loaded after the first paint.
 */
export function RadialMenuDialog({ open, onOpenChange, contentId, toggle }: Props) {
  const list = useRef<HTMLUListElement>(null)
  // Radix skips links when it picks what to focus on open; in a menu of links the first link is right.
  const focusFirstLink = (event: Event) => {
    event.preventDefault()
    list.current?.querySelector('a')?.focus()
  }
  const focusToggle = (event: Event) => {
    event.preventDefault()
    toggle.current?.focus()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay data-testid="radial-menu-backdrop" className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm" />
      {/* The content box is only the toggle's spot; the bubbles overflow it, so a tap between them reaches the backdrop. */}
      <Dialog.Content
        id={contentId}
        aria-describedby={undefined}
        onOpenAutoFocus={focusFirstLink}
        onCloseAutoFocus={focusToggle}
        className={`${toggleSpot} z-50 h-12 w-12 focus:outline-none`}
      >
        <Dialog.Title className="sr-only">Menu</Dialog.Title>
        <ul ref={list}>
          {mobileNav.map((item, index) => (
            <li key={item.to} className="absolute" style={bubblePosition(index)}>
              <NavLink
                to={item.to}
                onClick={() => onOpenChange(false)}
                className={({ isActive }) =>
                  `flex h-full w-full items-center justify-center rounded-full border text-xs font-semibold shadow-lg ${
                    isActive ? 'border-ember-400 bg-night-700 text-ember-300' : 'border-night-600 bg-night-800 text-slate-100'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Dialog.Close aria-label="Close menu" className={`absolute inset-0 ${roundButton}`}>
          <MenuIcon open />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  )
}
