import { createConnection, createServer, type AddressInfo } from 'node:net'

/** A port that was free a moment ago on 127.0.0.1 (for Postgres and Deno, which must be told a port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Fails early with a clear message instead of a half-started stack. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  if (port !== 0 && (await isListening(port))) {
    throw new Error(`Port ${port} (${what}) is already in use. Stop whatever uses it, or set ${envName} to another port.`)
  }
}
