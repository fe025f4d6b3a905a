import { useEffect, useState, type ComponentType } from 'react'
import { PageLoading } from '@/components/ui/page-loading'

export type PageModule = { Component: ComponentType }

export type LazyPage = {
  /** The route's element: the page once its module is in, a loading state before. */
  element: React.ReactElement
  /** Starts (or joins) loading the module; main.tsx awaits it for the first page before hydrating. */
  preload: () => Promise<PageModule>
}

/**
 * A page in a chunk of its own. A module loaded before the render (main.tsx and the prerender load
 * the current page's first) renders at once, so a prerendered page hydrates into the same markup.
 * No Suspense: a page that is not in yet shows the loading state from plain state, which behaves
 * the same in the browser, the prerender and tests.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined
  let pending: Promise<PageModule> | undefined
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  function Page() {
    const [module, setModule] = useState(() => loaded)
    const [error, setError] = useState<unknown>(null)
    useEffect(() => {
      if (module) return
      let active = true
      preload().then(
        (next) => active && setModule(next),
        (failure: unknown) => active && setError(failure ?? new Error('The page could not be loaded')),
      )
      return () => {
        active = false
      }
    }, [module])
    // To the error boundary (the app's, or a data router's error element).
    if (error) throw error
    return module ? <module.Component /> : <PageLoading />
  }
  return { element: <Page />, preload }
}
