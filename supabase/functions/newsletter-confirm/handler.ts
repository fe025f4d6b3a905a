import { appUrlEnv } from '../_shared/env.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createNewsletterConfirmHandler } from './newsletter-confirm.ts'

// Built at load time so a missing or malformed environment variable fails the function's boot, loudly.
const admin = createAdminClient()

export const handler = createNewsletterConfirmHandler({
  appUrl: appUrlEnv((name) => Deno.env.get(name)),
  confirm: async (tokenHash) => {
    const { data, error } = await admin.rpc('confirm_newsletter', { p_token_hash: tokenHash })
    if (error) throw new Error(`confirm_newsletter failed: ${error.message}`, { cause: error })
    return data === true
  },
})
