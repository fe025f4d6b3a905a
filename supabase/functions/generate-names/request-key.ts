import { z } from 'zod'
import { HttpError } from '../_shared/http.ts'

/** A client's idempotency key and what it was first used for. */
export interface RequestKey {
  /** Lower-case UUID, scoped to the caller by the store. */
  key: string
  /** SHA-256 of what the run depends on, so a key reused for another request is told apart. */
  fingerprint: string
}

const uuid = (source: string) => z.uuid({ error: `${source} must be a UUID` })

/**
 * The key from the `Idempotency-Key` header or the body's `requestId` (the SPA sends the latter:
 * one fresh UUID per click, the same one on retry). Both may be sent, but they must agree.
 */
export async function requestKeyOf(request: Request, requestId: string | undefined, run: unknown): Promise<RequestKey | undefined> {
  const header = request.headers.get('Idempotency-Key')
  let key = requestId?.toLowerCase()
  if (header !== null) {
    const parsed = uuid('Idempotency-Key').safeParse(header.trim())
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message)
    if (key !== undefined && key !== parsed.data.toLowerCase()) {
      throw new HttpError(400, 'Idempotency-Key and requestId differ: send one key per request')
    }
    key = parsed.data.toLowerCase()
  }
  if (key === undefined) return undefined
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(run)))
  const fingerprint = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { key, fingerprint }
}

export const requestIdSchema = uuid('requestId').optional()
