import type { Category } from '@/features/ideas/categories'
import { formatTitle, ogImagePath, type PageHead } from '@/lib/seo'

export const ideaPath = (slug: string) => `/names/${slug}`

export function ideaHead(category: Category): PageHead {
  const path = ideaPath(category.slug)
  return { path, title: formatTitle(category.title), description: category.description, image: ogImagePath(path) }
}
