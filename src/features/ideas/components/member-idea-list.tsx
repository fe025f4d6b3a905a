import { usePremium } from '@/lib/queries/premium'
import { IdeaList, type IdeaListProps } from '@/features/ideas/components/idea-list'

/** The list as the server's premium answer decides it: loaded after the first paint, in a query scope. */
export function MemberIdeaList(props: IdeaListProps) {
  const { isPremium } = usePremium()
  return <IdeaList {...props} isPremium={isPremium} />
}
