import { useCallback } from 'react'
import { toast } from 'sonner'
import { getSupabase } from '@/lib/supabase'

/** Sign-out with the spec's toasts; 'local' ends this browser's session, 'global' every session. */
export function useSignOut() {
  return useCallback(async (scope: 'local' | 'global' = 'local') => {
    try {
      const { error } = await getSupabase().auth.signOut({ scope })
      if (error) {
        toast.error('Sign out failed', { description: error.message })
        return false
      }
      toast.success('Signed out successfully', { description: 'Come back soon!' })
      return true
    } catch (error) {
      console.warn('Sign-out threw', error)
      toast.error('Unexpected error', { description: 'Something went wrong while signing out.' })
      return false
    }
  }, [])
}
