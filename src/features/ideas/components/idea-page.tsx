import { useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import { usePageHead } from '@/components/seo/route-head'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { IDEAS_FREE, IDEAS_PREMIUM, PRICE_USD } from '@/lib/constants'
import { usePremium } from '@/lib/queries/premium'
import { findCategory } from '@/features/ideas/categories'
import { generateIdeas } from '@/features/ideas/generate-ideas'
import { IdeaGrid } from '@/features/ideas/components/idea-grid'
import { NamingGuide } from '@/features/ideas/components/naming-guide'
import { ideaHead } from '@/features/ideas/idea-head'

export function IdeaPage() {
  const { slug } = useParams()
  const category = findCategory(slug)
  const { isPremium } = usePremium()
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

  // Visitors (and the prerendered HTML) get the first 8; premium members get the whole list. The spec's
  // rules (8 per seed, 8 seeds) make at most 64, so the button names the real count, not the spec's 120.
  const allIdeas = generateIdeas(category.seeds).slice(0, IDEAS_PREMIUM)
  const ideas = isPremium ? allIdeas : allIdeas.slice(0, IDEAS_FREE)
  return (
    <PageShell title={category.h1} lead={category.description}>
      <div className="space-y-12">
        <div>
          <IdeaGrid label={category.label} ideas={ideas} />
          {isPremium ? null : (
            <ButtonLink to="/generate?upgrade=1" className="mt-6">
              Unlock all {allIdeas.length} ideas + unlimited generations (${PRICE_USD})
            </ButtonLink>
          )}
        </div>
        <section aria-labelledby="generate-more" className="rounded-2xl border border-night-700 bg-night-900 p-6">
          <h2 id="generate-more" className="text-xl font-semibold text-slate-50">
            Generate more with AI
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
