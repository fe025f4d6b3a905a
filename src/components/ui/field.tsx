import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: ReactNode
  /** Shown under the input as an alert, which the input is then described by and marked invalid with. */
  error?: string | null
}

/** The input's look without the gap under its label (for inputs that sit in a row). */
export const inputBoxClass =
  'w-full rounded-xl border border-night-600 bg-night-950 px-3.5 py-2.5 text-slate-100 placeholder:text-slate-500 focus:border-aura-400 focus:outline-none'
export const inputClass = `mt-1.5 ${inputBoxClass}`

/** A labelled input; extra content (checklists, hints) and then its error render below it. */
export function Field({ label, hint, error, className, id, ...props }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const errorProps = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input id={inputId} className={inputClass} {...errorProps} {...props} />
      {hint}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
