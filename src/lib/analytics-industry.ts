import { sessionIdeaSlug } from '@/lib/analytics'

export type Industry = { slug: string; label: string }

type Matcher = { slug: string; longest: number; pattern: RegExp }

let loadIndustries: (() => Promise<readonly Industry[]>) | undefined
let matchers: Promise<Matcher[]> | undefined

/**
 * Where the idea-page industries come from (the app wires in features/ideas). A loader, not a list:
 * the categories stay out of every page's first load until a lead is reported.
 */
export function provideIndustries(load: () => Promise<readonly Industry[]>): void {
  loadIndustries = load
  matchers = undefined
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Each industry is known by its label and its slug's words ('Beauty & Cosmetics', 'beauty cosmetics'),
// singular or plural, as whole words.
function toMatchers(industries: readonly Industry[]): Matcher[] {
  return industries.map(({ slug, label }) => {
    const phrases = [label.toLowerCase(), slug.replace(/-/g, ' ')]
    const longest = Math.max(...phrases.map((phrase) => phrase.length))
    return { slug, longest, pattern: new RegExp(`\\b(${phrases.map(escape).join('|')})(s|es)?\\b`) }
  })
}

/**
 * The industry a lead is reported under (spec §7 generate_lead): an idea-page industry named in the
 * brief ('a coffee shop by the station' → coffee-shop; the most specific name wins), else the idea
 * page this session last visited, else 'general'. Never rejects: analytics must not break a flow.
 */
export async function industryFor(brief: string | undefined): Promise<string> {
  if (!loadIndustries) return 'general'
  const load = loadIndustries
  matchers ??= load().then(toMatchers)
  const known = await matchers.catch(() => {
    matchers = undefined
    return [] as Matcher[]
  })
  const text = (brief ?? '').toLowerCase().replace(/\s+/g, ' ')
  const named = known.filter(({ pattern }) => pattern.test(text)).sort((a, b) => b.longest - a.longest)[0]
  if (named) return named.slug
  const visited = sessionIdeaSlug()
  return visited !== null && known.some(({ slug }) => slug === visited) ? visited : 'general'
}
