import { PRODUCT_NAME } from '@/lib/constants'

// Apart from seo.ts (the public pages' head data), so pages setting their title do not carry that list.

export const HOME_TITLE = `${PRODUCT_NAME} — brand names with a .com you can register`

/** 'About' → 'About · BrandQuest'; '' → the home title. */
export const formatTitle = (title: string) => (title ? `${title} · ${PRODUCT_NAME}` : HOME_TITLE)
