import { callerFromToken } from '../_shared/caller.ts'
import { createEmailSender, simpleEmail } from '../_shared/email.ts'
import { UNLOCK_CREDITS } from '../_shared/limits.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createSendEmailHandler } from './send-email.ts'

// Built at load time so a missing environment variable fails the function's boot, loudly.
const admin = createAdminClient()
const send = createEmailSender((name) => Deno.env.get(name))
const appUrl = (Deno.env.get('APP_URL') ?? 'https://brandquest.app').replace(/\/$/, '')

export const handler = createSendEmailHandler({
  getCaller: (token) => callerFromToken(admin, token),
  grantFreeUnlock: async (caller, email) => {
    const { data, error } = await admin.rpc('grant_free_unlock', { p_user: caller.id, p_email: email, p_credits: UNLOCK_CREDITS })
    if (error) throw new Error(`grant_free_unlock failed: ${error.message}`)
    return data === true
  },
  subscribe: async (email) => {
    const { data, error } = await admin
      .from('subscribers')
      .upsert({ email, source: 'newsletter' }, { onConflict: 'email', ignoreDuplicates: true })
      .select('id')
    if (error) throw new Error(`subscribe failed: ${error.message}`)
    return (data ?? []).length > 0
  },
  allowMail: async (email) => {
    const { data, error } = await admin.rpc('hit_rate_limit', {
      p_subject: email,
      p_action: 'send-email',
      p_max: 3,
      p_window_seconds: 3600,
    })
    if (error) throw new Error(`mail throttle failed: ${error.message}`)
    return data === true
  },
  send,
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
  newsletterEmail: (to) =>
    simpleEmail(
      to,
      'Welcome to the BrandQuest newsletter',
      ['You are on the list. Expect naming ideas and launch tips, about once a month, and nothing else.'],
      { label: 'Find a name now', url: `${appUrl}/generate` },
    ),
})
