import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'
import { IdeaLinks } from '@/features/content/components/idea-links'

export function BusinessNamesPage() {
  useDocumentTitle('Business Name Ideas')
  return (
    <PageShell title="Business Name Ideas" lead="Names for shops, studios and service businesses that customers remember.">
      <Prose>
        <p>
          A local business name should be easy to say, easy to spell and honest about what you do. Browse ideas by
          industry, or describe your business to the generator for names made for you.
        </p>
      </Prose>
      <IdeaLinks slugs={['bakery', 'cleaning-business', 'hair-salon', 'landscaping', 'plumbing', 'boutique']} />
      <GeneratorCta />
    </PageShell>
  )
}
