import type { Category } from '@/features/ideas/categories'

export function NamingGuide({ category }: { category: Category }) {
  return (
    <section aria-labelledby="naming-guide" className="max-w-3xl">
      <h2 id="naming-guide" className="font-display text-2xl text-slate-100">
        How {category.label.toLowerCase()} names work
      </h2>
      <p className="mt-3 leading-relaxed text-slate-300">{category.guide}</p>
      <h3 className="mt-6 text-lg font-semibold text-slate-100">Three tips before you choose</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-300">
        {category.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </section>
  )
}
