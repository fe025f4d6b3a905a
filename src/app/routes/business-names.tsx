import { BusinessNamesPage } from '@/features/content/components/business-names-page'

export const Component = BusinessNamesPage
