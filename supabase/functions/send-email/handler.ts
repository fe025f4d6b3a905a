import { callerFromToken } from '../_shared/caller.ts'
import { createEmailSender, simpleEmail } from '../_shared/email.ts'
import { appUrlEnv, emailLimitsEnv, supabaseEnv } from '../_shared/env.ts'
import { NEWSLETTER_TOKEN_TTL_SECONDS, UNLOCK_CREDITS } from '../_shared/limits.ts'
import { createNamingProvider } from '../_shared/naming/mod.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { popupIdeasEmail, popupIdeasGenerator } from './popup-ideas.ts'
import { createSendEmailHandler, type RateLimit } from './send-email.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const read = (name: string) => Deno.env.get(name)
const admin = createAdminClient()
const send = createEmailSender(read)
const appUrl = appUrlEnv(read)
const naming = createNamingProvider(Deno.env.toObject(), {
  onConfigProblem: (message) => console.warn(message),
  onFallback: (reason) => console.warn(`naming provider fell back to lexicon: ${reason}`),
})
const confirmUrl = `${supabaseEnv().SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/newsletter-confirm`

const asSqlLimits = (buckets: RateLimit[]) =>
  buckets.map((b) => ({ subject: b.subject, action: 'email', max: b.max, window_seconds: b.windowSeconds }))

export const handler = createSendEmailHandler({
  limits: emailLimitsEnv(read),
  getCaller: (token) => callerFromToken(admin, token),
  freeUnlocked: async (caller) => {
    const { data, error } = await admin
      .from('credit_grants')
      .select('id')
      .eq('user_id', caller.id)
      .eq('source', 'free_tier_unlock')
      .maybeSingle()
    if (error) throw new Error(`reading credit_grants failed: ${error.message}`, { cause: error })
    return data !== null
  },
  grantFreeUnlock: async (caller, email) => {
    const { data, error } = await admin.rpc('grant_free_unlock', { p_user: caller.id, p_email: email, p_credits: UNLOCK_CREDITS })
    if (error) throw new Error(`grant_free_unlock failed: ${error.message}`, { cause: error })
    return data === true
  },
  hitRateLimits: async (buckets) => {
    const { data, error } = await admin.rpc('hit_rate_limits', { p_limits: asSqlLimits(buckets) })
    if (error || typeof data !== 'number') throw new Error(`email throttle failed: ${error?.message ?? String(data)}`)
    return data
  },
  releaseRateLimits: async (buckets) => {
    const { error } = await admin.rpc('release_rate_limits', { p_limits: asSqlLimits(buckets) })
    if (error) throw new Error(`giving back email limits failed: ${error.message}`, { cause: error })
  },
  requestNewsletter: async (email, tokenHash) => {
    const { data, error } = await admin.rpc('request_newsletter_confirmation', {
      p_email: email,
      p_token_hash: tokenHash,
      p_ttl_seconds: NEWSLETTER_TOKEN_TTL_SECONDS,
    })
    if (error) throw new Error(`request_newsletter_confirmation failed: ${error.message}`, { cause: error })
    return data === true
  },
  send,
  generateIdeas: popupIdeasGenerator(naming),
  popupIdeasEmail: popupIdeasEmail(appUrl),
  freeUnlockEmail: (to) =>
    simpleEmail(
      to,
      `Your ${UNLOCK_CREDITS} extra BrandQuest generations are ready`,
      [
        `Thanks for confirming your email: ${UNLOCK_CREDITS} more generations are now on your account.`,
        'Each run brings 8 fresh names, never one you have seen before.',
      ],
      { label: 'Summon more names', url: `${appUrl}/generate` },
    ),
  newsletterConfirmEmail: (to, token) =>
    simpleEmail(
      to,
      'Confirm your BrandQuest newsletter subscription',
      [
        'Somebody, hopefully you, asked to get the BrandQuest newsletter at this address: naming ideas and launch tips, about once a month.',
        `Nothing is sent until you confirm. The link works for ${NEWSLETTER_TOKEN_TTL_SECONDS / 86_400} days; if this was not you, ignore this email.`,
      ],
      { label: 'Confirm my subscription', url: `${confirmUrl}?token=${token}` },
    ),
})
