import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'

export function NamingTipsPage() {
  useDocumentTitle('Naming Tips')
  return (
    <PageShell title="Naming Tips" lead="Seven rules of thumb we use when we judge a name.">
      <Prose>
        <ul>
          <li>Say it out loud: if you have to spell it on the phone, it will cost you customers.</li>
          <li>Short beats clever: two syllables are easier to remember than five.</li>
          <li>Check the .com before you fall in love.</li>
          <li>Hint at the feeling, not the feature: products change, feelings last.</li>
          <li>Avoid names that lock you into one city or one product.</li>
          <li>Search the name with your industry to spot look-alikes early.</li>
          <li>Sleep on your shortlist, then ask five customers which one they remember.</li>
        </ul>
      </Prose>
      <GeneratorCta />
    </PageShell>
  )
}
