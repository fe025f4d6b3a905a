import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthDeps } from './deps.ts'
import { createAuthLimits } from './rate-limits.ts'
import { handleAuthRequest } from './routes.ts'

/**
 * The GoTrue-compatible `/auth/v1` service of the local stack. The gateway routes every path under
 * /auth/v1/ here (CORS and the effective bearer already applied); this service reads the body and
 * writes the whole response itself.
 */
export type { AuthDeps, MailMessage } from './deps.ts'
export type { AuthConfig } from './config.ts'

export interface AuthService {
  handle(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void>
}

export function createAuthService(deps: AuthDeps): AuthService {
  const normalized: AuthDeps = {
    ...deps,
    apiUrl: deps.apiUrl.replace(/\/+$/, ''),
    limits: deps.limits ?? createAuthLimits(deps.config.rateLimit),
  }
  return {
    handle: (req, res, subpath, url) => handleAuthRequest(normalized, req, res, subpath, url),
  }
}
