/** What one upstream lookup learned. `transient` errors are worth one retry. */
export type Outcome =
  | { kind: 'available' }
  | { kind: 'taken'; expiring: boolean }
  | { kind: 'error'; reason: string; transient: boolean; retryAfterMs?: number }

export const upstreamError = (reason: string, transient: boolean, retryAfterMs?: number): Outcome => ({
  kind: 'error',
  reason,
  transient,
  retryAfterMs,
})

/** Retry-After in seconds or as an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header.trim())
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * fetch with a deadline: a timeout, a refused connection or a reset all become a transient error
 * outcome, never an exception.
 */
export async function fetchWithin(
  fetcher: typeof fetch,
  url: string,
  accept: string,
  timeoutMs: number,
  read: (response: Response) => Promise<Outcome>,
): Promise<Outcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetcher(url, { headers: { Accept: accept }, signal: controller.signal, redirect: 'manual' })
    return await read(response)
  } catch {
    return controller.signal.aborted
      ? upstreamError('The registry did not answer in time', true)
      : upstreamError('The registry could not be reached', true)
  } finally {
    clearTimeout(timer)
  }
}
