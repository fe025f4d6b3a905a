/** One answered (or failed) call, as the load driver records it. */
export interface Call {
  status: number
  /** Wall-clock ms from sending to the last byte of the body. */
  ms: number
  /** The JSON body, or undefined when there was none or it was not JSON. */
  body: unknown
  /** Set when no HTTP answer arrived (refused, reset, or no answer within the call's deadline). */
  networkError?: string
}

/** status 0 stands for "no HTTP answer" in a Call. */
export const NO_ANSWER = 0

/**
 * POST /functions/v1/<name> as supabase-js would send it (apikey + bearer), with a hard deadline so
 * a hang shows up as a failure rather than a stuck run.
 */
export async function callFunction(
  stack: { apiUrl: string; anonKey: string },
  name: string,
  token: string,
  body: unknown,
  // Under 1000 requests at once on 2 cores a run may queue for a minute; a hang is still caught.
  deadlineMs = 300_000,
): Promise<Call> {
  const began = performance.now()
  try {
    const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deadlineMs),
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: response.status, ms: performance.now() - began, body: parsed }
  } catch (error) {
    // fetch says only "fetch failed"; the socket's own error (ECONNRESET, a timeout…) is its cause.
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause
    const detail = cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''
    return { status: NO_ANSWER, ms: performance.now() - began, body: undefined, networkError: `${(error as Error).message}${detail}` }
  }
}

/** The `error`/`message` text of a JSON error body, or undefined when the body says nothing. */
export function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const text = record.error ?? record.message ?? record.msg
  return typeof text === 'string' && text.trim() !== '' ? text : undefined
}
