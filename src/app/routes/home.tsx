import { HomePage } from '@/features/marketing/components/home-page'

export const Component = HomePage
