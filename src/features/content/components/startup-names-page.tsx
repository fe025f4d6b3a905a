import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'
import { IdeaLinks } from '@/features/content/components/idea-links'

export function StartupNamesPage() {
  useDocumentTitle('Startup Name Ideas')
  return (
    <PageShell title="Startup Name Ideas" lead="Short, ownable names for products that plan to grow.">
      <Prose>
        <p>
          Startups outgrow their first product. Pick a name with room to move and a sound that works in a pitch, then
          look up its .com before you commit. Start from an industry below or let the generator work from your one-line
          pitch.
        </p>
      </Prose>
      <IdeaLinks slugs={['tech-startup', 'marketing-agency', 'consulting-firm', 'podcast', 'youtube-channel', 'coaching']} />
      <GeneratorCta />
    </PageShell>
  )
}
