import type { DomainResult } from '@/features/generator/domains/types'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** The badge's words: the state is always written out, never told by colour alone. */
export function statusLabel(result: DomainResult): string {
  switch (result.status) {
    case 'available':
      return 'Available'
    case 'taken':
      return result.expiring ? 'Taken · expiring' : 'Taken'
    case 'premium':
      return result.price === undefined ? 'Premium' : `Premium · ${usd.format(result.price)}`
    default:
      return 'Error'
  }
}

/** "40 s ago", "3 min ago", "2 h ago", "5 d ago"; null for a time that cannot be read. */
export function timeAgo(iso: string, now: number): string | null {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return null
  const seconds = Math.max(0, Math.round((now - then) / 1000))
  if (seconds < 60) return `${seconds} s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`
  return `${Math.floor(seconds / 86_400)} d ago`
}

/** Where and when the state came from, e.g. "checked 40 s ago with the .com registry (RDAP)". */
export function checkedNote(result: DomainResult, now: number): string {
  if (result.status === 'error') {
    return `Not checked: ${result.reason || 'the check failed'}. It may or may not be free; ask a registrar.`
  }
  const ago = timeAgo(result.checkedAt, now)
  const source = result.source || 'the registry'
  return ago ? `checked ${ago} with ${source}` : `checked with ${source}`
}
