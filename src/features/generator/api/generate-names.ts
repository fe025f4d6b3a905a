import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, invokeFunction } from '@/lib/api-error'
import { NAMES_PER_RUN } from '@/lib/constants'
import { isLocked, type GenerateResponse, type NameResult } from '@/features/generator/api/types'
import { seedDomainResults } from '@/features/generator/domains/api/check-domains'
import { parseDomainResult } from '@/features/generator/domains/api/parse-result'

function parseNames(raw: unknown): NameResult[] {
  if (!Array.isArray(raw)) throw new Error('The server answered without names')
  return raw.map((item): NameResult => {
    const value = (item ?? {}) as Record<string, unknown>
    if (value.locked === true) return { locked: true }
    const domain = String(value.domain ?? '')
    const status = parseDomainResult(value.domainStatus)
    return {
      name: String(value.name ?? ''),
      domain,
      slogan: typeof value.slogan === 'string' && value.slogan ? value.slogan : undefined,
      rationale: typeof value.rationale === 'string' && value.rationale ? value.rationale : undefined,
      // A state for some other domain than the one offered would put the wrong badge on it.
      domainStatus: status && status.domain === domain.toLowerCase() ? status : undefined,
    }
  })
}

/** One Summon. `requestId` is its idempotency key: the server answers a repeated key with the first answer. */
export type GenerateRequest = { description: string; requestId: string }

export async function generateNames({ description, requestId }: GenerateRequest): Promise<GenerateResponse> {
  const data = await invokeFunction<Record<string, unknown>>('generate-names', { description, count: NAMES_PER_RUN, requestId })
  if (typeof data?.error === 'string') throw new Error(data.error)
  return { id: String(data?.id ?? ''), names: parseNames(data?.names) }
}

// A request lost on the network may still have run on the server; retrying with the same requestId
// gets that run back instead of spending another. Answers with a status are never retried.
const MAX_NETWORK_RETRIES = 2
const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0

/** Runs a generation; afterwards every count that depends on it (usage, history, stats) is refetched. */
export function useGenerateNames() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateNames,
    retry: (failureCount, error) => failureCount < MAX_NETWORK_RETRIES && isNetworkError(error),
    retryDelay: (attempt) => 300 * 2 ** attempt,
    // The run's domain states are answers like any other: the badges, panels and Buy re-check share them.
    onSuccess: ({ names }) =>
      seedDomainResults(queryClient, names.flatMap((name) => (!isLocked(name) && name.domainStatus ? [name.domainStatus] : []))),
    onSettled: () =>
      Promise.all(
        ['usage', 'history', 'profile-stats'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  })
}
