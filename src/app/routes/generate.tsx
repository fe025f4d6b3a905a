import { GeneratorPage } from '@/features/generator/components/generator-page'

export const Component = GeneratorPage
