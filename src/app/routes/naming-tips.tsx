import { NamingTipsPage } from '@/features/content/components/naming-tips-page'

export const Component = NamingTipsPage
