/**
 * The extensions the More domains panel checks, in display order (.com first). A copy of
 * MORE_DOMAINS_TLDS in supabase/functions/_shared/domains/tlds.ts, the source of truth: the SPA
 * cannot import Deno files, and tlds.test.ts fails when the two lists drift apart.
 */
export const MORE_DOMAINS_TLDS: readonly string[] = [
  'com', 'io', 'ai', 'co', 'org', 'net', 'app', 'dev', 'se', 'co.uk',
  'xyz', 'shop', 'store', 'tech', 'online', 'site', 'me', 'sh', 'de', 'ch',
  'us', 'ca', 'eu', 'nl', 'fr', 'biz', 'info', 'pro', 'studio', 'design',
  'agency', 'digital', 'cloud', 'live', 'life', 'world', 'group', 'company', 'solutions', 'services',
  'team', 'tools', 'works', 'club', 'fun', 'space', 'website', 'page', 'tv', 'to',
  'ly', 'fm', 'cc', 'in', 'gg',
]
