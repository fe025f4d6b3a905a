import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page'

export const Component = AuthCallbackPage
