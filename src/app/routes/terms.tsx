import { TermsPage } from '@/features/content/components/terms-page'

export const Component = TermsPage
