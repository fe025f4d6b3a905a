import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

export type AuthDialogMode = 'login' | 'signup' | 'forgot'

/** Why the free-unlock dialog opened: offered (header button) or because the free runs ran out. */
export type FreeUnlockReason = 'offer' | 'out-of-runs'

type DialogState = { auth: AuthDialogMode | null; upgrade: number | null; freeUnlock: FreeUnlockReason | null }

type DialogsValue = DialogState & {
  openAuth: (mode?: AuthDialogMode) => void
  closeAuth: () => void
  /** Opens the upgrade dialog; `lockedCount` is how many names the caller knows are hidden (0: none known). */
  openUpgrade: (lockedCount?: number) => void
  closeUpgrade: () => void
  openFreeUnlock: (reason?: FreeUnlockReason) => void
  closeFreeUnlock: () => void
}

const DialogsContext = createContext<DialogsValue | null>(null)

/**
 * App-wide dialogs that many features open (sign-in when a call answers 401, upgrade when it answers
 * 402, the free-credit unlock from the header and the generator). Features ask for them here instead of importing each other; the layout mounts the dialogs.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({ auth: null, upgrade: null, freeUnlock: null })
  const openAuth = useCallback((mode: AuthDialogMode = 'login') => setState((s) => ({ ...s, auth: mode })), [])
  const closeAuth = useCallback(() => setState((s) => ({ ...s, auth: null })), [])
  const openUpgrade = useCallback((lockedCount = 0) => setState((s) => ({ ...s, upgrade: lockedCount })), [])
  const closeUpgrade = useCallback(() => setState((s) => ({ ...s, upgrade: null })), [])
  const openFreeUnlock = useCallback(
    (reason: FreeUnlockReason = 'offer') => setState((s) => ({ ...s, freeUnlock: reason })),
    [],
  )
  const closeFreeUnlock = useCallback(() => setState((s) => ({ ...s, freeUnlock: null })), [])
  const value = useMemo(
    () => ({ ...state, openAuth, closeAuth, openUpgrade, closeUpgrade, openFreeUnlock, closeFreeUnlock }),
    [state, openAuth, closeAuth, openUpgrade, closeUpgrade, openFreeUnlock, closeFreeUnlock],
  )
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>
}

export function useDialogs(): DialogsValue {
  const value = useContext(DialogsContext)
  if (!value) throw new Error('useDialogs must be used inside <DialogsProvider>')
  return value
}
