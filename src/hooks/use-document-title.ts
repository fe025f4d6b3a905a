import { useEffect } from 'react'
import { formatTitle } from '@/lib/title'

/** '' is the home page's title. Public pages' titles match src/lib/seo.ts, which the prerender uses. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = formatTitle(title)
  }, [title])
}
