/**
 * The local edge runtime: ONE Deno process that serves every supabase/functions/<name>/ folder.
 * Runs under Deno (not Node). Each function folder exports its request handler from handler.ts as
 * `export const handler` (or `export function handler`); its index.ts is the deployed entrypoint,
 * `Deno.serve(handler)`, which the host never imports (it would open a second server).
 *
 * The gateway forwards /functions/v1/<name>/rest to http://127.0.0.1:<port>/<name>/rest, after
 * CORS-neutral checks (verify_jwt) and the body limit, adding the per-start secret header that this
 * host demands of every request (403 otherwise; see runner.ts). A handler that throws answers 500
 * JSON; the others keep serving.
 */

export {}

// Minimal typing of the Deno APIs used here, so the repo's Node `tsc` can check this file too.
declare const Deno: {
  env: { get(name: string): string | undefined }
  readDir(path: string): AsyncIterable<{ name: string; isDirectory: boolean }>
  stat(path: string): Promise<{ isFile: boolean }>
  serve(
    options: { hostname: string; port: number; onListen?: (addr: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown
  exit(code: number): never
}

type Handler = (request: Request) => Response | Promise<Response>

const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
const functionsDir = Deno.env.get('FUNCTIONS_DIR')
const port = Number(Deno.env.get('FUNCTIONS_HOST_PORT') ?? '0')
// Stays in the environment: `deno --watch` reruns this file in the same process, and would lose it.
// Function code is the project's own; the secret keeps out other local processes and web pages.
const gatewaySecret = Deno.env.get('FUNCTIONS_HOST_SECRET') ?? ''
const GATEWAY_SECRET_HEADER = 'x-local-gateway-secret'
if (!functionsDir || gatewaySecret.length < 32) {
  console.error('FUNCTIONS_DIR and FUNCTIONS_HOST_SECRET must be set')
  Deno.exit(1)
}

// Error bodies the host itself produces carry CORS headers, so a browser sees the status.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile
  } catch {
    return false
  }
}

/** Imports every function's handler.ts; a function that fails to load is reported, not fatal. */
async function loadHandlers(dir: string): Promise<Map<string, Handler | Error>> {
  const names: string[] = []
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory && FUNCTION_NAME.test(entry.name) && (await isFile(`${dir}/${entry.name}/handler.ts`))) {
      names.push(entry.name)
    }
  }
  const loaded = await Promise.all(
    names.map(async (name): Promise<[string, Handler | Error]> => {
      try {
        const mod = await import(new URL(`file://${dir}/${name}/handler.ts`).href)
        const handler = mod.handler
        if (typeof handler !== 'function') throw new Error(`${name}/handler.ts does not export a \`handler\` function`)
        return [name, handler as Handler]
      } catch (error) {
        console.error(`[functions] ${name} failed to load:`, error)
        return [name, error instanceof Error ? error : new Error(String(error))]
      }
    }),
  )
  return new Map(loaded.sort(([a], [b]) => a.localeCompare(b)))
}

const handlers = await loadHandlers(functionsDir)

/** Constant-time comparison, so the secret cannot be guessed byte by byte from response times. */
function sameSecret(given: string | null): boolean {
  if (given === null || given.length !== gatewaySecret.length) return false
  let difference = 0
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ gatewaySecret.charCodeAt(i)
  return difference === 0
}

async function serve(incoming: Request): Promise<Response> {
  // Only the gateway may call: it applies verify_jwt and the body limit before forwarding.
  if (!sameSecret(incoming.headers.get(GATEWAY_SECRET_HEADER))) {
    return json(403, { code: 'FORBIDDEN', message: 'The functions host answers only the local gateway; call /functions/v1 instead' })
  }
  const headers = new Headers(incoming.headers)
  headers.delete(GATEWAY_SECRET_HEADER)
  const request = new Request(incoming, { headers })
  const name = new URL(request.url).pathname.split('/')[1] ?? ''
  const handler = handlers.get(name)
  if (!handler) return new Response('Function not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  if (handler instanceof Error) {
    return json(503, { code: 'BOOT_ERROR', message: `Function ${name} failed to start (see the stack's log)` })
  }
  try {
    const response = await handler(request)
    if (!(response instanceof Response)) throw new Error('the handler did not return a Response')
    return response
  } catch (error) {
    console.error(`[functions] ${name} threw:`, error)
    return json(500, { code: 'WORKER_ERROR', message: `Function ${name} threw an error (see the stack's log)` })
  }
}

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port: actual }) => {
      console.log(`functions host listening on http://127.0.0.1:${actual} (${[...handlers.keys()].join(', ') || 'no functions'})`)
    },
  },
  serve,
)
