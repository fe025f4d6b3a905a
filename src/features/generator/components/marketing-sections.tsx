import { Button } from '@/components/ui/button'

const why = [
  { title: 'Made from your idea', body: 'Names grow from the words of your one-sentence description and the ideas around them.' },
  { title: 'Reasons, not just words', body: 'Each name says how it was made and why it fits, so you can defend it to your co-founder.' },
  { title: 'Never the same twice', body: 'Run it again and again: you will not see a name you have already been shown.' },
]
const apart = [
  'Eight names a run, no two of the same shape: word pairs, images, coined compounds',
  'Slogans written for the name, not pasted from a template',
  "Each name's .com checked with its registry, and names with a free .com first",
  'One payment of $4, no subscription, 30-day refund',
]

export function MarketingSections({ onBegin }: { onBegin: () => void }) {
  return (
    <div className="mt-24 space-y-16">
      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="font-display text-3xl text-slate-50">
          Why BrandQuest?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {why.map((item) => (
            <li key={item.title} className="rounded-2xl bg-night-900 p-6">
              <h3 className="font-semibold text-ember-300">{item.title}</h3>
              <p className="mt-2 text-slate-300">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="apart-heading">
        <h2 id="apart-heading" className="font-display text-3xl text-slate-50">
          What sets us apart
        </h2>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-300">
          {apart.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dare-heading" className="rounded-3xl border border-night-700 bg-night-900 p-8 text-center">
        <h2 id="dare-heading" className="font-display text-3xl text-slate-50">
          For those who dare
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">
          Every brand you love started as a blank page and a name. Yours is one sentence away.
        </p>
        <Button size="lg" className="mt-6" onClick={onBegin}>
          Begin the Journey
        </Button>
      </section>
    </div>
  )
}
