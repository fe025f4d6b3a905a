import type { ServerResponse } from 'node:http'
import { sendEmpty, sendHtml, sendJson } from '../http.ts'
import { API_VERSION, API_VERSION_HEADER } from './errors.ts'

/** What an operation answers; routes.ts writes it. Keeps operations free of ServerResponse. */
export type Reply =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'empty'; status: number }
  | { kind: 'redirect'; status: 302 | 303; location: string }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'svg'; svg: string }

export const json = (body: unknown, status = 200): Reply => ({ kind: 'json', status, body })
export const redirectTo = (location: string, status: 302 | 303 = 303): Reply => ({ kind: 'redirect', status, location })
export const html = (page: string, status = 200): Reply => ({ kind: 'html', status, html: page })

export function sendReply(res: ServerResponse, reply: Reply): void {
  // GoTrue echoes the API version on its JSON answers; auth-js reads it to parse error codes.
  const versioned = { [API_VERSION_HEADER]: API_VERSION }
  switch (reply.kind) {
    case 'json':
      return sendJson(res, reply.status, reply.body, versioned)
    case 'empty':
      return sendEmpty(res, reply.status, versioned)
    case 'redirect':
      res.writeHead(reply.status, { Location: reply.location, 'Cache-Control': 'no-store' })
      res.end()
      return
    case 'html':
      res.setHeader('Cache-Control', 'no-store')
      return sendHtml(res, reply.status, reply.html)
    case 'svg':
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' })
      res.end(reply.svg)
      return
  }
}
