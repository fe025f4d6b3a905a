import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError, escapeHtml, sendHtml, sendJson } from '../http.ts'
import type { Outbox, StoredMail } from './outbox.ts'

/** Escapes the text and turns every http(s) URL in it into a link a person can click. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}">${url}</a>`,
  )
}

function renderMessage(mail: StoredMail): string {
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br>
    to ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></header>
  <pre>${linkify(mail.text)}</pre>
  <details><summary>HTML version</summary>
    <iframe title="HTML version of ${escapeHtml(mail.subject)}" sandbox="allow-popups allow-top-navigation-by-user-activation"
      srcdoc="${escapeHtml(mail.html)}"></iframe>
  </details>
</article>`
}

export function renderOutbox(messages: StoredMail[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Sign up in the app and the confirmation email appears here.</p>'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #ddd; }
</style></head>
<body><h1>Local outbox</h1>
<p>Every email the local stack sends, newest first. JSON for tests: <a href="/_local/mail/messages.json">messages.json</a>.</p>
${body}
</body></html>`
}

/** /_local/mail (HTML) and /_local/mail/messages.json (JSON), both newest first. */
export async function handleMail(req: IncomingMessage, res: ServerResponse, url: URL, outbox: Outbox): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, { message: 'Use GET' })
  const to = url.searchParams.get('to') ?? undefined
  if (url.pathname === '/_local/mail' || url.pathname === '/_local/mail/') {
    return sendHtml(res, 200, renderOutbox(await outbox.list({ to })))
  }
  if (url.pathname === '/_local/mail/messages.json') {
    return sendJson(res, 200, await outbox.list({ to }))
  }
  throw new HttpError(404, { message: `No outbox page at ${url.pathname}` })
}
