/**
 * Tiny assertions for `deno test`. The usual choices (jsr:@std/assert, node:assert with npm types)
 * would need a download at test time; this keeps function tests offline.
 */
export class AssertionError extends Error {}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : Deno.inspect(value, { depth: 6 })
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

export function assertEquals(actual: unknown, expected: unknown, message?: string): void {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`)
  }
}

export function assertMatch(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) throw new AssertionError(`${message ? `${message}: ` : ''}${show(actual)} does not match ${pattern}`)
}

export function assertThrows(fn: () => unknown, check: (error: unknown) => boolean): void {
  try {
    fn()
  } catch (error) {
    if (!check(error)) throw new AssertionError(`threw an unexpected error: ${show(error)}`)
    return
  }
  throw new AssertionError('expected a throw')
}

export async function assertRejects(promise: Promise<unknown>, check: (error: unknown) => boolean): Promise<void> {
  try {
    await promise
  } catch (error) {
    if (!check(error)) throw new AssertionError(`rejected with an unexpected error: ${show(error)}`)
    return
  }
  throw new AssertionError('expected a rejection')
}
