import { absoluteUrl, DEFAULT_DESCRIPTION, type PageHead } from '@/lib/seo'

// The same tag list is written into prerendered HTML and applied to the live document on navigation.

export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }

export const OG_IMAGE_SIZE = { width: 1200, height: 630 }

export function headTags(head: PageHead, origin: string): HeadTag[] {
  const url = absoluteUrl(head.path, origin)
  const image = `${origin}${head.image}`
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ kind: 'meta', attribute, key, content })
  return [
    meta('name', 'description', head.description),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'BrandQuest'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ]
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The <head> markup of a prerendered page. */
export function headHtml(head: PageHead, origin: string): string {
  const tags = headTags(head, origin).map((tag) =>
    tag.kind === 'link'
      ? `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`
      : `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`,
  )
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ')
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.appendChild(element)
  }
  element.content = content
}

/** Brings the live document's head in line with the page: after hydration, on every navigation. */
export function applyHead(doc: Document, head: PageHead | null, origin: string): void {
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  const robots = doc.head.querySelector('meta[name="robots"]')
  if (!head) {
    // Account pages and unknown paths: no canonical, not indexed, the generic description.
    canonical?.remove()
    upsertMeta(doc, 'name', 'robots', 'noindex')
    upsertMeta(doc, 'name', 'description', DEFAULT_DESCRIPTION)
    return
  }
  robots?.remove()
  doc.title = head.title
  for (const tag of headTags(head, origin)) {
    if (tag.kind === 'meta') {
      upsertMeta(doc, tag.attribute, tag.key, tag.content)
      continue
    }
    const link = canonical ?? doc.head.appendChild(doc.createElement('link'))
    link.rel = tag.rel
    link.href = tag.href
  }
}
