import { createServer, type Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'

// A stand-in for the production static host (Netlify / Cloudflare Pages): serves a built dist/
// with the headers of its _headers file and the single-page-app fallback to index.html.

export type HeaderRule = { pattern: string; headers: Record<string, string> }

/** Netlify/Cloudflare `_headers`: an unindented path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path or without a colon: ${line}`)
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
}

async function fileOrNull(path: string): Promise<Buffer | null> {
  const info = await stat(path).catch(() => null)
  return info?.isFile() ? readFile(path) : null
}

export async function startStaticHost(root: string, rules: HeaderRule[]): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, safe)
    let body = await fileOrNull(file)
    if (!body) {
      file = join(root, 'index.html')
      body = await readFile(file)
    }
    for (const rule of rules) if (matches(rule.pattern, path)) for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value)
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('static host did not bind')
  return { url: `http://127.0.0.1:${address.port}`, server }
}
