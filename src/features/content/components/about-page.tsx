import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'

export function AboutPage() {
  useDocumentTitle('About')
  return (
    <PageShell title="About BrandQuest" lead="A small team building the name generator we wanted when we started our own companies.">
      <Prose>
        <p>
          Naming is the first hard decision of a new project, and most generators answer it with long lists of random
          words. BrandQuest explains how each name it suggests was formed and why it fits, so you can defend your choice
          to a co-founder.
        </p>
        <h2>What we care about</h2>
        <ul>
          <li>Names that are easy to say, spell and remember, not just names that sound clever.</li>
          <li>A fair price: one payment of $4, with a 30-day money-back guarantee.</li>
          <li>Your data stays yours: we never sell it and we keep only what the product needs.</li>
        </ul>
      </Prose>
      <GeneratorCta />
    </PageShell>
  )
}
