import { ButtonLink } from '@/components/ui/button'
import { IDEAS_FREE, PRICE_USD } from '@/lib/constants'
import { IdeaGrid } from '@/features/ideas/components/idea-grid'

export type IdeaListProps = { label: string; ideas: readonly string[] }

/**
 * Visitors (and the prerendered HTML) get the first 8 ideas and the unlock link; premium members
 * get the whole list. The spec's rules (8 per seed, 8 seeds) make at most 64, so the button names
 * the real count, not the spec's 120.
 */
export function IdeaList({ label, ideas, isPremium }: IdeaListProps & { isPremium: boolean }) {
  return (
    <div>
      <IdeaGrid label={label} ideas={isPremium ? ideas : ideas.slice(0, IDEAS_FREE)} />
      {isPremium ? null : (
        <ButtonLink to="/generate?upgrade=1" className="mt-6">
          Unlock all {ideas.length} ideas + unlimited generations (${PRICE_USD})
        </ButtonLink>
      )}
    </div>
  )
}
