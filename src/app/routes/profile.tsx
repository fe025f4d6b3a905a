import { ProfilePage } from '@/features/profile/components/profile-page'

export const Component = ProfilePage
