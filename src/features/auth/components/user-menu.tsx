import type { User } from '@supabase/supabase-js'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import { useDialogs } from '@/lib/dialogs'
import { useSignOut } from '@/lib/auth/use-sign-out'
import { displayName, fullName, UserAvatar } from '@/features/auth/components/user-avatar'

const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-night-700 focus:bg-night-700 focus:outline-none'

/** Avatar menu button following the WAI-ARIA menu-button pattern (arrows, Escape, outside click). */
export function UserMenu({ user, premium }: { user: User; premium: boolean }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const { openUpgrade } = useDialogs()
  const signOut = useSignOut()

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function onMenuKey(event: KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') close()
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus()
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus()
    else if (event.key === 'Tab') setOpen(false)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${displayName(user)}${premium ? ', Premium Member' : ''}`}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full"
      >
        <UserAvatar user={user} premium={premium} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 mt-2 w-60 rounded-xl border border-night-600 bg-night-900 p-2 shadow-2xl"
        >
          <div className="border-b border-night-700 px-3 pb-2 pt-1">
            {fullName(user) ? <p className="truncate text-sm font-semibold text-slate-100">{fullName(user)}</p> : null}
            <p className={fullName(user) ? 'truncate text-xs text-slate-400' : 'truncate text-sm font-semibold text-slate-100'}>
              {user.email}
            </p>
            {premium ? <p className="mt-1 text-xs font-semibold text-ember-300">★ Premium Member</p> : null}
          </div>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <Link role="menuitem" to="/profile#settings" className={itemClass} onClick={() => setOpen(false)}>
            Settings
          </Link>
          {premium ? null : (
            <button
              role="menuitem"
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false)
                openUpgrade()
              }}
            >
              Upgrade to Premium
            </button>
          )}
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={() => {
              setOpen(false)
              void signOut('local')
            }}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  )
}
