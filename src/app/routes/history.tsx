import { HistoryPage } from '@/features/history/components/history-page'

export const Component = HistoryPage
