import { escapeHtml } from '../http.ts'
import { avatarUrl, type GoogleAccount } from './google.ts'

/**
 * The local Google consent page: plain HTML forms (keyboard and screen-reader friendly without
 * any script), every interpolated value escaped.
 */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  body { margin: 0; background: #f1f3f4; color: #202124; line-height: 1.5; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 2rem; }
  h1 { font-size: 1.5rem; font-weight: 500; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; font-weight: 500; margin: 1.5rem 0 .5rem; }
  p { margin: .25rem 0 .75rem; }
  .note { background: #fef7e0; border: 1px solid #f9ab00; border-radius: 4px; padding: .5rem .75rem; font-size: .9rem; }
  .error { background: #fce8e6; border: 1px solid #d93025; border-radius: 4px; padding: .5rem .75rem; color: #a50e0e; }
  ul { list-style: none; margin: 0; padding: 0; }
  li + li { margin-top: .5rem; }
  .account { display: flex; align-items: center; gap: .75rem; width: 100%; text-align: left; background: #fff;
    border: 1px solid #dadce0; border-radius: 6px; padding: .5rem .75rem; font: inherit; color: inherit; cursor: pointer; }
  .account:hover { background: #f8f9fa; }
  .account img { width: 2.5rem; height: 2.5rem; border-radius: 50%; }
  .account .email { display: block; color: #5f6368; font-size: .9rem; }
  label { display: block; font-weight: 500; margin-top: .75rem; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem;
    border: 1px solid #5f6368; border-radius: 4px; margin-top: .25rem; }
  .primary { margin-top: 1rem; background: #1a73e8; color: #fff; border: 0; border-radius: 4px; padding: .6rem 1.2rem; font: inherit; cursor: pointer; }
  .secondary { margin-top: 1.5rem; background: none; color: #1a73e8; border: 0; padding: .25rem 0; font: inherit; text-decoration: underline; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #174ea6; outline-offset: 2px; }
`

function layout(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`
  )
}

export interface ConsentPageInput {
  apiUrl: string
  accounts: GoogleAccount[]
  state: string
  redirectUri: string
  /** Where the app will land afterwards, shown so the tester knows which app asked. */
  appOrigin: string
  error?: string
  values?: { name: string; email: string }
}

export function consentPage(input: ConsentPageInput): string {
  const hidden =
    `<input type="hidden" name="state" value="${escapeHtml(input.state)}">` +
    `<input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">`
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''
  const accounts = input.accounts.length
    ? `<form method="post">${hidden}<input type="hidden" name="action" value="choose"><ul>` +
      input.accounts
        .map(
          (a) =>
            `<li><button type="submit" class="account" name="account" value="${escapeHtml(a.id)}">` +
            `<img src="${escapeHtml(avatarUrl(input.apiUrl, a.id))}" alt="">` +
            `<span><span class="name">${escapeHtml(a.name)}</span>` +
            `<span class="email">${escapeHtml(a.email)}</span></span></button></li>`,
        )
        .join('') +
      `</ul></form>`
    : `<p>No test accounts yet. Create one below.</p>`
  const body = `
<h1>Sign in with Google</h1>
<p>to continue to <strong>${escapeHtml(input.appOrigin)}</strong></p>
<p class="note">Local test page of the offline stack: Google is not contacted. Choose a test account or create one.</p>
${error}
<section aria-labelledby="choose-heading">
<h2 id="choose-heading">Choose an account</h2>
${accounts}
</section>
<section aria-labelledby="create-heading">
<h2 id="create-heading">Create a test account</h2>
<form method="post">${hidden}
<label for="name">Full name</label>
<input type="text" id="name" name="name" required maxlength="80" autocomplete="name" value="${escapeHtml(input.values?.name ?? '')}">
<label for="email">Email</label>
<input type="email" id="email" name="email" required maxlength="255" autocomplete="email" value="${escapeHtml(input.values?.email ?? '')}">
<button type="submit" class="primary" name="action" value="create">Create account and continue</button>
</form>
</section>
<form method="post">${hidden}<button type="submit" class="secondary" name="action" value="cancel">Cancel and go back to the app</button></form>`
  return layout('Sign in with Google (local)', body)
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`)
}
