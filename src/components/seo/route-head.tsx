import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { applyHead } from '@/lib/head-tags'
import { siteUrl, staticHead, type PageHead } from '@/lib/seo'

/** Applies a page's title, description, canonical and social tags; idea pages call it with their category's head. */
export function usePageHead(head: PageHead | null) {
  useEffect(() => {
    applyHead(document, head, siteUrl())
  }, [head])
}

/**
 * Keeps the head right as the SPA navigates. Idea pages set their own (their data lives in their
 * chunk); their effect runs after this one, so theirs wins. Renders nothing.
 */
export function RouteHead() {
  const { pathname } = useLocation()
  const isIdeaPage = pathname.startsWith('/names/')
  useEffect(() => {
    if (!isIdeaPage) applyHead(document, staticHead(pathname), siteUrl())
  }, [pathname, isIdeaPage])
  return null
}
