export function IdeaGrid({ label, ideas }: { label: string; ideas: readonly string[] }) {
  return (
    <ul aria-label={`${label} name ideas`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {ideas.map((idea) => (
        <li
          key={idea}
          className="rounded-xl border border-night-700 bg-night-900 px-4 py-3 text-center font-display text-lg text-slate-100"
        >
          {idea}
        </li>
      ))}
    </ul>
  )
}
