import { z } from 'zod'
import { parseEnv } from '../_shared/env.ts'

const schema = z.object({
  // 0 turns the checks off (every state 'error'). Apart from check-domain's DOMAIN_CHECK_BUDGET_MS:
  // a run waits for its names, so it gets a much shorter budget than a More domains panel.
  GENERATE_NAMES_DOMAIN_BUDGET_MS: z.coerce.number().int().min(0).default(1500),
})

/** How long one run may spend checking domains, in ms (env GENERATE_NAMES_DOMAIN_BUDGET_MS, default 1500). */
export function domainBudgetEnv(read: (name: string) => string | undefined): number {
  // An empty value (a blank line in .env) means "not set", as for the other secrets.
  return parseEnv(schema, (name) => read(name) || undefined).GENERATE_NAMES_DOMAIN_BUDGET_MS
}
