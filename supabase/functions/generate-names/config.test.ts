import { assertEquals, assertMatch } from '../_shared/testing/assert.ts'
import { domainBudgetEnv } from './config.ts'

Deno.test('the domain budget defaults to 1500 ms and can be set, or turned off with 0', () => {
  assertEquals(domainBudgetEnv(() => undefined), 1500)
  assertEquals(domainBudgetEnv(() => ''), 1500)
  assertEquals(domainBudgetEnv(() => '800'), 800)
  assertEquals(domainBudgetEnv(() => '0'), 0)
})

Deno.test('a malformed domain budget fails loudly with its name', () => {
  for (const value of ['soon', '-1', '1.5']) {
    let message = ''
    try {
      domainBudgetEnv(() => value)
    } catch (error) {
      message = (error as Error).message
    }
    assertMatch(message, /GENERATE_NAMES_DOMAIN_BUDGET_MS is invalid/, value)
  }
})
