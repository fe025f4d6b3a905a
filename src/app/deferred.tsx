import { useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react'

type Loader<P> = () => Promise<ComponentType<P>>

const loaded = new Map<unknown, unknown>()

type DeferredProps<P> = { load: Loader<P>; fallback?: ReactNode } & (Partial<P> extends P ? { props?: P } : { props: P })

/**
 * Renders `fallback` (what the prerendered HTML holds, so hydration matches) until `load` resolves
 * after the first paint, then the loaded component with `props`. Keeps libraries such as Radix,
 * sonner and supabase-js out of what a page needs before it first renders. `load` must be a
 * module-level constant: its result is remembered for later mounts.
 */
export function Deferred<P extends object>({ load, fallback = null, props }: DeferredProps<P>) {
  // Known already (a later mount): no fallback frame. Never on the first render of a page load.
  const [Loaded, setLoaded] = useState(() => loaded.get(load) as ComponentType<P> | undefined)
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
  return Loaded ? <Loaded {...(props as P & JSX.IntrinsicAttributes)} /> : fallback
}
