import { useMemo, type ComponentType } from 'react'
import { Link, useParams } from 'react-router-dom'
import { usePageHead } from '@/components/seo/route-head'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { IDEAS_PREMIUM } from '@/lib/constants'
import { findCategory } from '@/features/ideas/categories'
import { generateIdeas } from '@/features/ideas/generate-ideas'
import type { IdeaListProps } from '@/features/ideas/components/idea-list'
import { NamingGuide } from '@/features/ideas/components/naming-guide'
import { ideaHead } from '@/features/ideas/idea-head'

type IdeaPageProps = {
  /** The ideas and the unlock link (components/idea-list.tsx); the route picks the premium-aware one once it loads. */
  List: ComponentType<IdeaListProps>
}

/** Static content: only the list asks the server (is this a member?), and the route loads that part after the first paint. */
export function IdeaPage({ List }: IdeaPageProps) {
  const { slug } = useParams()
  const category = findCategory(slug)
  useDocumentTitle(category ? category.title : 'Category not found')
  usePageHead(useMemo(() => (category ? ideaHead(category) : null), [category]))

  if (!category) {
    return (
      <PageShell title="Category not found">
        <p className="text-slate-300">
          We couldn&apos;t find that category. Try the{' '}
          <Link to="/generate" className="text-aura-300 underline">
            generator
          </Link>{' '}
          instead.
        </p>
      </PageShell>
    )
  }

  const ideas = generateIdeas(category.seeds).slice(0, IDEAS_PREMIUM)
  return (
    <PageShell title={category.h1} lead={category.description}>
      <div className="space-y-12">
        <List label={category.label} ideas={ideas} />
        <section aria-labelledby="generate-more" className="rounded-2xl border border-night-700 bg-night-900 p-6">
          <h2 id="generate-more" className="text-xl font-semibold text-slate-50">
            Generate more names
          </h2>
          <p className="mt-2 text-slate-300">
            Describe your own {category.label.toLowerCase()} in one sentence and get 8 names made for it, each with a
            .com check.
          </p>
          <ButtonLink to="/" variant="secondary" className="mt-4">
            Start with your idea
          </ButtonLink>
        </section>
        <NamingGuide category={category} />
      </div>
    </PageShell>
  )
}
