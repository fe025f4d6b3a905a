import { IdeaPage } from '@/features/ideas/components/idea-page'

export const Component = IdeaPage
