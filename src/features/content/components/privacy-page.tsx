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
          Supabase, our database and sign-in provider. Payments are handled by Stripe, which receives your email address
          for the receipt; we never see your card number.
        </p>
        <h2>Domain checks</h2>
        <p>
          When we check whether a domain is free, we ask the registry that runs its extension directly, over RDAP, the
          registries&rsquo; own public protocol. We never send the names you are considering to a registrar&rsquo;s
          search, where they could be seen and registered ahead of you, and we do not log the lists of names we check.
          We keep each registry answer for a few minutes (a day for taken domains) so repeated checks are fast, and we
          count how many checks were made for your account to show on your profile.
        </p>
        <h2>How we use it</h2>
        <p>To run the product, show your history, answer support requests and, if you agree, send occasional emails.</p>
        <h2>Cookies and analytics</h2>
        <p>
          A banner asks once whether we may use analytics and advertising cookies. Until you press Accept, no analytics
          or advertising script runs and none of those cookies is set; Decline keeps it that way, and the product works
          the same either way. Your answer is kept in your browser&rsquo;s local storage (&ldquo;cookie-consent&rdquo;),
          next to a few display settings such as which headline you saw and whether you have seen our email offer;
          clearing this site&rsquo;s data asks again. The events we prepare for analytics never contain your email
          address, and before you accept they leave out the query part of page addresses.
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
