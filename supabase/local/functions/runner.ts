import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const REPO_ROOT = here('../../../')
export const FUNCTIONS_DIR = here('../../functions')
const HOST_SCRIPT = here('./host.ts')
const DENO_BIN = here('../../../node_modules/.bin/deno')

export interface FunctionsHostOptions {
  port: number
  env: Record<string, string>
  functionsDir?: string
  /** Restart the host when a function's files change (dev only). */
  watch?: boolean
  denoDir?: string
  log?: (line: string) => void
}

export interface FunctionsHost {
  url: string
  /** Sent by the gateway in GATEWAY_SECRET_HEADER; the host refuses requests without it. */
  secret: string
  stop(): Promise<void>
}

/**
 * The header that proves a request came through the gateway (which applies verify_jwt and the
 * body limit). Any local process can reach the host's loopback port; only the gateway knows the
 * per-start secret. The host removes the header before function code sees the request.
 */
export const GATEWAY_SECRET_HEADER = 'x-local-gateway-secret'

/** Reads supabase/functions/.env (KEY=value lines, # comments, optional quotes), as the CLI does. */
export function readSecrets(path: string): Record<string, string> {
  if (!existsSync(path)) return {}
  const secrets: Record<string, string> = {}
  for (const raw of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line)
    if (!match) continue
    let value = match[2]
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1)
    else value = value.replace(/\s+#.*$/, '')
    secrets[match[1]] = value
  }
  return secrets
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts the Deno host with explicit permissions and only the env functions should see. npm:
 * imports resolve from the repo's node_modules (--node-modules-dir=manual), so no network is needed.
 */
export async function startFunctionsHost(options: FunctionsHostOptions): Promise<FunctionsHost> {
  const functionsDir = options.functionsDir ?? FUNCTIONS_DIR
  const args = [
    'run',
    '--quiet',
    '--no-prompt',
    // Offline by construction: npm packages come from the repo's node_modules, nothing is fetched.
    '--cached-only',
    '--node-modules-dir=manual',
    `--config=${functionsDir}/deno.json`,
    '--allow-net',
    '--allow-env',
    `--allow-read=${functionsDir},${REPO_ROOT}node_modules`,
    ...(options.watch ? [`--watch=${functionsDir}`, '--no-clear-screen'] : []),
    HOST_SCRIPT,
  ]
  const secret = randomBytes(32).toString('base64url')
  const child = spawn(DENO_BIN, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DENO_DIR: options.denoDir ?? `${REPO_ROOT}.local/deno`,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      ...options.env,
      FUNCTIONS_DIR: functionsDir,
      FUNCTIONS_HOST_PORT: String(options.port),
      FUNCTIONS_HOST_SECRET: secret,
    },
  })
  // Never outlive the stack, even when Node exits without running its cleanup.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const output: string[] = []
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line)
        if (output.length > 40) output.shift()
        options.log?.(line)
        if (line.includes('functions host listening on')) resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`The Deno functions host exited (code ${code}) before it was ready:\n${output.join('\n')}`)),
    )
  })
  try {
    await ready
  } catch (error) {
    process.removeListener('exit', killOnExit)
    await stopChild(child)
    throw error
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    secret,
    async stop() {
      process.removeListener('exit', killOnExit)
      await stopChild(child)
    },
  }
}
