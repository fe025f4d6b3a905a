import type { User } from '@supabase/supabase-js'

/** The name the account gave us (Google sends one), or '' when there is none. */
export function fullName(user: User): string {
  const meta = user.user_metadata as { full_name?: unknown; name?: unknown }
  return typeof meta.full_name === 'string' ? meta.full_name : typeof meta.name === 'string' ? meta.name : ''
}

export function displayName(user: User): string {
  return fullName(user) || user.email || 'Your account'
}

export function UserAvatar({ user, premium }: { user: User; premium: boolean }) {
  const avatar = (user.user_metadata as { avatar_url?: unknown }).avatar_url
  const initial = displayName(user).charAt(0).toUpperCase()
  return (
    <span className="relative inline-flex">
      {typeof avatar === 'string' && avatar ? (
        <img src={avatar} alt="" referrerPolicy="no-referrer" className="h-9 w-9 rounded-full border border-night-600 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-aura-600 font-semibold text-white">
          {initial}
        </span>
      )}
      {premium ? (
        <span aria-hidden="true" className="absolute -right-1 -top-1 flex h-4 w-4 items-center justify-center rounded-full bg-ember-400 text-[10px] text-night-950">
          ★
        </span>
      ) : null}
    </span>
  )
}
