import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export type AuthState = {
  user: User | null
  session: Session | null
  /** True until the stored session has been read (spec §3 "Auth context"). */
  loading: boolean
  /** The last auth event, so pages can react to PASSWORD_RECOVERY. */
  lastEvent: AuthChangeEvent | null
}

const AuthContext = createContext<AuthState | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true, lastEvent: null })
  const userId = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    const supabase = getSupabase()
    let active = true
    supabase.auth
      .getSession()
      .then(({ data, error }) => {
        if (error) console.warn('Could not read the stored session', error.message)
        if (active) setState((prev) => ({ ...prev, session: data.session, user: data.session?.user ?? null, loading: false }))
      })
      .catch((error: unknown) => {
        console.warn('Could not read the stored session', error)
        if (active) setState((prev) => ({ ...prev, loading: false }))
      })

    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setState({ session, user: session?.user ?? null, loading: false, lastEvent: event })
      // Another account's cached server state must never show once the user changes. (SIGNED_IN
      // also fires when a tab regains focus; the same user keeps their cache.)
      const next = session?.user.id ?? null
      if (userId.current !== undefined && userId.current !== next) {
        // Deferred: supabase-js holds its auth lock while listeners run, and refetches need it.
        window.setTimeout(() => void queryClient.invalidateQueries(), 0)
      }
      userId.current = next
    })
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [queryClient])

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
