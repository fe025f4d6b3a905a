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
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (Loaded) return
    let active = true
    load().then(
      (component) => {
        loaded.set(load, component)
        if (active) setLoaded(() => component)
      },
      (error: unknown) => {
        console.warn('Could not load part of the page', error)
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [load, Loaded])
  if (Loaded) return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
  // Usually a deploy replaced the files this page was built with: a reload fetches the new ones.
  if (failed) {
    return (
      <p role="alert" className="text-sm text-slate-300">
        Part of this page did not load.{' '}
        <button type="button" onClick={() => window.location.reload()} className="font-semibold text-aura-300 underline">
          Reload
        </button>
      </p>
    )
  }
  return fallback
}
