import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/api-error'
import { NAMES_PER_RUN } from '@/lib/constants'
import type { GenerateResponse, NameResult } from '@/features/generator/api/types'

function parseNames(raw: unknown): NameResult[] {
  if (!Array.isArray(raw)) throw new Error('The server answered without names')
  return raw.map((item): NameResult => {
    const value = (item ?? {}) as Record<string, unknown>
    if (value.locked === true) return { locked: true }
    return {
      name: String(value.name ?? ''),
      domain: String(value.domain ?? ''),
      slogan: typeof value.slogan === 'string' && value.slogan ? value.slogan : undefined,
      rationale: typeof value.rationale === 'string' && value.rationale ? value.rationale : undefined,
    }
  })
}

export async function generateNames(description: string): Promise<GenerateResponse> {
  const data = await invokeFunction<Record<string, unknown>>('generate-names', { description, count: NAMES_PER_RUN })
  if (typeof data?.error === 'string') throw new Error(data.error)
  return { id: String(data?.id ?? ''), names: parseNames(data?.names) }
}

/** Runs a generation; afterwards every count that depends on it (usage, history, stats) is refetched. */
export function useGenerateNames() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateNames,
    onSettled: () =>
      Promise.all(
        ['usage', 'history', 'profile-stats'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  })
}
