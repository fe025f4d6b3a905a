import { spawn, type ChildProcess } from 'node:child_process'
import { chmod } from 'node:fs/promises'
import { join } from 'node:path'
import type pg from 'pg'
import { loadConfig, type LocalConfig } from './config.ts'
import { bootstrap } from './db/bootstrap.ts'
import { createPool } from './db/pool.ts'
import { databaseUrl, startPostgres, type RunningPostgres } from './db/postgres.ts'
import { createAuthService } from './auth/index.ts'
import { createFunctionsProxy } from './functions/proxy.ts'
import { FUNCTIONS_DIR, REPO_ROOT, readSecrets, startFunctionsHost, stopChild, type FunctionsHost } from './functions/runner.ts'
import { EMAIL_FAKE_PREFIX, LOCAL_EMAIL_API_KEY } from './fakes/email.ts'
import { DOH_FAKE_PREFIX, RDAP_FAKE_PREFIX, createRdapFake } from './fakes/rdap/server.ts'
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, createStripeFake } from './fakes/stripe/index.ts'
import { originsOf } from './cors.ts'
import { startGateway, type Gateway } from './gateway.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts'
import { createOutbox } from './mail/outbox.ts'
import { freePort, isListening } from './ports.ts'
import { createRestHandler } from './rest/routes.ts'

export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local', 'db')

export interface StackOptions {
  /** Gateway port; 0 picks a free one. Default 54321. */
  apiPort?: number
  /** Postgres port; 0 picks a free one. Default 54322. */
  dbPort?: number
  dataDir?: string
  /** Also run the Vite dev server wired to the gateway. */
  app?: boolean
  appPort?: number
  quiet?: boolean
  /** Configuration to use instead of supabase/config.toml. */
  config?: LocalConfig
  /** Throwaway database (tests): no fsync. */
  ephemeral?: boolean
  /** Restart the functions host when function files change (npm start). */
  watchFunctions?: boolean
  /** Functions to host instead of supabase/functions (tests use fixtures). */
  functionsDir?: string
  /** Latency the fake registries add to every answer (default: env RDAP_FAKE_LATENCY_MS, else 0). */
  rdapLatencyMs?: number
  /** Extra function env (e.g. raised limits for load tests); overrides supabase/functions/.env, not SUPABASE_*. */
  functionsEnv?: Record<string, string>
  log?: (line: string) => void
}

export interface RunningStack {
  apiUrl: string
  anonKey: string
  serviceRoleKey: string
  dbUrl: string
  appUrl?: string
  outboxUrl: string
  /** The Deno host behind the gateway; it refuses requests that did not come through the gateway. */
  functionsHostUrl: string
  config: LocalConfig
  /** Superuser pool, for tests and tools that need to look behind the API. */
  pool: pg.Pool
  /** Stops Postgres, keeps it down `downMs`, starts it again; gateway and functions keep running (fault tests). */
  restartPostgres(downMs?: number): Promise<void>
  stop(): Promise<void>
}

function startVite(port: number, env: Record<string, string>, log: (line: string) => void): ChildProcess {
  const child = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'vite'),
    ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  )
  const forward = (chunk: Buffer) => chunk.toString('utf8').split('\n').filter(Boolean).forEach((l) => log(`[app] ${l}`))
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
  return child
}

async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`)
    if (await isListening(port)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs / 1000} s`)
}

