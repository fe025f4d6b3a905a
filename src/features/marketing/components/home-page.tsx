import { Link } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { track } from '@/lib/analytics'
import { LIST_PRICE_USD, PRICE_USD, REFUND_DAYS } from '@/lib/constants'
import { faq, headlineVariants, nicheLinks, reasons, sampleNames, steps } from '@/features/marketing/content'
import { useHeadlineVariant } from '@/features/marketing/use-headline-variant'
import { ProductPreview } from '@/features/marketing/components/product-preview'
import { StickyCta } from '@/features/marketing/components/sticky-cta'
import { StoryCarousel } from '@/features/marketing/components/story-carousel'
import { storiesFirstRow, storiesSecondRow } from '@/features/marketing/stories'
import { slugLabel } from '@/lib/slug'

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-content px-4 py-14 sm:px-6">
      <h2 id={id} className="font-display text-3xl font-semibold text-slate-50">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  )
}

export function HomePage() {
  useDocumentTitle('')
  const variant = useHeadlineVariant()
  return (
    <>
      <section className="mx-auto max-w-content px-4 pb-10 pt-16 text-center sm:px-6 lg:pt-24">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-aura-300">Brand-name generator</p>
        <h1 className="mx-auto mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight text-slate-50 sm:text-6xl">
          {headlineVariants[variant]}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-300">
          Describe your project in one sentence. Get 8 brandable names, each with its domain checked, a reason it fits
          and usually a slogan.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* #describe asks the generator page to focus its description box (see app/routes/generate.tsx). */}
          <ButtonLink to="/generate#describe" size="lg" onClick={() => track('cta_click', { location: 'hero', label: 'start' })}>
            Find my name
          </ButtonLink>
          <ButtonLink to="/naming-tips" size="lg" variant="secondary">
            Naming tips
          </ButtonLink>
        </div>
      </section>

      <section aria-label="Sample names" className="overflow-hidden border-y border-night-700 bg-night-900 py-4">
        {/* The list is rendered twice so the strip loops seamlessly; the copy is hidden from screen readers. */}
        <div className="animate-marquee flex w-max gap-10 font-display text-xl text-ember-300">
          {[false, true].map((copy) => (
            <ul key={String(copy)} aria-hidden={copy || undefined} className="flex gap-10">
              {sampleNames.map((name) => (
                <li key={name} className="whitespace-nowrap">
                  {name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </section>

      <Section id="niches" title="Popular niches">
        <ul className="flex flex-wrap gap-2">
          {nicheLinks.map((slug) => (
            <li key={slug}>
              <Link
                to={`/names/${slug}`}
                className="inline-block rounded-full border border-night-600 px-4 py-2 text-sm text-slate-200 hover:border-aura-400 hover:text-aura-300"
              >
                {slugLabel(slug)} names
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories" title="Who it is for">
        <p className="-mt-4 mb-6 max-w-2xl text-sm text-slate-400">
          Illustrative stories written by our team about the people BrandQuest is made for. They are not customer reviews.
        </p>
        <div className="space-y-4">
          <StoryCarousel label="Stories, first row" stories={storiesFirstRow} direction="left" />
          <StoryCarousel label="Stories, second row" stories={storiesSecondRow} direction="right" />
        </div>
      </Section>

      <Section id="how" title="How it works">
        <ol className="grid gap-6 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-night-700 bg-night-900 p-6">
              <span className="text-sm font-semibold text-aura-300">Step {index + 1}</span>
              <h3 className="mt-2 text-xl font-semibold text-slate-50">{step.title}</h3>
              <p className="mt-2 text-slate-300">{step.body}</p>
            </li>
          ))}
        </ol>
        <ProductPreview />
      </Section>

      <Section id="why" title="Why this works">
        <dl className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {reasons.map((reason) => (
            <div key={reason.label} className="rounded-2xl bg-night-800 p-6 text-center">
              <dt className="text-sm text-slate-400">{reason.label}</dt>
              <dd className="order-first font-display text-3xl text-ember-300">{reason.figure}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="pricing" title="Pricing">
        <div className="mx-auto max-w-md rounded-3xl border border-ember-400/60 bg-night-900 p-8 text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-ember-300">Limited time 60% off</p>
          <p className="mt-3 font-display text-5xl text-slate-50">
            ${PRICE_USD} <span className="text-2xl text-slate-400 line-through">${LIST_PRICE_USD}</span>
          </p>
          <p className="mt-2 text-slate-300">One payment, lifetime access. {REFUND_DAYS}-day money-back guarantee.</p>
          <p className="mt-2 text-sm text-slate-400">Secure checkout by Stripe. Refund yourself from your Profile within {REFUND_DAYS} days.</p>
          <div className="mt-6 flex flex-col gap-3">
            <ButtonLink to="/generate?upgrade=1" onClick={() => track('pricing_unlock_click', { location: 'pricing' })}>
              Unlock everything for ${PRICE_USD}
            </ButtonLink>
            <ButtonLink to="/generate" variant="secondary" onClick={() => track('pricing_try_click', { location: 'pricing' })}>
              Try it free
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="faq" title="Questions">
        <div className="space-y-3">
          {faq.map((item) => (
            <details key={item.q} className="rounded-xl border border-night-700 bg-night-900 p-5">
              <summary className="cursor-pointer font-semibold text-slate-100">{item.q}</summary>
              <p className="mt-3 text-slate-300">{item.a}</p>
            </details>
          ))}
        </div>
      </Section>
      <StickyCta />
    </>
  )
}
