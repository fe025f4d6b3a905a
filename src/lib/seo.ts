import { formatTitle } from '@/lib/title'

// Head data of the public pages. The static list is small and ships with the app; idea pages
// build theirs from their category (src/features/ideas/idea-head.ts) so the 42 categories stay in
// the idea page's chunk. src/prerender/pages.ts joins both for the prerender and the sitemap.

const DEFAULT_SITE_URL = 'https://brandquest.app'

/** The public origin for canonical and Open Graph URLs (build-time VITE_SITE_URL), without a trailing slash. */
export function siteUrl(value: unknown = import.meta.env.VITE_SITE_URL): string {
  const raw = typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_SITE_URL
  return new URL(raw).origin
}

export { formatTitle, HOME_TITLE } from '@/lib/title'
export const DEFAULT_DESCRIPTION =
  'Describe your idea in one sentence and get 8 brandable names, each with a real .com availability check.'

export type PageHead = {
  path: string
  /** The full document title. */
  title: string
  description: string
  /** Site-relative path of the 1200×630 social image. */
  image: string
}

type StaticPage = { path: string; title: string; description: string }

// Titles match what each page passes to useDocumentTitle, so the title never flips after hydration.
export const staticPages: readonly StaticPage[] = [
  { path: '/', title: '', description: DEFAULT_DESCRIPTION },
  {
    path: '/generate',
    title: 'Name Generator',
    description: 'Type one sentence about your project and get 8 brand names with a reason each fits and a live .com check.',
  },
  {
    path: '/about',
    title: 'About',
    description: 'Who builds BrandQuest, what we care about when we judge a name, and how the generator works.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What BrandQuest stores about you, why, who processes it, and how to get it deleted.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms for using BrandQuest: accounts, the $4 lifetime unlock, refunds within 30 days and liability.',
  },
  {
    path: '/naming-tips',
    title: 'Naming Tips',
    description: 'Seven rules of thumb for judging a brand name: sound, spelling, meaning, the .com and more.',
  },
  {
    path: '/business-names',
    title: 'Business Name Ideas',
    description: 'Business name ideas for shops, studios and service companies, and how to pick one customers remember.',
  },
  {
    path: '/startup-names',
    title: 'Startup Name Ideas',
    description: 'Short, ownable startup name ideas for products that plan to grow, with a .com you can register.',
  },
]

export const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** '/' → '/og/home.png', '/names/bakery' → '/og/names/bakery.png'. */
export const ogImagePath = (path: string) => `/og${path === '/' ? '/home' : path}.png`

export function staticHead(pathname: string): PageHead | null {
  const path = normalizePath(pathname)
  const page = staticPages.find((candidate) => candidate.path === path)
  return page ? { path, title: formatTitle(page.title), description: page.description, image: ogImagePath(path) } : null
}

export const absoluteUrl = (path: string, origin = siteUrl()) => (path === '/' ? `${origin}/` : `${origin}${path}`)
