import { existsSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { FUNCTION_NAME, verifiesJwt, type LocalConfig } from '../config.ts'
import { readRawBody } from '../http.ts'
import { verifyJwt } from '../keys.ts'
import { GATEWAY_SECRET_HEADER } from './runner.ts'

/** CORS headers on the gateway's own function errors (the function answers CORS for its own responses). */
export const FUNCTION_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'proxy-connection'])

export interface FunctionsProxyOptions {
  hostUrl: string
  /** The functions host's per-start secret (runner.ts). */
  hostSecret: string
  config: LocalConfig
  functionsDir: string
  jwtSecret: string
}

function reply(res: ServerResponse, status: number, body: string, contentType: string, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    ...FUNCTION_CORS_HEADERS,
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    ...extra,
  })
  res.end(body)
}

/** The CLI's verify_jwt rule (wire contract §4.4); returns an error body or undefined when allowed. */
async function checkJwt(authorization: string | undefined, secret: string): Promise<string | undefined> {
  if (!authorization) return 'Error: Missing authorization header'
  const match = /^Bearer (\S+)$/.exec(authorization)
  if (!match) return "Error: Auth header is not 'Bearer {token}'"
  try {
    await verifyJwt(match[1], secret)
    return undefined
  } catch {
    return 'Invalid JWT'
  }
}

/**
 * /functions/v1/<name>/<rest> → the Deno host at /<name>/<rest>. Unknown names get the CLI's
 * 404 "Function not found"; verify_jwt is applied per function except on OPTIONS (preflight).
 */
export function createFunctionsProxy(options: FunctionsProxyOptions) {
  const host = new URL(options.hostUrl)
  return async function handleFunctions(req: IncomingMessage, res: ServerResponse, subpath: string, url: URL) {
    const name = subpath.split('/')[1] ?? ''
    if (!FUNCTION_NAME.test(name) || !existsSync(`${options.functionsDir}/${name}/handler.ts`)) {
      return reply(res, 404, 'Function not found', 'text/plain')
    }
    if (req.method !== 'OPTIONS' && verifiesJwt(options.config, name)) {
      const problem = await checkJwt(req.headers.authorization, options.jwtSecret)
      if (problem) return reply(res, 401, JSON.stringify({ msg: problem }), 'application/json')
    }

    // Read whole (the gateway caps it at 64 KB) so an oversized body is refused before any function runs.
    const body = await readRawBody(req)
    const headers: Record<string, string | string[]> = {}
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key) && key !== 'content-length') headers[key] = value
    }
    if (body.length > 0 || (req.method !== 'GET' && req.method !== 'HEAD')) headers['content-length'] = String(body.length)
    headers[GATEWAY_SECRET_HEADER] = options.hostSecret
    await new Promise<void>((resolve) => {
      const upstream = httpRequest(
        { hostname: host.hostname, port: host.port, method: req.method, path: `${subpath}${url.search}`, headers },
        (response) => {
          const out: Record<string, string | string[]> = {}
          for (const [key, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value
          }
          res.writeHead(response.statusCode ?? 502, out)
          response.pipe(res)
          response.once('end', resolve)
          response.once('error', () => {
            res.destroy()
            resolve()
          })
        },
      )
      upstream.once('error', () => {
        // supabase-js reports `x-relay-error` responses as FunctionsRelayError, as for hosted relay failures.
        if (!res.headersSent) {
          reply(res, 502, JSON.stringify({ msg: 'The local functions host is not reachable' }), 'application/json', {
            'x-relay-error': 'true',
          })
        } else res.destroy()
        resolve()
      })
      upstream.end(body)
    })
  }
}
