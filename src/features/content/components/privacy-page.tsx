import { PageShell, Prose } from '@/components/layout/page-shell'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { GeneratorCta } from '@/features/content/components/generator-cta'

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy')
  return (
    <PageShell title="Privacy Policy" lead="Last updated December 1, 2024">
      <Prose>
        <h2>What we collect</h2>
        <p>
          Your email address and password hash when you create an account, the descriptions you submit and the names we
          generate for them, and whether you bought the lifetime unlock. Your account and this data are stored with
          Supabase, our database and sign-in provider. Payments will be handled by Stripe once checkout opens; we never
          see your card number.
        </p>
        <h2>How we use it</h2>
        <p>To run the product, show your history, answer support requests and, if you agree, send occasional emails.</p>
        <h2>Cookies and analytics</h2>
        <p>
          We ask before storing analytics or advertising cookies. Declining keeps the product fully usable. Settings you
          choose are stored in your browser.
        </p>
        <h2>Your rights</h2>
        <p>
          You can change your email or password on your profile, and ask us to export or delete your data by writing to
          hello@brandquest.app.
        </p>
      </Prose>
      <GeneratorCta />
    </PageShell>
  )
}
