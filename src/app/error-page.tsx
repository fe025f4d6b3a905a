import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

/** What a page that failed to render shows: without the layout, which may be what failed. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route error', error)
  }, [error])
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 text-center">
      <h1 className="font-display text-3xl font-semibold text-ember-300">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-slate-400">{detail}</p> : null}
      <a href="/" className="mt-8 text-aura-300 underline">
        Back to the home page
      </a>
    </main>
  )
}

/** A data router's error element (tests render the route table in one). */
export function ErrorPage() {
  return <ErrorScreen error={useRouteError()} />
}
