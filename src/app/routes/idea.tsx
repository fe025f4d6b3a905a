import { Deferred } from '@/app/deferred'
import { IdeaList, type IdeaListProps } from '@/features/ideas/components/idea-list'
import { IdeaPage } from '@/features/ideas/components/idea-page'

// Whether the visitor is a member is a server answer (react-query, supabase-js): asked after the first
// paint. Until then, and for everyone who is not, the list is the prerendered one.
const loadMemberList = () =>
  Promise.all([import('@/app/query-scope'), import('@/features/ideas/components/member-idea-list')]).then(
    ([{ QueryScope }, { MemberIdeaList }]) =>
      function ScopedMemberIdeaList(props: IdeaListProps) {
        return (
          <QueryScope>
            <MemberIdeaList {...props} />
          </QueryScope>
        )
      },
  )

const ListSlot = (props: IdeaListProps) => (
  <Deferred load={loadMemberList} props={props} fallback={<IdeaList {...props} isPremium={false} />} />
)

export function Component() {
  return <IdeaPage List={ListSlot} />
}
