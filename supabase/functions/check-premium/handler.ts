import { callerFromToken } from '../_shared/caller.ts'
import { hasPremiumAccess } from '../_shared/premium.ts'
import { createAdminClient } from '../_shared/supabase.ts'
import { createCheckPremiumHandler } from './check-premium.ts'

// Built at load time so a missing environment variable fails the function's boot, loudly.
const admin = createAdminClient()

export const handler = createCheckPremiumHandler({
  getCaller: (token) => callerFromToken(admin, token),
  hasPremium: (caller) => hasPremiumAccess(admin, caller),
})
