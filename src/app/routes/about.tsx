import { AboutPage } from '@/features/content/components/about-page'

export const Component = AboutPage
