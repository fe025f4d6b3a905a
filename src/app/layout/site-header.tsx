import { useRef } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { mainNav } from '@/app/layout/nav-links'
import { useHeaderBottom } from '@/app/layout/use-header-bottom'
import { Deferred } from '@/app/deferred'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/lib/auth/auth-context'

const loadAccount = () => import('@/app/layout/header-account').then(({ HeaderAccount }) => HeaderAccount)

/** Until the account controls load: their loading state while the session is read (spec §4), as prerendered. */
function AccountPlaceholder() {
  const { loading } = useAuth()
  return loading ? <Spinner label="Checking your session" className="px-3" /> : null
}

export function SiteHeader() {
  const header = useRef<HTMLElement>(null)
  useHeaderBottom(header)
  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-night-700/70 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-semibold text-slate-50">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="max-[359px]:sr-only">BrandQuest</span>
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
          <Deferred load={loadAccount} fallback={<AccountPlaceholder />} />
        </div>
      </div>
    </header>
  )
}
