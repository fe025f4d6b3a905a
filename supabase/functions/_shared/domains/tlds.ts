/**
 * The extensions the More domains panel checks for a name, in display order (.com first). Every
 * one is a public suffix the checker accepts; those without RDAP (se, eu, us, gg) fall back to DNS,
 * which can only ever say "taken".
 */
export const MORE_DOMAINS_TLDS: readonly string[] = [
  'com', 'io', 'ai', 'co', 'org', 'net', 'app', 'dev', 'se', 'co.uk',
  'xyz', 'shop', 'store', 'tech', 'online', 'site', 'me', 'sh', 'de', 'ch',
  'us', 'ca', 'eu', 'nl', 'fr', 'biz', 'info', 'pro', 'studio', 'design',
  'agency', 'digital', 'cloud', 'live', 'life', 'world', 'group', 'company', 'solutions', 'services',
  'team', 'tools', 'works', 'club', 'fun', 'space', 'website', 'page', 'tv', 'to',
  'ly', 'fm', 'cc', 'in', 'gg',
]
