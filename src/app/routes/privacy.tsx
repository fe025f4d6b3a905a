import { PrivacyPage } from '@/features/content/components/privacy-page'

export const Component = PrivacyPage
