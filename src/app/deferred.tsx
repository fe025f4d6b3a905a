import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

type Loader = () => Promise<ComponentType>

const loaded = new Map<Loader, ComponentType>()

/**
 * Renders `fallback` (what the prerendered HTML holds, so hydration matches) until `load` resolves
 * after the first paint, then the loaded component. Keeps libraries such as Radix, sonner and
 * supabase-js out of what a page needs before it first renders. `load` must be a module-level
 * constant: its result is remembered for later mounts.
 */
export function Deferred({ load, fallback = null }: { load: Loader; fallback?: ReactNode }) {
  // Known already (a later mount): no fallback frame. Never on the first render of a page load.
  const [Loaded, setLoaded] = useState<ComponentType | undefined>(() => loaded.get(load))
  useEffect(() => {
    if (Loaded) return
    let active = true
    load().then(
      (component) => {
        loaded.set(load, component)
        if (active) setLoaded(() => component)
      },
      (error: unknown) => console.warn('Could not load part of the page', error),
    )
    return () => {
      active = false
    }
  }, [load, Loaded])
  return Loaded ? <Loaded /> : fallback
}
