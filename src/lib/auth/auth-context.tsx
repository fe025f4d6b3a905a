import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

export type AuthState = {
  user: User | null
  session: Session | null
  /** True until the stored session has been read (spec §3 "Auth context"). */
  loading: boolean
  /** The last auth event, so pages can react to PASSWORD_RECOVERY. */
  lastEvent: AuthChangeEvent | null
}

const AuthContext = createContext<AuthState | null>(null)

/**
 * The session, read by supabase-js. The client (about 56 KB gzip) is imported here, after the first
 * render, so no page waits for it to paint; until it has read the stored session, `loading` is true
 * and the header shows its loading state, exactly as the prerendered HTML does.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true, lastEvent: null })

  useEffect(() => {
    let active = true
    let unsubscribe = () => {}
    const ready = (session: Session | null) => {
      if (active) setState((prev) => ({ ...prev, session, user: session?.user ?? null, loading: false }))
    }
    import('@/lib/supabase')
      .then(({ getSupabase }) => {
        if (!active) return
        const supabase = getSupabase()
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          if (active) setState({ session, user: session?.user ?? null, loading: false, lastEvent: event })
        })
        unsubscribe = () => data.subscription.unsubscribe()
        return supabase.auth.getSession().then(({ data, error }) => {
          if (error) console.warn('Could not read the stored session', error.message)
          ready(data.session)
        })
      })
      .catch((error: unknown) => {
        console.warn('Could not read the stored session', error)
        if (active) setState((prev) => ({ ...prev, loading: false }))
      })
    return () => {
      active = false
      unsubscribe()
    }
  }, [])

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** The signed-in user's id, or null; handy as part of query keys. */
export function useUserId(): string | null {
  const { user } = useAuth()
  return useMemo(() => user?.id ?? null, [user])
}
