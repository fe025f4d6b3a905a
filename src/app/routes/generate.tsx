import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Deferred } from '@/app/deferred'
import type { GeneratorLiveProps } from '@/features/generator/components/generator-live'
import { GeneratorPage } from '@/features/generator/components/generator-page'

// The generator's server half, with react-query's scope, after the first paint: the form needs neither.
const loadLive = () =>
  Promise.all([import('@/app/query-scope'), import('@/features/generator/components/generator-live')]).then(
    ([{ QueryScope }, { GeneratorLive }]) =>
      function ScopedGeneratorLive(props: GeneratorLiveProps) {
        return (
          <QueryScope>
            <GeneratorLive {...props} />
          </QueryScope>
        )
      },
  )

const LiveSlot = (props: GeneratorLiveProps) => <Deferred load={loadLive} props={props} />

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
      <GeneratorPage Live={LiveSlot} />
    </div>
  )
}

export const Component = GeneratorRoute
