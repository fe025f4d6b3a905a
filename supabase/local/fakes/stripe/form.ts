/** A decoded form value: Stripe's bracket notation (`a[b][0][c]=v`) nests objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

const MAX_DEPTH = 5
const MAX_PAIRS = 500

export class FormError extends Error {}

/**
 * Parses an application/x-www-form-urlencoded body as Stripe does. Numeric keys make arrays;
 * anything deeper than MAX_DEPTH, more than MAX_PAIRS pairs, or a key used both as a value and as
 * an object is a FormError.
 */
export function parseForm(body: string): FormObject {
  const params = new URLSearchParams(body)
  const root: FormObject = {}
  let count = 0
  for (const [key, value] of params) {
    if (++count > MAX_PAIRS) throw new FormError('Too many parameters')
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
    if (!match) throw new FormError(`Invalid parameter name: ${key}`)
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])]
    if (path.length > MAX_DEPTH + 1) throw new FormError(`Parameter nested too deeply: ${key}`)
    let node: Record<string, FormValue> = root
    for (let i = 0; i < path.length - 1; i++) {
      const existing = node[path[i]]
      if (typeof existing === 'string') throw new FormError(`Conflicting parameter: ${key}`)
      node = (existing ?? (node[path[i]] = {})) as Record<string, FormValue>
    }
    const last = path[path.length - 1]
    if (typeof node[last] === 'object') throw new FormError(`Conflicting parameter: ${key}`)
    node[last] = value
  }
  return toArrays(root) as FormObject
}

/** Objects whose keys are exactly 0..n-1 become arrays. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k])]))
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i))
  return isList ? keys.map((k) => converted[k]) : converted
}
