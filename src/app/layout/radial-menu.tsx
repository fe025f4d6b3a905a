import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import { mobileNav } from '@/app/layout/nav-links'

// Positions on a quarter circle above-left of the toggle; radius in px.
const RADIUS = 118
const position = (index: number, count: number) => {
  const angle = (Math.PI / 2) * (index / (count - 1))
  return { right: `${Math.cos(angle) * RADIUS}px`, bottom: `${Math.sin(angle) * RADIUS}px` }
}

/** The spec's mobile radial menu: one round toggle that fans out the five main links. */
export function RadialMenu() {
  const [open, setOpen] = useState(false)
  return (
    <nav aria-label="Mobile" className="fixed bottom-5 right-5 z-40 md:hidden">
      <ul id="radial-menu-items" hidden={!open}>
        {mobileNav.map((item, index) => (
          <li key={item.to} className="absolute" style={position(index, mobileNav.length)}>
            <NavLink
              to={item.to}
              onClick={() => setOpen(false)}
              className="flex h-14 w-14 items-center justify-center rounded-full border border-night-600 bg-night-800 text-xs font-semibold text-slate-100 shadow-lg"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="radial-menu-items"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className="relative flex h-14 w-14 items-center justify-center rounded-full bg-ember-400 text-night-950 shadow-xl"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.2">
          {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
        </svg>
      </button>
    </nav>
  )
}
