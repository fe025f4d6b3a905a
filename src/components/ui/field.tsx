import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }

export const inputClass =
  'mt-1.5 w-full rounded-xl border border-night-600 bg-night-950 px-3.5 py-2.5 text-slate-100 placeholder:text-slate-500 focus:border-aura-400 focus:outline-none'

/** A labelled input; extra content (checklists, hints) renders below it. */
export function Field({ label, hint, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input id={inputId} className={cn(inputClass)} {...props} />
      {hint}
    </div>
  )
}
