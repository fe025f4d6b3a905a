import { randomBytes } from 'node:crypto'
import { signJwt, verifyJwt } from '../keys.ts'
import { withTransaction, type Db } from './db.ts'
import type { AuthDeps } from './deps.ts'
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts'
import {
  avatarSvg,
  createAccount,
  exchangeCode,
  findAccount,
  findAccountByEmail,
  googleIdentityData,
  issueCode,
  listAccounts,
  type GoogleAccount,
} from './google.ts'
import { consentPage, errorPage } from './google-page.ts'
import { resolveRedirect, withErrorFragment, withFragment } from './redirects.ts'
import { html, json, redirectTo, type Reply } from './reply.ts'
import { startSession } from './tokens.ts'
import {
  confirmEmail,
  findIdentities,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  mergeMetadata,
} from './users.ts'
import { validateEmail } from './validate.ts'

/**
 * Sign-in with Google, offline (GoTrue external.go): /authorize sends the browser to a local
 * consent page that plays Google; the page hands a code to /callback, which finishes exactly like
 * the real flow, with the session in the redirect's fragment.
 */

const STATE_TYPE = 'local-oauth-state'
const STATE_LIFETIME_SECONDS = 600

interface OAuthState {
  referrer: string
}

const callbackUrl = (deps: AuthDeps) => `${deps.apiUrl}/auth/v1/callback`
const consentUrl = (deps: AuthDeps) => `${deps.apiUrl}/auth/v1/_local/google/authorize`

/** GET /authorize?provider=google&redirect_to=… */
export async function authorize(deps: AuthDeps, url: URL): Promise<Reply> {
  const provider = url.searchParams.get('provider') ?? ''
  if (provider !== 'google') throw validationFailed(`Unsupported provider: provider ${provider} could not be found`)
  if (!deps.config.google.enabled) throw validationFailed('Unsupported provider: provider is not enabled')
  if (url.searchParams.get('code_challenge')) {
    throw validationFailed('The PKCE flow is not supported by the local stack; use the implicit flow')
  }
  const now = Math.floor(Date.now() / 1000)
  const state = await signJwt(
    {
      typ: STATE_TYPE,
      provider: 'google',
      referrer: resolveRedirect(deps.config, url.searchParams.get('redirect_to')),
      site_url: deps.config.siteUrl,
      iat: now,
      exp: now + STATE_LIFETIME_SECONDS,
    },
    deps.jwtSecret,
  )
  const target = new URL(consentUrl(deps))
  target.search = new URLSearchParams({
    client_id: 'local-google-client',
    redirect_uri: callbackUrl(deps),
    response_type: 'code',
    scope: 'email profile',
    state,
  }).toString()
  if (url.searchParams.get('skip_http_redirect') === 'true') return json({ url: target.toString() })
  return redirectTo(target.toString(), 302)
}

