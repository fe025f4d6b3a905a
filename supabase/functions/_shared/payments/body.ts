import type { z } from 'zod'
import { HttpError, readJsonObject } from '../http.ts'

/**
 * The payment functions' body: JSON parsed with `schema`, the optional `email` trimmed and
 * lower-cased first ('' reads as absent); every schema issue becomes one 400 message.
 */
export async function readPaymentBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const raw = await readJsonObject(request)
  if (typeof raw.email === 'string') raw.email = raw.email.trim().toLowerCase()
  if (raw.email === '') delete raw.email
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '))
  return parsed.data
}
