/** Thrown to a queued task whose deadline passed before a slot freed up. */
export class QueueTimeout extends Error {}

interface Waiter {
  host: string
  start: () => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * Runs tasks with at most `perHost` in flight per registry host (or that host's own figure in
 * `hostCapacity`) and `total` overall, first come first served. Registries throttle per host (one host
 * serves many TLDs), so politeness is per host.
 */
export function createHostLimiter(perHost: number, total: number, hostCapacity: Record<string, number> = {}) {
  const active = new Map<string, number>()
  let running = 0
  const queue: Waiter[] = []

  const capacityOf = (host: string) => hostCapacity[host] ?? perHost
  const hasRoom = (host: string) => running < total && (active.get(host) ?? 0) < capacityOf(host)
  const take = (host: string) => {
    running++
    active.set(host, (active.get(host) ?? 0) + 1)
  }
  const release = (host: string) => {
    running--
    active.set(host, active.get(host)! - 1)
    for (let i = 0; i < queue.length; i++) {
      const waiter = queue[i]
      if (!hasRoom(waiter.host)) continue
      queue.splice(i, 1)
      clearTimeout(waiter.timer)
      take(waiter.host)
      waiter.start()
      if (running >= total) return
      i--
    }
  }

  return {
    /** Runs `task` when the host has room; rejects with QueueTimeout if that is not before `deadline` (epoch ms). */
    run<T>(host: string, deadline: number, task: () => Promise<T>): Promise<T> {
      const go = () => task().finally(() => release(host))
      if (hasRoom(host)) {
        take(host)
        return go()
      }
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          host,
          start: () => go().then(resolve, reject),
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1)
            reject(new QueueTimeout('waited too long for the registry'))
          }, Math.max(0, deadline - Date.now())),
        }
        queue.push(waiter)
      })
    },
  }
}

export type HostLimiter = ReturnType<typeof createHostLimiter>
