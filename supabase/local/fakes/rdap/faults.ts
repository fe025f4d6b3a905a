/** A failure the fake injects, for the requests it matches. */
export interface FaultRule {
  /** Registry host (e.g. rdap.verisign.com), or 'doh' for the DNS endpoint; any when absent. */
  host?: string
  /** Domain pattern, `*` matching any run of characters (e.g. `slow*.com`); any when absent. */
  domain?: string
  kind: 'latency' | 'timeout' | 'status' | 'malformed' | 'reset'
  /** For 'status': the HTTP status (e.g. 429, 500, 503). */
  status?: number
  /** For 'status': the Retry-After header to send. */
  retryAfter?: string
  /** For 'latency': extra delay in ms. */
  latencyMs?: number
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number
}

const KINDS = new Set(['latency', 'timeout', 'status', 'malformed', 'reset'])

/** Validates a rule from the developer endpoint; returns an error message or the rule. */
export function parseFault(value: unknown): FaultRule | string {
  if (typeof value !== 'object' || value === null) return 'a fault is an object'
  const rule = value as Record<string, unknown>
  if (typeof rule.kind !== 'string' || !KINDS.has(rule.kind)) return `kind must be one of ${[...KINDS].join(', ')}`
  for (const key of ['host', 'domain', 'retryAfter'] as const) {
    if (rule[key] !== undefined && (typeof rule[key] !== 'string' || (rule[key] as string).length > 300)) return `${key} must be a string`
  }
  for (const key of ['status', 'latencyMs', 'times'] as const) {
    if (rule[key] !== undefined && (typeof rule[key] !== 'number' || !Number.isInteger(rule[key]) || (rule[key] as number) < 0)) {
      return `${key} must be a whole number`
    }
  }
  if (rule.kind === 'status' && (typeof rule.status !== 'number' || rule.status < 400 || rule.status > 599)) {
    return 'status faults need a status between 400 and 599'
  }
  return rule as unknown as FaultRule
}

const patternOf = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i')

/** The active faults; each request takes the first that matches (and uses up one of its `times`). */
export function createFaultStore() {
  let rules: { rule: FaultRule; left: number; pattern?: RegExp }[] = []
  return {
    add(rule: FaultRule) {
      rules.push({ rule, left: rule.times ?? Infinity, pattern: rule.domain ? patternOf(rule.domain) : undefined })
    },
    clear() {
      rules = []
    },
    list(): FaultRule[] {
      return rules.map((r) => r.rule)
    },
    take(host: string, domain: string): FaultRule | undefined {
      const hit = rules.find((r) => r.left > 0 && (!r.rule.host || r.rule.host === host) && (!r.pattern || r.pattern.test(domain)))
      if (!hit) return undefined
      hit.left--
      return hit.rule
    },
  }
}
