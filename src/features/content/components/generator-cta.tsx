import { ButtonLink } from '@/components/ui/button'

export function GeneratorCta({ label = 'Try the name generator' }: { label?: string }) {
  return (
    <div className="mt-12 flex flex-wrap items-center gap-4 rounded-2xl border border-night-700 bg-night-900 p-6">
      <p className="flex-1 text-slate-200">Ready to find yours? Describe your idea and get 8 names in seconds.</p>
      <ButtonLink to="/generate">{label}</ButtonLink>
    </div>
  )
}
