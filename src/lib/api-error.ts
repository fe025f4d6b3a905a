import { FunctionsHttpError, type PostgrestError } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

/** One error type for every backend failure, so callers branch on status (401 sign in, 402 upgrade, ...). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function fromFunctionsError(error: unknown): Promise<ApiError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const body: unknown = await response.json().catch(() => undefined)
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : `API error: ${response.status}`
    return new ApiError(message, response.status, body)
  }
  return new ApiError(error instanceof Error ? error.message : 'Network error', 0)
}

/** Calls an edge function with a JSON body; resolves its JSON or throws ApiError. */
export async function invokeFunction<T>(name: string, body: unknown): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(name, { body: body as Record<string, unknown> })
  if (error) throw await fromFunctionsError(error)
  return data as T
}

export function fromPostgrestError(error: PostgrestError, status = 400): ApiError {
  return new ApiError(error.message, status, error)
}
