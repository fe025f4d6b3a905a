import { cn } from '@/lib/cn'
import { passwordRules } from '@/features/auth/password-rules'

export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="mt-2 space-y-1 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.test(password)
        return (
          <li key={rule.id} className={cn('flex items-center gap-2', met ? 'text-emerald-300' : 'text-slate-400')}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            {rule.label}
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        )
      })}
    </ul>
  )
}

export function PasswordMatch({ password, confirm }: { password: string; confirm: string }) {
  if (!confirm) return null
  const match = password === confirm
  return (
    <p role="status" className={cn('mt-2 text-sm', match ? 'text-emerald-300' : 'text-rose-300')}>
      {match ? 'Passwords match' : "Passwords don't match"}
    </p>
  )
}
