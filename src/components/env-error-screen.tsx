/** Shown instead of the app when the build has no backend configuration, so nobody stares at a blank page. */
export function EnvErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6">
      <h1 className="font-display text-3xl font-semibold text-ember-300">BrandQuest is not configured</h1>
      <p className="mt-4 text-slate-300">The app cannot reach its backend because its configuration is incomplete:</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-200">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-400">
        Run <code>npm start</code> for the local stack, or set these variables for your hosted Supabase project and
        rebuild (see README.md).
      </p>
    </main>
  )
}
