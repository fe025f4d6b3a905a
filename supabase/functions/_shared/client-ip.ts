/**
 * The rate-limit bucket of the caller: the first X-Forwarded-For entry, which hosted Supabase's
 * gateway (and the local one) sets to the client's address. IPv6 callers are grouped by /64, since
 * one subscriber line usually holds the whole prefix.
 *
 * A missing or malformed header goes to one shared 'unknown' bucket rather than to no limit at
 * all: behind a working gateway it never happens, and if the gateway is misconfigured, failing
 * closed (a few legitimate sign-ups wait) beats letting anyone mail strangers without a limit.
 */
export function clientIp(request: Request): string {
  const first = (request.headers.get('X-Forwarded-For') ?? '').split(',')[0].trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(first)
  return ipv4(mapped ? mapped[1] : first) ?? ipv6Prefix(first) ?? 'unknown'
}

function ipv4(value: string): string | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value)?.slice(1).map(Number)
  return parts && parts.every((p) => p <= 255) ? parts.join('.') : undefined
}

function ipv6Prefix(value: string): string | undefined {
  const halves = value.split('::')
  if (halves.length > 2) return undefined
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')))
  const missing = 8 - groups.flat().length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const all = halves.length === 1 ? groups[0] : [...groups[0], ...Array<string>(missing).fill('0'), ...groups[1]]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
