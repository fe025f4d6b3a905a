import type { IncomingMessage } from 'node:http'
import { HttpError, readJsonBody } from '../http.ts'
import { AuthError } from './errors.ts'

/**
 * Request-body parsing with GoTrue's leniency (missing or null fields read as empty) and its
 * strictness (a field of the wrong JSON type is a 400 bad_json, never a crash).
 */
export type Body = Record<string, unknown>

const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)

/** Longest string field accepted; anything longer is client error, not something to store. */
export const MAX_FIELD_LENGTH = 4096

export async function readBody(req: IncomingMessage): Promise<Body> {
  let parsed: unknown
  try {
    parsed = await readJsonBody(req)
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) throw badJson('invalid JSON')
    throw error
  }
  if (parsed === undefined || parsed === null) return {}
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw badJson('the body must be a JSON object')
  return parsed as Body
}

/** A string field; absent and null read as ''. */
export function stringField(body: Body, key: string, maxLength = MAX_FIELD_LENGTH): string {
  const value = body[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw badJson(`field "${key}" must be a string`)
  if (value.length > maxLength) {
    throw new AuthError(400, 'validation_failed', `Field "${key}" is longer than ${maxLength} characters`)
  }
  return value
}

/** A string field whose absence matters (PUT /user: a missing password is not an empty one). */
export function optionalStringField(body: Body, key: string, maxLength = MAX_FIELD_LENGTH): string | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  return stringField(body, key, maxLength)
}

/** A JSON-object field such as `data`; absent and null read as undefined. */
export function objectField(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`field "${key}" must be an object`)
  return value as Record<string, unknown>
}
