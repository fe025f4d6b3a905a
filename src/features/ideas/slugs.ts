import { categories } from '@/features/ideas/categories'

/** Every idea-page slug, in the order the sitemap lists them. */
export const ideaSlugs: readonly string[] = categories.map((category) => category.slug)

export const isIdeaSlug = (slug: string | undefined): slug is string => slug !== undefined && ideaSlugs.includes(slug)
