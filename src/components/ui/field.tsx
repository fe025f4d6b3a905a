import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }

/** The input's look without the gap under its label (for inputs that sit in a row). */
export const inputBoxClass =
  'w-full rounded-xl border border-night-600 bg-night-950 px-3.5 py-2.5 text-slate-100 placeholder:text-slate-500 focus:border-aura-400 focus:outline-none'
export const inputClass = `mt-1.5 ${inputBoxClass}`

/** A labelled input; extra content (checklists, hints) renders below it. */
export function Field({ label, hint, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input id={inputId} className={inputClass} {...props} />
      {hint}
    </div>
  )
}