async function readState(deps: AuthDeps, state: string): Promise<OAuthState | undefined> {
  if (!state) return undefined
  try {
    const claims = await verifyJwt(state, deps.jwtSecret)
    if (claims.typ !== STATE_TYPE || typeof claims.referrer !== 'string') return undefined
    return { referrer: claims.referrer }
  } catch {
    return undefined
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

const invalidLinkPage = () =>
  html(
    errorPage('Sign-in link expired', 'This sign-in link is invalid or has expired. Go back to the app and start again.'),
    400,
  )

/** GET /_local/google/authorize: the consent page. */
export async function consentGet(deps: AuthDeps, url: URL): Promise<Reply> {
  const stateText = url.searchParams.get('state') ?? ''
  const state = await readState(deps, stateText)
  if (!state || url.searchParams.get('redirect_uri') !== callbackUrl(deps)) return invalidLinkPage()
  return html(await renderConsent(deps, stateText, state.referrer))
}

/** The consent page for one sign-in attempt, optionally with an error and the tester's input. */
async function renderConsent(
  deps: AuthDeps,
  stateText: string,
  referrer: string,
  extra: { error?: string; values?: { name: string; email: string } } = {},
): Promise<string> {
  return consentPage({
    apiUrl: deps.apiUrl,
    accounts: await listAccounts(deps.pool),
    state: stateText,
    redirectUri: callbackUrl(deps),
    appOrigin: originOf(referrer),
    ...extra,
  })
}

/** POST /_local/google/authorize: the tester chose, created, or declined. */
export async function consentPost(deps: AuthDeps, form: URLSearchParams): Promise<Reply> {
  const stateText = form.get('state') ?? ''
  const state = await readState(deps, stateText)
  if (!state || form.get('redirect_uri') !== callbackUrl(deps)) return invalidLinkPage()
  const back = (params: Record<string, string>) =>
    redirectTo(`${callbackUrl(deps)}?${new URLSearchParams({ ...params, state: stateText })}`)
  const page = async (error: string, values?: { name: string; email: string }) =>
    html(await renderConsent(deps, stateText, state.referrer, { error, values }), 400)

  const action = form.get('action') ?? ''
  if (action === 'cancel') return back({ error: 'access_denied' })
  let account: GoogleAccount | undefined
  if (action === 'choose') {
    account = await findAccount(deps.pool, (form.get('account') ?? '').slice(0, 64))
    if (!account) return page('That test account no longer exists. Choose another one or create one.')
  } else if (action === 'create') {
    const name = (form.get('name') ?? '').trim()
    const rawEmail = (form.get('email') ?? '').trim()
    const values = { name: name.slice(0, 80), email: rawEmail.slice(0, 255) }
    if (name === '' || name.length > 80) return page('Enter a full name of at most 80 characters.', values)
    let email: string
    try {
      email = validateEmail(rawEmail)
    } catch {
      return page('Enter a valid email address.', values)
    }
    if (await findAccountByEmail(deps.pool, email)) {
      return page(`A test account for ${email} already exists; choose it in the list above.`, values)
    }
    account = await createAccount(deps.pool, { name, email })
  } else {
    return page('Choose an account or create one.')
  }
  const code = await issueCode(deps.pool, account.id)
  return back({ code, scope: 'email profile' })
}

/** GET /callback?state=…&code=… (or &error=…): find or create the user, then redirect with the session. */
export async function callback(deps: AuthDeps, url: URL, userAgent?: string): Promise<Reply> {
  const stateText = url.searchParams.get('state') ?? ''
  if (!stateText) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing')
  const state = await readState(deps, stateText)
  if (!state) throw badRequest('bad_oauth_state', 'OAuth callback with invalid state')

  const providerError = url.searchParams.get('error')
  if (providerError) {
    const description = url.searchParams.get('error_description') ?? 'The sign-in was cancelled on the consent page'
    const params = { error: providerError.slice(0, 100), error_description: description.slice(0, 300) }
    return redirectTo(withFragment(state.referrer, params), 302)
  }
  try {
    const session = await withTransaction(deps.pool, async (db) => {
      const account = await exchangeCode(db, url.searchParams.get('code') ?? '')
      if (!account) throw badRequest('bad_oauth_callback', 'Unable to exchange external code: invalid_grant')
      const userId = await signInWithGoogle(deps, db, account)
      const user = await findUserById(db, userId)
      if (!user) throw new Error('user vanished during the OAuth callback')
      return startSession(deps, db, user, 'oauth', 'google', userAgent)
    })
    return redirectTo(
      withFragment(state.referrer, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: `ya29.local-${randomBytes(24).toString('base64url')}`,
        refresh_token: session.refresh_token,
        token_type: 'bearer',
      }),
      302,
    )
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error
    return redirectTo(withErrorFragment(state.referrer, error.status, error.code, error.message), 302)
  }
}

/**
 * GoTrue's account decision: a known Google identity signs its user in; otherwise a user with the
 * same (Google-verified) email gets the identity linked; otherwise a new user is created.
 */
async function signInWithGoogle(deps: AuthDeps, db: Db, account: GoogleAccount): Promise<string> {
  const identityData = googleIdentityData(deps.apiUrl, account)
  const { rows } = await db.query<{ user_id: string }>(
    `update auth.identities set identity_data = $3, updated_at = now()
     where provider = $1 and provider_id = $2 returning user_id`,
    ['google', account.id, identityData],
  )
  let userId = rows[0]?.user_id
  if (!userId) {
    const existing = await findUserByEmail(db, account.email)
    if (existing) {
      userId = existing.id
      if (!existing.email_confirmed_at) {
        // Nobody proved ownership of the unconfirmed account, so its password and email identity
        // go (GoTrue's RemoveUnconfirmedIdentities) before the verified Google identity is linked.
        await db.query(`update auth.users set encrypted_password = '', raw_user_meta_data = '{}' where id = $1`, [userId])
        await db.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [userId])
      }
      await insertIdentity(db, { userId, provider: 'google', providerId: account.id, identityData })
    } else {
      if (!deps.config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
      const user = await insertUser(db, {
        email: account.email,
        passwordHash: null,
        appMetadata: { provider: 'google', providers: ['google'] },
        userMetadata: identityData,
        confirmed: true,
      })
      userId = user.id
      await insertIdentity(db, { userId, provider: 'google', providerId: account.id, identityData })
    }
  }
  const user = await findUserById(db, userId)
  const providers = [...new Set((await findIdentities(db, userId)).map((i) => i.provider))]
  const appMetadata: Record<string, unknown> = { ...(user?.raw_app_meta_data ?? {}), providers }
  if (!appMetadata.provider) appMetadata.provider = 'google'
  await db.query('update auth.users set raw_user_meta_data = $2, raw_app_meta_data = $3, updated_at = now() where id = $1', [
    userId,
    mergeMetadata(user?.raw_user_meta_data ?? null, identityData),
    appMetadata,
  ])
  if (!user?.email_confirmed_at) await confirmEmail(db, userId)
  return userId
}

/** GET /_local/avatar/<id>.svg */
export async function avatar(deps: AuthDeps, id: string): Promise<Reply> {
  const account = /^\d{1,32}$/.test(id) ? await findAccount(deps.pool, id) : undefined
  if (!account) return html(errorPage('Not found', 'No such avatar.'), 404)
  return { kind: 'svg', svg: avatarSvg(account) }
}
