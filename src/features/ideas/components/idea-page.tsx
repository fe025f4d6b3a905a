import { Link, useParams } from 'react-router-dom'
import { PageShell } from '@/components/layout/page-shell'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { slugLabel } from '@/lib/slug'
import { isIdeaSlug } from '@/features/ideas/slugs'

export function IdeaPage() {
  const { slug } = useParams()
  const known = isIdeaSlug(slug)
  const label = known ? slugLabel(slug) : ''
  useDocumentTitle(known ? `${label} Name Ideas` : 'Category not found')

  if (!known) {
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
  return (
    <PageShell title={`${label} Name Ideas`} lead={`Brandable names for a ${label.toLowerCase()}, with a short reason each one fits.`}>
      <div className="rounded-2xl border border-night-700 bg-night-900 p-6">
        <h2 className="text-xl font-semibold text-slate-50">Generate more with AI</h2>
        <p className="mt-2 text-slate-300">Describe your own {label.toLowerCase()} and get 8 names made for it.</p>
        <ButtonLink to="/" className="mt-4">
          Generate more with AI
        </ButtonLink>
      </div>
    </PageShell>
  )
}
