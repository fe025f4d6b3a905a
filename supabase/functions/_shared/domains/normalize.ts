import { parse } from 'tldts'

export type Normalized = { ok: true; domain: string; suffix: string } | { ok: false; domain: string; reason: string }

const MAX_NAME = 253
const MAX_LABEL = 63
// Letters (any script, for IDN), digits, hyphens and dots; everything else (slashes, colons, @, %,
// spaces, underscores, control characters) means the entry is a URL, an address or junk, not a name.
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/
// A bound on what is even looked at, so a huge entry costs nothing to refuse.
const MAX_INPUT = 1000

const fail = (domain: string, reason: string): Normalized => ({ ok: false, domain: domain.slice(0, MAX_NAME + 1), reason })

/** Punycode for IDN labels, as browsers and registries encode them; undefined when it cannot be encoded. */
function toAscii(name: string): string | undefined {
  if (/^[a-z0-9.-]*$/.test(name)) return name
  try {
    return new URL(`http://${name}/`).hostname
  } catch {
    return undefined
  }
}

/**
 * One checkable domain, or why not. Registries answer 404 (which reads as "available") for names
 * they cannot hold at all (Verisign even for subdomains and bad labels), so nothing that is not a
 * single registrable name under a known public suffix may reach a registry.
 */
export function normalizeDomain(input: string): Normalized {
  if (input.length > MAX_INPUT) return fail(input, 'Not a domain name: too long')
  let name = input.trim().toLowerCase()
  if (name.endsWith('.')) name = name.slice(0, -1)
  if (name === '') return fail(input, 'Empty entry: give a domain name such as example.com')
  if (!NAME_CHARACTERS.test(name)) {
    return fail(name, 'Not a domain name: use letters, digits, hyphens and dots only (no spaces, URLs or paths)')
  }
  const ascii = toAscii(name)
  if (!ascii || !/^[a-z0-9.-]+$/.test(ascii)) return fail(name, 'Not a domain name: it cannot be encoded for DNS')
  if (ascii.length > MAX_NAME) return fail(ascii, `Not a domain name: longer than ${MAX_NAME} characters`)
  const labels = ascii.split('.')
  if (labels.length < 2) return fail(ascii, 'Add an extension, e.g. example.com')
  for (const label of labels) {
    if (label === '') return fail(ascii, 'Not a domain name: empty label (two dots in a row)')
    if (label.length > MAX_LABEL) return fail(ascii, `Not a domain name: a label is longer than ${MAX_LABEL} characters`)
    if (!LDH_LABEL.test(label)) {
      return fail(ascii, 'Not a domain name: labels are letters, digits and inner hyphens (no hyphen at either end)')
    }
  }
  const parts = parse(ascii, { extractHostname: false })
  if (parts.isIp || !parts.isIcann || !parts.publicSuffix) return fail(ascii, `Unknown extension: .${labels.at(-1)}`)
  if (!parts.domain) return fail(ascii, `.${parts.publicSuffix} is an extension, not a name`)
  if (parts.domain !== ascii) {
    return fail(ascii, `Only registrable names can be checked (${parts.domain}, not ${ascii})`)
  }
  return { ok: true, domain: ascii, suffix: parts.publicSuffix }
}
