import type { Body } from './hostile.ts'

export interface Reply {
  status: number
  contentType: string
  text: string
  location: string | null
}

/** Sends a body exactly as generated: fetch would otherwise refuse a body on GET or add its own type. */
export async function send(url: string, method: string, body: Body, headers: Record<string, string>): Promise<Reply> {
  const all: Record<string, string> = { ...headers }
  if (body.contentType) all['Content-Type'] = body.contentType
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.body !== null
  const response = await fetch(url, { method, headers: all, body: hasBody ? (body.body as BodyInit) : undefined, redirect: 'manual' })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    location: response.headers.get('location'),
  }
}

/** Why a reply is not a clean 2xx/4xx JSON answer, or null when it is. */
export function problemWith(reply: Reply): string | null {
  if (reply.status >= 500) return `answered ${reply.status}: ${reply.text.slice(0, 300)}`
  if (reply.status < 200 || (reply.status >= 300 && reply.status < 400)) return `answered ${reply.status}`
  if (!/^application\/(json|[\w.-]+\+json)\b/.test(reply.contentType)) return `answered ${reply.status} as ${reply.contentType || 'no content type'}`
  try {
    JSON.parse(reply.text)
  } catch {
    return `answered ${reply.status} with a body that is not JSON: ${reply.text.slice(0, 200)}`
  }
  return null
}

/** A short description of a generated body for failure messages (huge bodies cut). */
export function describeBody(body: Body): string {
  const text = body.body instanceof Uint8Array ? `<${body.body.length} bytes>` : String(body.body)
  return `${body.kind} as ${body.contentType ?? 'no content type'}: ${text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text}`
}

/**
 * encodeURIComponent that also takes lone surrogates, sending their WTF-8 bytes: not valid UTF-8,
 * which is exactly what a hostile client can put in a URL.
 */
export function encodeLoosely(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    }
    return encodeURIComponent(char)
  })
}
