import { categories } from '@/features/ideas/categories'
import { ideaHead } from '@/features/ideas/idea-head'
import { staticHead, staticPages, type PageHead } from '@/lib/seo'

/** Every public, indexable page: the prerender writes each one and the sitemap lists each one. */
export function publicPages(): PageHead[] {
  const statics = staticPages.map((page) => staticHead(page.path)!)
  return [...statics, ...categories.map(ideaHead)]
}
