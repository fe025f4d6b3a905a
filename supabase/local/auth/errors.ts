import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, sendJson } from '../http.ts'

/**
 * Every auth failure is one of these classes; `sendAuthError` is the one place that turns them
 * into GoTrue's wire shapes (wire contract §2.2).
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** 422 weak_password, which carries the reasons auth-js turns into AuthWeakPasswordError. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, 'weak_password', message)
  }
}

/** OAuth2-style body `{error, error_description}`; GoTrue uses it for a refresh without a token. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
export const API_VERSION = '2024-01-01'

/** auth-js sends the version header on every request; navigations (authorize, verify) do not. */
export function wantsVersionedErrors(req: IncomingMessage): boolean {
  const value = req.headers[API_VERSION_HEADER.toLowerCase()]
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= API_VERSION
}

/** Converts anything thrown by a handler (including http.ts's body errors) into an AuthError. */
export function toAuthError(error: unknown): AuthError | OAuthError {
  if (error instanceof AuthError || error instanceof OAuthError) return error
  if (error instanceof HttpError) {
    if (error.status === 413) return new AuthError(413, 'request_too_large', error.message)
    return new AuthError(error.status, error.status === 400 ? 'bad_json' : 'validation_failed', error.message)
  }
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information')
}

/**
 * With the version header: the "robust" body that parses the same whether or not the browser can
 * read the exposed response header (`code` and `error_code` both hold the string code).
 * Without it: GoTrue's legacy body with the numeric status in `code`.
 */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, thrown: unknown): void {
  const error = toAuthError(thrown)
  const versioned = wantsVersionedErrors(req)
  const headers: Record<string, string> = versioned ? { [API_VERSION_HEADER]: API_VERSION } : {}
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description }, headers)
    return
  }
  headers['x-sb-error-code'] = error.code
  // The unread rest of an oversized body makes the connection unusable; tell the client not to reuse it.
  if (error.status === 413) headers.Connection = 'close'
  const body: Record<string, unknown> = versioned
    ? { code: error.code, error_code: error.code, msg: error.message, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message }
  if (error instanceof WeakPasswordError) body.weak_password = { reasons: error.reasons }
  sendJson(res, error.status, body, headers)
}
