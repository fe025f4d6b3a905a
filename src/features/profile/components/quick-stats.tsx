import { Spinner } from '@/components/ui/spinner'
import { useProfileStats } from '@/features/profile/api/profile-stats'

export function QuickStats({ userId }: { userId: string }) {
  const { data, isPending, isError } = useProfileStats(userId)
  if (isPending) return <Spinner label="Loading stats" />
  if (isError) return <p className="text-sm text-slate-400">Stats are unavailable right now.</p>
  const stats = [
    { label: 'Names Generated', value: data.namesGenerated },
    { label: 'Generations', value: data.generations },
    { label: 'Domains Checked', value: data.domainsChecked },
  ]
  return (
    <dl className="grid grid-cols-3 gap-3 text-center">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl bg-night-800 p-3">
          <dt className="text-xs text-slate-400">{stat.label}</dt>
          <dd className="order-first font-display text-2xl text-ember-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
