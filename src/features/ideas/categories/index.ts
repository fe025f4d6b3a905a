import { creativeAndProfessional } from '@/features/ideas/categories/creative-professional'
import { foodAndRetail } from '@/features/ideas/categories/food-retail'
import { servicesAndTrades } from '@/features/ideas/categories/services-trades'
import type { Category } from '@/features/ideas/categories/types'

export type { Category } from '@/features/ideas/categories/types'

/** The 37 industries of spec §3 plus food-truck, florist, brewery, veterinary-clinic and mobile-app. */
export const categories: readonly Category[] = [...foodAndRetail, ...servicesAndTrades, ...creativeAndProfessional]

const bySlug = new Map(categories.map((category) => [category.slug, category]))

export const findCategory = (slug: string | undefined): Category | undefined =>
  slug === undefined ? undefined : bySlug.get(slug)
