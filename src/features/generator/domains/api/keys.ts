/** One cache entry per domain, shared by badges, the More domains panel and the buy re-check. */
export const domainKeys = {
  all: ['domain-check'] as const,
  one: (domain: string) => ['domain-check', 'one', domain.toLowerCase()] as const,
  more: (base: string) => ['domain-check', 'more', base] as const,
}
