import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'

export function TermsPage() {
  useDocumentTitle('Terms of Service')
  return (
    <PageShell title="Terms of Service" lead="Last updated December 1, 2024">
      <Prose>
        <h2>The service</h2>
        <p>
          BrandQuest suggests brand names. A suggestion is not legal advice and does not tell you whether a domain or a
          trademark is free: look both up before you commit to a name.
        </p>
        <h2>Payment and refunds</h2>
        <p>
          The lifetime unlock is a one-time payment of $4, taken by Stripe. If you are not happy, refund yourself in
          full within 30 days from your Profile (Request a refund), or reply to your receipt. Premium ends with the
          refund; your history stays.
        </p>
        <h2>Liability</h2>
        <p>Our liability is limited to the amount you paid us in the 12 months before a claim.</p>
      </Prose>
      <GeneratorCta />
    </PageShell>
  )
}
