import { Link } from 'react-router-dom'
import { slugLabel } from '@/lib/slug'

export function IdeaLinks({ slugs }: { slugs: string[] }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-2" aria-label="Idea pages">
      {slugs.map((slug) => (
        <li key={slug}>
          <Link to={`/names/${slug}`} className="inline-block rounded-full border border-night-600 px-4 py-2 text-sm text-slate-200 hover:border-aura-400">
            {slugLabel(slug)} names
          </Link>
        </li>
      ))}
    </ul>
  )
}
