import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, invokeFunction } from '@/lib/api-error'
import { domainKeys } from '@/features/generator/domains/api/keys'
import { errorResult, parseDomainResult } from '@/features/generator/domains/api/parse-result'
import type { DomainResult } from '@/features/generator/domains/types'

export type DomainCheckAnswer = {
  /** One state per domain asked for, in order; a domain the server did not answer for is an error. */
  results: DomainResult[]
  /** The entries the server really answered (what may go into the per-domain cache). */
  answered: DomainResult[]
}

const time = (iso: string) => {
  const value = Date.parse(iso)
  return Number.isNaN(value) ? 0 : value
}

/** Puts registry answers into the per-domain cache, unless it already holds a newer one. */
export function seedDomainResults(queryClient: QueryClient, results: DomainResult[]) {
  for (const result of results) {
    const known = queryClient.getQueryData<DomainResult>(domainKeys.one(result.domain))
    if (known && time(known.checkedAt) > time(result.checkedAt)) continue
    queryClient.setQueryData(domainKeys.one(result.domain), result)
  }
}

/** POST check-domain {domains}; throws ApiError when the call fails as a whole. */
export async function checkDomains(domains: string[], options: { fresh?: boolean } = {}): Promise<DomainCheckAnswer> {
  const body = options.fresh ? { domains, fresh: true } : { domains }
  const data = await invokeFunction<{ results?: unknown }>('check-domain', body)
  if (!Array.isArray(data?.results)) throw new ApiError('The domain check answered without results', 502)
  const found = new Map<string, DomainResult>()
  for (const raw of data.results) {
    const result = parseDomainResult(raw)
    if (result && !found.has(result.domain)) found.set(result.domain, result)
  }
  return {
    results: domains.map((domain) => found.get(domain.toLowerCase()) ?? errorResult(domain.toLowerCase(), 'no answer for this domain')),
    answered: [...found.values()],
  }
}

/**
 * One domain, asked afresh (`fresh`: the server skips its cached 'available' and asks the registry);
 * a failed call is an 'error' state, never a thrown error or 'available'.
 */
export async function checkOneDomain(domain: string): Promise<DomainResult> {
  try {
    return (await checkDomains([domain], { fresh: true })).results[0]
  } catch (error) {
    return errorResult(domain.toLowerCase(), error instanceof Error ? error.message : 'the check failed')
  }
}

/** A domain's state: whatever an answer put in the cache, else one check. Never refetched on its own. */
export const domainQuery = (domain: string) =>
  queryOptions({
    queryKey: domainKeys.one(domain),
    queryFn: () => checkOneDomain(domain),
    staleTime: Infinity,
  })

/** The More domains panel's one call: the base name under every extension, seeding each domain's entry. */
export const moreDomainsQuery = (queryClient: QueryClient, base: string, domains: string[]) =>
  queryOptions({
    queryKey: domainKeys.more(base),
    queryFn: async () => {
      const answer = await checkDomains(domains)
      seedDomainResults(queryClient, answer.answered)
      return answer
    },
    staleTime: Infinity,
  })
