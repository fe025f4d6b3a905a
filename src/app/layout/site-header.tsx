import { useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { Button, ButtonLink } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { UNLOCK_CREDITS } from '@/lib/constants'
import { mainNav } from '@/app/layout/nav-links'

export function SiteHeader() {
  const [signInOpen, setSignInOpen] = useState(false)
  return (
    <header className="sticky top-0 z-40 border-b border-night-700/70 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-semibold text-slate-50">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          BrandQuest
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-full px-3 py-1.5 text-sm ${isActive ? 'bg-night-700 text-slate-50' : 'text-slate-300 hover:text-slate-50'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink to="/generate" size="sm" className="hidden sm:inline-flex">
            Get {UNLOCK_CREDITS} free searches
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => setSignInOpen(true)}>
            Sign In
          </Button>
        </div>
      </div>
      <Modal
        open={signInOpen}
        onOpenChange={setSignInOpen}
        title="Sign in"
        description="Accounts are being set up. You can already browse name ideas and tips."
      >
        <ButtonLink to="/names/coffee-shop" variant="secondary" onClick={() => setSignInOpen(false)}>
          Browse name ideas
        </ButtonLink>
      </Modal>
    </header>
  )
}
