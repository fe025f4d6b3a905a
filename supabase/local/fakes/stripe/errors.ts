import type { ServerResponse } from 'node:http'
import { sendJson } from '../../http.ts'

/** Stripe's error envelope: {error: {type, code?, message, param?}}, as the SDK maps it to its error classes. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'authentication_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message)
  }
}

export function sendStripeError(res: ServerResponse, error: StripeFakeError): void {
  sendJson(res, error.status, {
    error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.param ? { param: error.param } : {}) },
  })
}

export const missingParam = (param: string) =>
  new StripeFakeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param)

export const invalidParam = (param: string, message: string) =>
  new StripeFakeError(400, 'invalid_request_error', message, 'parameter_invalid', param)

export const noSuch = (what: string, id: string, param = 'id') =>
  new StripeFakeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param)
