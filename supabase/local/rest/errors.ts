/** A PostgREST-shaped error: `{code, details, hint, message}` with PostgREST's HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  get body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** Syntax the stand-in does not understand (or PostgREST would reject): always a 400, never a guess. */
export function unsupported(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

interface PgErrorLike {
  code?: string
  message: string
  detail?: string
  hint?: string
  severity?: string
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    typeof (error as PgErrorLike).severity === 'string'
  )
}

/** PostgREST's SQLSTATE → HTTP mapping (wire contract §3.4, PostgREST Error.hs). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const cls = code.slice(0, 2)
  if (cls === '08' || cls === '53') return 503
  if (cls === '0L' || cls === '0P' || cls === '28') return 403
  if (cls === '22' || cls === '23' || cls === '42' || cls === '21') return 400
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500
  return 400
}

// Postgres going away: the server shutting down or starting (57P01-57P03), or no connection at
// all (node-postgres reports refused/reset sockets and dropped sessions without a SQLSTATE).
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03'])
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])

function isConnectionLoss(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (SHUTDOWN_STATES.has(code) || SOCKET_CODES.has(code))) return true
  return typeof message === 'string' && /^Connection terminated|Client has encountered a connection error|not queryable/.test(message)
}

/** Turns anything thrown while serving a request into a RestError; non-Postgres errors are rethrown. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  // As PostgREST: 503 PGRST001, which supabase-js retries for reads (GET/HEAD).
  if (isConnectionLoss(error)) {
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', (error as Error).message)
  }
  if (!isPgError(error)) throw error
  const code = error.code as string
  // A JWT naming a role that does not exist: PostgREST answers 401.
  const status = code === '22023' && /role .* does not exist/.test(error.message) ? 401 : statusForSqlState(code, role)
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return new RestError(status, code, error.message, error.detail ?? null, error.hint ?? null, headers)
}
