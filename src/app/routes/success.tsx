import { SuccessPage } from '@/features/billing/components/success-page'

export const Component = SuccessPage