/**
 * Starts the whole stand-in: gateway, Postgres (bootstrapped), the Deno functions host and
 * optionally Vite. Everything binds to 127.0.0.1. On failure, whatever started is stopped again.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.quiet ? () => undefined : (options.log ?? ((line: string) => console.log(line)))
  const config = options.config ?? (await loadConfig())
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const cleanups: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  }

  try {
    const appPort = options.appPort ?? 5173
    // The outbox is readable from the app's pages only; the app may run on APP_PORT, not site_url's port.
    const appOrigins = originsOf([
      config.auth.siteUrl,
      ...config.auth.additionalRedirectUrls,
      `http://127.0.0.1:${appPort}`,
      `http://localhost:${appPort}`,
    ])
    const gateway: Gateway = await startGateway({ port: options.apiPort ?? 54321, appOrigins, log })
    cleanups.push(() => gateway.close())
    const apiUrl = gateway.url
    const dbPort = options.dbPort === undefined ? 54322 : options.dbPort || (await freePort())
    const dbUrl = databaseUrl(dbPort)

    // Postgres and Deno boot in parallel; they do not need each other until requests arrive.
    const functionsDir = options.functionsDir ?? FUNCTIONS_DIR
    const functionsPort = await freePort()
    const [postgres, functionsHost] = await Promise.allSettled([
      startPostgres({ dataDir, port: dbPort, ephemeral: options.ephemeral, log: (l) => log(`[postgres] ${l}`) }),
      startFunctionsHost({
        port: functionsPort,
        functionsDir,
        watch: options.watchFunctions,
        log: (l) => log(`[functions] ${l}`),
        env: {
          // Local fakes for third parties come first so supabase/functions/.env can point at real ones;
          // the secrets then, so the standard variables below cannot be overridden by accident.
          EMAIL_API_URL: `${apiUrl}${EMAIL_FAKE_PREFIX}`,
          EMAIL_API_KEY: LOCAL_EMAIL_API_KEY,
          EMAIL_FROM: 'BrandQuest <hello@brandquest.app>',
          APP_URL: `http://127.0.0.1:${appPort}`,
          STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
          STRIPE_API_BASE_URL: apiUrl,
          RDAP_BASE_URL_OVERRIDE: `${apiUrl}${RDAP_FAKE_PREFIX}`,
          DOH_URL: `${apiUrl}${DOH_FAKE_PREFIX}/dns-query`,
          ...readSecrets(join(functionsDir, '.env')),
          ...options.functionsEnv,
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
          SUPABASE_DB_URL: dbUrl,
        },
      }),
    ])
    if (postgres.status === 'fulfilled') cleanups.push(() => (postgres.value as RunningPostgres).stop())
    if (functionsHost.status === 'fulfilled') cleanups.push(() => (functionsHost.value as FunctionsHost).stop())
    if (postgres.status === 'rejected') throw postgres.reason
    if (functionsHost.status === 'rejected') throw functionsHost.reason

    const pool = createPool(dbUrl)
    cleanups.push(() => pool.end())
    const { applied } = await bootstrap(pool, { seed: postgres.value.fresh, log })
    if (applied.length === 0) log('database is up to date')
    // The REST API logs in as `authenticator`, so Postgres itself limits which roles a JWT can assume.
    const restPool = createPool(databaseUrl(dbPort, 'authenticator'))
    cleanups.push(() => restPool.end())

    const outbox = createOutbox(pool, (l) => log(`[mail] ${l}`))
    const auth = createAuthService({
      pool,
      config: config.auth,
      jwtSecret: LOCAL_JWT_SECRET,
      apiUrl,
      sendMail: (message) => outbox.send(message),
    })
    gateway.attach({
      outbox,
      rdapFake: createRdapFake({ latencyMs: options.rdapLatencyMs ?? Number(process.env.RDAP_FAKE_LATENCY_MS ?? 0) }),
      stripe: createStripeFake({
        publicUrl: apiUrl,
        outbox,
        webhook: { url: `${apiUrl}/functions/v1/stripe-webhook`, secret: LOCAL_STRIPE_WEBHOOK_SECRET },
        log,
      }),
      auth: (req, res, subpath, url) => auth.handle(req, res, subpath, url),
      rest: createRestHandler({ pool: restPool, jwtSecret: LOCAL_JWT_SECRET }),
      functions: createFunctionsProxy({
        hostUrl: functionsHost.value.url,
        hostSecret: functionsHost.value.secret,
        config,
        functionsDir,
        jwtSecret: LOCAL_JWT_SECRET,
      }),
    })

    let appUrl: string | undefined
    if (options.app) {
      const vite = startVite(appPort, { VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }, log)
      const killOnExit = () => vite.kill('SIGKILL')
      process.once('exit', killOnExit)
      cleanups.push(async () => {
        process.removeListener('exit', killOnExit)
        await stopChild(vite)
      })
      await waitForPort(appPort, vite, 'Vite')
      appUrl = `http://127.0.0.1:${appPort}`
    }

    return {
      apiUrl,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      dbUrl,
      appUrl,
      outboxUrl: `${apiUrl}/_local/mail`,
      functionsHostUrl: functionsHost.value.url,
      config,
      pool,
      restartPostgres: (downMs) => postgres.value.restart(downMs),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Postgres runs as the `postgres` system user when we are root; it must be able to enter the folder. */
export async function makeTraversable(dir: string): Promise<void> {
  await chmod(dir, 0o755)
}
