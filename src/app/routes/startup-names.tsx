import { StartupNamesPage } from '@/features/content/components/startup-names-page'

export const Component = StartupNamesPage
