import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { QueryScope } from '@/app/query-scope'
import { GeneratorPage } from '@/features/generator/components/generator-page'

/**
 * '/generate#describe' (the home hero's 'Find my name') arrives with the description box focused,
 * ready to type. Done here, around the page, so the generator needs no knowledge of who links to it.
 */
function GeneratorRoute() {
  const { hash, key } = useLocation()
  const page = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (hash === '#describe') page.current?.querySelector('textarea')?.focus()
  }, [hash, key])
  return (
    <div ref={page}>
      <QueryScope>
        <GeneratorPage />
      </QueryScope>
    </div>
  )
}

export const Component = GeneratorRoute
